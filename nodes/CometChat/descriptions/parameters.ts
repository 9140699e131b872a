import type { INodeProperties } from 'n8n-workflow';
import { MAX_ID_LENGTH } from '../../shared/validation/parameters';

/**
 * Parameters several operations share, each defined once: an operation lists the object
 * in its `fields`, and the node shows the one definition for all of them (see
 * `nodeProperties`). The texts say what an AI agent needs to fill them in.
 */

const UID = `the user's unique ID in CometChat, set when the user was created (User › Get Many lists them; at most ${MAX_ID_LENGTH} characters)`;
const GUID = `the group's unique ID in CometChat, set when the group was created (Group › Get Many lists them; at most ${MAX_ID_LENGTH} characters)`;

function locator(name: 'uid' | 'guid' | 'botUid' | 'receiver', displayName: string, description: string, searchListMethod: string, example: string): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: `Select a ${displayName.toLowerCase()}...`,
				typeOptions: { searchListMethod, searchable: true },
			},
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder: `e.g. ${example}` },
		],
	};
}

/** `uid`: an existing user, picked from a searchable list (GET /users) or given by uid. */
export const userLocator = locator('uid', 'User', `The user, by uid: ${UID}`, 'searchUsers', 'cometchat-uid-1');

/** `botUid`: the bot that sends (Message › Send as Bot); a bot is a CometChat user with a callback. */
export const botLocator = locator(
	'botUid',
	'Bot',
	`The bot that sends the message, by uid: a CometChat bot is a user registered as a bot in the dashboard (AI Agents › Custom Bots), so this is ${UID}`,
	'searchUsers',
	'support-bot',
);

/**
 * `guid`: an existing group, picked from a searchable list (GET /groups) or given by guid.
 * Message › Get Many asks for it only for a group's messages (`conversation` exists only there).
 */
export const groupLocator: INodeProperties = {
	...locator('guid', 'Group', `The group, by guid: ${GUID}`, 'searchGroups', 'cometchat-guid-1'),
	displayOptions: { hide: { conversation: ['user', 'all', 'thread'] } },
};

/**
 * `onBehalfOf` (header of the same name) where it may stay empty. Message › Get Many
 * between two users has its own, required one ("Other User"), hence the hide rule
 * (`conversation` exists only in Message › Get Many).
 */
export const onBehalfOf: INodeProperties = {
	displayName: 'On Behalf Of',
	name: 'onBehalfOf',
	type: 'string',
	default: '',
	placeholder: 'e.g. cometchat-uid-2',
	description: `The uid of the user to act as (${UID}): CometChat sends, reads or changes as that user sees it. Leave empty to act as the app itself (app_system).`,
	displayOptions: { hide: { conversation: ['user'] } },
};

/** `onBehalfOf` where CometChat requires it: the user who reacts (a conversation's is Conversation Of, conversation.ts). */
export const asUser: INodeProperties = {
	displayName: 'As User',
	name: 'onBehalfOf',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-2',
	description: `The uid of the user who adds or takes back the reaction (${UID}). CometChat requires it.`,
};

/** `messageId`: the message an operation works on (message get, update, delete; reactions). */
export const messageId: INodeProperties = {
	displayName: 'Message ID',
	name: 'messageId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1523',
	description: 'The ID of the message, as CometChat gave it when the message was sent (in the output of Send, or of Message › Get Many)',
};

/** `permanent` of User › Delete and Message › Delete. */
export const permanent: INodeProperties = {
	displayName: 'Delete Permanently',
	name: 'permanent',
	type: 'boolean',
	default: false,
	description:
		'Whether to delete for good: a user with all their messages and conversations; a message instead of the soft delete that keeps it in the conversation marked as deleted (deletedAt, deletedBy)',
};

/** Receiver Type and Receiver of Send and of Send and Wait for Response. */
export const receiverType: INodeProperties = {
	displayName: 'Receiver Type',
	name: 'receiverType',
	type: 'options',
	options: [
		{ name: 'User', value: 'user' },
		{ name: 'Group', value: 'group' },
	],
	default: 'user',
	description: 'Whether the message goes to one user (Receiver is a uid) or to a group (Receiver is a guid)',
};

/** `receiver`: the user or group, from the list Receiver Type chooses or by id; a plain string (older workflows, expressions) is the id. */
export const receiver = locator(
	'receiver',
	'Receiver',
	`Who receives the message: for a user, their uid (${UID}); for a group, its guid (${GUID})`,
	'searchReceivers',
	'cometchat-uid-1',
);

