import { type IDataObject, type INodeProperties, type ItemParameters, MAX_ID_LENGTH, LIST_HINT, onBehalfOfFrom, parameterError, fillPath, type Spec, defineResource, bodyFrom, filtersCollection, queryFrom, optionsField, byPage, limit, returnAll, outcomeItem, readGuid, readUid, groupLocator, userLocator } from './parts';
import type { Envelope } from '../../shared/transport/request';
import { readTags } from './message/messageBody';
import { messageUpdate } from './message/update';

/** Which conversation a Conversation operation works on: whose, with a user, of a group, or by its ID; and where in it. */

/** `onBehalfOf` of every Conversation operation but Get Many: whose conversation it is (CometChat requires it). */
const conversationOf: INodeProperties = {
	...userLocator,
	displayName: 'Conversation Of',
	name: 'onBehalfOf',
	description: `The user whose conversation it is: CometChat reads and changes it as this user sees it (their unread count, their tags). ${String(userLocator.description)}`,
};

/** The uid in Conversation Of, for the onBehalfOf header. */
const readConversationOf = (ctx: ItemParameters): string => onBehalfOfFrom.call(ctx, true, 'Conversation Of', 'onBehalfOf', true)!;

const WITH_USER = { name: 'A User', value: 'user', description: 'The one-on-one conversation with the user in With User' };
const WITH_GROUP = { name: 'A Group', value: 'group', description: 'The conversation of the group in Group' };

/** Which conversation of the user in Conversation Of: the one with a user or the one of a group. */
const conversationWith: INodeProperties = {
	displayName: 'Conversation With',
	name: 'conversationWith',
	type: 'options',
	noDataExpression: true,
	options: [WITH_USER, WITH_GROUP],
	default: 'user',
	description: 'Whether the conversation is with another user or in a group',
};

/** Get's: also a conversation by its ID. */
const conversationWithOrId: INodeProperties = {
	...conversationWith,
	options: [WITH_USER, WITH_GROUP, { name: 'By Conversation ID', value: 'id', description: 'The conversation with this conversationId' }],
	description: 'Whether the conversation is with another user, in a group, or given by its conversationId',
};

/** The user of a conversation with a user (Conversation With: A User). */
const withUser: INodeProperties = {
	...userLocator,
	displayName: 'With User',
	description: `The other user of the conversation. ${String(userLocator.description)}`,
	displayOptions: { show: { conversationWith: ['user'] } },
};

/** The group of a group's conversation (Conversation With: A Group). */
const withGroup: INodeProperties = { ...groupLocator, displayOptions: { show: { conversationWith: ['group'] } } };

/** The conversation with a user or of a group (Conversation With), whose user is in Conversation Of. */
const target = [conversationOf, conversationWith, withUser, withGroup];

/** `{uid}_user_{uid}` of two uids of at most 100 characters each. */
const MAX_CONVERSATION_ID = 2 * MAX_ID_LENGTH + '_user_'.length;

/** `conversationId`: Delete's conversation, and Get's By Conversation ID. */
const conversationId: INodeProperties = {
	displayName: 'Conversation ID',
	name: 'conversationId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-1_user_cometchat-uid-2',
	description:
		'The conversationId CometChat gives every message and conversation (in the output of Send, Message › Get Many, Conversation › Get Many, or a trigger event): "{uid}_user_{uid}" between two users, "group_{guid}" for a group',
	// shown in Delete too, which has no Conversation With
	displayOptions: { hide: { conversationWith: ['user', 'group'] } },
};

/** `messageId` of Mark as Read, Delivered and Unread: where in the conversation. */
const markedMessageId: INodeProperties = {
	displayName: 'Message ID',
	name: 'messageId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1523',
	description:
		'The ID of a message of the conversation (from Send, Message › Get Many or a trigger event): read and delivered mark the conversation up to this message; unread makes the messages after it unread again',
};

function readConversationId(ctx: ItemParameters): string {
	const value = ctx.getNodeParameter('conversationId', '');
	const problem = (issue: string) =>
		parameterError(ctx, 'Conversation ID', 'conversationId', issue, 'Give the conversationId of a conversation, such as "cometchat-uid-1_user_cometchat-uid-2" or "group_support".');
	const text = typeof value === 'number' ? String(value) : value;
	if (typeof text !== 'string') throw problem(`must be text, not ${value === null ? 'null' : typeof value}`);
	const id = text.trim();
	if (!id) throw problem('is empty');
	if (/^(\.|%2e){1,2}$/i.test(id)) throw problem(`is ${JSON.stringify(id)}, which a URL reads as a directory: the request would go to another address`);
	if ([...id].length > MAX_CONVERSATION_ID) throw problem(`is ${[...id].length} characters long; a conversationId is at most ${MAX_CONVERSATION_ID}`);
	return id;
}

/** The message ID CometChat takes as an integer in the body of the mark operations. */
function readMarkedMessageId(ctx: ItemParameters): number {
	const value = ctx.getNodeParameter('messageId', '');
	const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
	if (!/^\d{1,15}$/.test(text)) {
		throw parameterError(ctx, 'Message ID', 'messageId', `must be the ID of a message, a whole number such as 1523, not ${JSON.stringify(value)}`);
	}
	return Number(text);
}

/** `/users/{uid}/conversation…` or `/groups/{guid}/conversation…`, after Conversation With. */
function conversationPath(ctx: ItemParameters, suffix = ''): { path: string; with: IDataObject } {
	const kind = ctx.getNodeParameter('conversationWith', 'user');
	if (kind !== 'user' && kind !== 'group') {
		throw parameterError(ctx, 'Conversation With', 'conversationWith', `must be "user" or "group" here, not ${JSON.stringify(kind)}`);
	}
	const [key, id] = kind === 'user' ? ['uid', readUid(ctx)] : ['guid', readGuid(ctx)];
	return { path: fillPath(`/${kind}s/{${key}}/conversation${suffix}`, { [key]: id }), with: { [key]: id } };
}

/**
 * The conversation in an answer: CometChat's examples of Get and Update wrap the one
 * conversation in a list, the docs call it an object; either is taken.
 */
const oneConversation = (_ctx: ItemParameters, { data }: Envelope) => (Array.isArray(data) ? (data[0] ?? {}) : data) as IDataObject;

/** `filters` of Conversation › Get Many: what narrows the list. */
const conversationFilters = filtersCollection([
	{
		displayName: 'Conversation Type',
		name: 'conversationType',
		type: 'options',
		options: [
			{ name: 'User', value: 'user', description: 'Conversations with one other user' },
			{ name: 'Group', value: 'group', description: 'Conversations of groups' },
		],
		default: 'user',
		description: 'Only conversations with users, or only those of groups',
	},
	{ displayName: 'Group Tags', name: 'groupTags', type: 'string', default: '', placeholder: 'e.g. vip', description: `Only conversations of groups with any of these tags. ${LIST_HINT}.` },
	{
		displayName: 'Of User',
		name: 'onBehalfOf',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1',
		description:
			"Only this user's conversations (uid), seen as they see them: their unread counts and tags. Empty: the conversations of every user of the app.",
	},
	{
		displayName: 'Search Key',
		name: 'searchKey',
		type: 'string',
		default: '',
		placeholder: 'e.g. ana',
		description: "Only conversations with a user or group matching this text: a user's uid or name starting with it, a group's guid or name containing it",
	},
	{ displayName: 'Tags', name: 'tags', type: 'string', default: '', placeholder: 'e.g. billing, urgent', description: `Only conversations with any of these tags. ${LIST_HINT}.` },
	{ displayName: 'Unread Only', name: 'unread', type: 'boolean', default: true, description: 'Whether to list only conversations with unread messages (for the user in Of User). Off: no filter.' },
	{ displayName: 'User Tags', name: 'userTags', type: 'string', default: '', placeholder: 'e.g. premium', description: `Only conversations with users who have any of these tags. ${LIST_HINT}.` },
]);

/** Message › Update's "Update Fields": for a conversation only its Tags entry shows. */
const updateFields = messageUpdate.fields.find((field) => field.name === 'additionalFields')!;

/**
 * Mark as Read, Delivered, Unread: `POST` (or `DELETE` for unread)
 * `/users/{uid}/conversation/{read|delivered}` or `/groups/{guid}/…` with
 * `{"messageId": <integer>}`, as the user in Conversation Of; the item is CometChat's answer.
 */
const markConversation = (method: 'POST' | 'DELETE', receipt: 'read' | 'delivered'): Pick<Spec, 'fields' | 'request'> => ({
	fields: [...target, markedMessageId],
	request(ctx) {
		const { path } = conversationPath(ctx, `/${receipt}`);
		return { method, path, body: { messageId: readMarkedMessageId(ctx) }, onBehalfOf: readConversationOf(ctx) };
	},
});

export const conversation = defineResource('conversation', 'getAll', {
	/**
	 * Get Many: `GET /conversations`, a user's conversations when Of User is set (header
	 * `onBehalfOf`), else the app's; the documented filters; paged by `page`/`perPage`.
	 */
	getAll: {
		description:
			"List a CometChat user's conversations (or all of the app's) with their last message and unread count, optionally only unread ones, of users or groups, or by tags",
		fields: [returnAll, limit, conversationFilters, optionsField],
		request(ctx) {
			const qs = {
				...queryFrom(ctx, conversationFilters, { searchKey: 'text', conversationType: 'text', unread: 'flag', tags: 'list', userTags: 'list', groupTags: 'list' }),
				...queryFrom(ctx, optionsField, { withTags: 'flag', withUserAndGroupTags: 'flag' }),
			};
			const user = onBehalfOfFrom.call(ctx, false, 'Of User', 'filters.onBehalfOf');
			return { method: 'GET', path: '/conversations', qs, onBehalfOf: user };
		},
		paging: byPage,
	},
	/** Get: one conversation of the user in Conversation Of, with a user, of a group, or by its ID. */
	get: {
		description: "Get one CometChat conversation as a user sees it (last message, unread count, tags): with another user, of a group, or by its conversationId",
		fields: [conversationOf, conversationWithOrId, withUser, withGroup, conversationId],
		request(ctx) {
			const path =
				ctx.getNodeParameter('conversationWith', 'user') === 'id'
					? fillPath('/conversations/{conversationId}', { conversationId: readConversationId(ctx) })
					: conversationPath(ctx).path;
			// CometChat's examples answer with the conversation in a list, its docs with an object
			return { method: 'GET', path, onBehalfOf: readConversationOf(ctx), returns: 'any' };
		},
		output: oneConversation,
	},
	markAsRead: {
		...markConversation('POST', 'read'),
		action: 'Mark a conversation as read',
		description: 'Mark a CometChat conversation (with a user or of a group) as read by a user, up to a message: its unread count drops',
	},
	markAsDelivered: {
		...markConversation('POST', 'delivered'),
		action: 'Mark a conversation as delivered',
		description: 'Mark the messages of a CometChat conversation (with a user or of a group) as delivered to a user, up to a message',
	},
	markAsUnread: {
		...markConversation('DELETE', 'read'),
		action: 'Mark a conversation as unread',
		description: 'Mark the messages after a message of a CometChat conversation (with a user or of a group) as unread again for a user',
	},
	/** Update: `PUT /users/{uid}/conversation` (or the group's) with `{"tags": […]}`, as the user in Conversation Of. */
	update: {
		description: "Replace the tags of a CometChat conversation (with a user or of a group) as one user keeps them; an empty Tags clears them",
		fields: [...target, updateFields],
		request(ctx) {
			const { path } = conversationPath(ctx);
			const fields = ctx.getNodeParameter('additionalFields', {}) as IDataObject;
			if (fields.tags === undefined) {
				throw parameterError(ctx, 'Update Fields', 'additionalFields', 'are empty; add Tags (empty to clear them)');
			}
			// CometChat's example answers with the conversation in a list
			return { method: 'PUT', path, body: { tags: readTags(ctx, fields.tags) }, onBehalfOf: readConversationOf(ctx), returns: 'any' };
		},
		output: oneConversation,
	},
	/**
	 * Reset: `DELETE /users/{uid}/conversation` (optionally deleting its messages for good) or
	 * `DELETE /groups/{guid}/conversation` (no body there), for the user in Conversation Of.
	 */
	reset: {
		description: "Reset a CometChat conversation (with a user or of a group) for one user: it leaves their conversation list and its unread count is gone",
		fields: [...target, optionsField],
		request(ctx) {
			const { path, with: ids } = conversationPath(ctx);
			const body = ids.uid !== undefined ? bodyFrom(ctx, optionsField, { deleteMessagesPermanently: 'boolean' }) : {};
			return { method: 'DELETE', path, onBehalfOf: readConversationOf(ctx), ...(body.deleteMessagesPermanently === true ? { body } : {}) };
		},
		output: (ctx, response) => outcomeItem('reset', { ...conversationPath(ctx).with, onBehalfOf: readConversationOf(ctx) }, response),
	},
	/** Delete: `DELETE /conversations/{conversationId}`, the conversation gone for all its users. */
	delete: {
		description: 'Delete a CometChat conversation by its conversationId for all of its users (Reset removes it for one user only)',
		fields: [conversationOf, conversationId],
		request: (ctx) => ({
			method: 'DELETE',
			path: fillPath('/conversations/{conversationId}', { conversationId: readConversationId(ctx) }),
			onBehalfOf: readConversationOf(ctx),
		}),
		output: (ctx, response) => outcomeItem('deleted', { conversationId: readConversationId(ctx) }, response),
	},
});
