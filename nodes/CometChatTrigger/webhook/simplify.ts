import type { IDataObject } from 'n8n-workflow';
import { messageOf, reactionOf, targetMessageOf } from './eventFacts';
import type { CometChatEvent } from './parse';

const asObject = (value: unknown): IDataObject | undefined =>
	typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined;

/** `{uid: user}` maps as arrays, which are easier to loop over in a workflow. */
const usersList = (value: unknown): IDataObject[] | undefined => {
	const map = asObject(value);
	return map ? Object.entries(map).map(([uid, user]) => ({ uid, ...asObject(user) })) : undefined;
};

function simplifiedMessage(trigger: string, message: IDataObject): IDataObject {
	const target = targetMessageOf(message);
	if ((trigger === 'message_edited' || trigger === 'message_deleted') && target) {
		const entities = asObject(asObject(message.data)?.entities);
		const by = asObject(asObject(entities?.by)?.entity);
		return {
			trigger,
			...target,
			messageId: target.id,
			action: asObject(message.data)?.action,
			actionMessageId: message.id,
			...(by?.uid !== undefined ? { by: by.uid } : {}),
		};
	}
	const text = asObject(message.data)?.text;
	return { trigger, ...message, ...(typeof text === 'string' ? { text } : {}) };
}

/**
 * The event's main object on top with `trigger` beside it: the message (for edits and
 * deletes the edited or deleted message, `messageId` its id), the reaction, or the group with
 * its members as a list. Other events: their `data` fields.
 */
export function simplifyEvent(event: CometChatEvent): IDataObject {
	const { trigger, data } = event;
	const message = messageOf(event);
	if (message) return simplifiedMessage(trigger, message);
	const reaction = reactionOf(event);
	if (reaction) return { trigger, ...reaction };
	const result: IDataObject = { trigger, ...data };
	const members = usersList(data.members);
	if (members) result.members = members;
	const users = usersList(data.users);
	if (users) result.users = users;
	return result;
}
