import { type IDataObject, type INodeProperties, type ItemParameters, MAX_ID_LENGTH, onBehalfOfFrom, parameterError, fillPath, readGuid, readUid, groupLocator, userLocator } from './parts';
import type { Envelope } from '../../shared/transport/request';

/** Which conversation a Conversation operation works on: whose, with a user, of a group, or by its ID; and where in it. */

/** `onBehalfOf` of every Conversation operation but Get Many: whose conversation it is (CometChat requires it). */
export const conversationOf: INodeProperties = {
	...userLocator,
	displayName: 'Conversation Of',
	name: 'onBehalfOf',
	description: `The user whose conversation it is: CometChat reads and changes it as this user sees it (their unread count, their tags). ${String(userLocator.description)}`,
};

/** The uid in Conversation Of, for the onBehalfOf header. */
export const readConversationOf = (ctx: ItemParameters): string => onBehalfOfFrom.call(ctx, true, 'Conversation Of', 'onBehalfOf', true)!;

const WITH_USER = { name: 'A User', value: 'user', description: 'The one-on-one conversation with the user in With User' };
const WITH_GROUP = { name: 'A Group', value: 'group', description: 'The conversation of the group in Group' };

/** Which conversation of the user in Conversation Of: the one with a user or the one of a group. */
export const conversationWith: INodeProperties = {
	displayName: 'Conversation With',
	name: 'conversationWith',
	type: 'options',
	noDataExpression: true,
	options: [WITH_USER, WITH_GROUP],
	default: 'user',
	description: 'Whether the conversation is with another user or in a group',
};

/** Get's: also a conversation by its ID. */
export const conversationWithOrId: INodeProperties = {
	...conversationWith,
	options: [WITH_USER, WITH_GROUP, { name: 'By Conversation ID', value: 'id', description: 'The conversation with this conversationId' }],
	description: 'Whether the conversation is with another user, in a group, or given by its conversationId',
};

/** The user of a conversation with a user (Conversation With: A User). */
export const withUser: INodeProperties = {
	...userLocator,
	displayName: 'With User',
	description: `The other user of the conversation. ${String(userLocator.description)}`,
	displayOptions: { show: { conversationWith: ['user'] } },
};

/** The group of a group's conversation (Conversation With: A Group). */
export const withGroup: INodeProperties = { ...groupLocator, displayOptions: { show: { conversationWith: ['group'] } } };

/** `{uid}_user_{uid}` of two uids of at most 100 characters each. */
const MAX_CONVERSATION_ID = 2 * MAX_ID_LENGTH + '_user_'.length;

/** `conversationId`: Delete's conversation, and Get's By Conversation ID. */
export const conversationId: INodeProperties = {
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
export const markedMessageId: INodeProperties = {
	displayName: 'Message ID',
	name: 'messageId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1523',
	description:
		'The ID of a message of the conversation (from Send, Message › Get Many or a trigger event): read and delivered mark the conversation up to this message; unread makes the messages after it unread again',
};

export function readConversationId(ctx: ItemParameters): string {
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
export function readMarkedMessageId(ctx: ItemParameters): number {
	const value = ctx.getNodeParameter('messageId', '');
	const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
	if (!/^\d{1,15}$/.test(text)) {
		throw parameterError(ctx, 'Message ID', 'messageId', `must be the ID of a message, a whole number such as 1523, not ${JSON.stringify(value)}`);
	}
	return Number(text);
}

/** `/users/{uid}/conversation…` or `/groups/{guid}/conversation…`, after Conversation With. */
export function conversationPath(ctx: ItemParameters, suffix = ''): { path: string; with: IDataObject } {
	const kind = ctx.getNodeParameter('conversationWith', 'user');
	if (kind === 'user') {
		const uid = readUid(ctx);
		return { path: fillPath(`/users/{uid}/conversation${suffix}`, { uid }), with: { uid } };
	}
	if (kind === 'group') {
		const guid = readGuid(ctx);
		return { path: fillPath(`/groups/{guid}/conversation${suffix}`, { guid }), with: { guid } };
	}
	throw parameterError(ctx, 'Conversation With', 'conversationWith', `must be "user" or "group" here, not ${JSON.stringify(kind)}`);
}

/**
 * The conversation in an answer: CometChat's examples of Get and Update wrap the one
 * conversation in a list, the docs call it an object; either is taken.
 */
export const oneConversation = ({ data }: Envelope) => (Array.isArray(data) ? (data[0] ?? {}) : data) as IDataObject;

