import type { IDataObject } from 'n8n-workflow';
import { bodyProblem } from '../webhook/parse';

const asObject = (value: unknown): IDataObject | undefined =>
	typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined;

const asId = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** A user as CometChat writes it: a uid, or an object with one (SDK shape). */
const uidOf = (value: unknown): string | undefined => asId(value) ?? asId(asObject(value)?.uid) ?? asId(asObject(value)?.guid);

interface BotCallback {
	message: IDataObject;
	/** The bot the callback is for, when CometChat names it (`bot`). */
	bot?: string;
	trigger?: string;
}

type BotCallbackResult = { ok: true; callback: BotCallback } | { ok: false; status: 400; message: string };

const looksLikeMessage = (value: IDataObject | undefined): value is IDataObject =>
	value !== undefined && (value.id !== undefined || value.sender !== undefined) && value.receiver !== undefined;

/**
 * The message of a bot callback. CometChat documents the legacy shape, the message in
 * `data` (`{trigger: "after_message", data: <message>, bot, appId, …}`); the current
 * pages leave the payload undocumented, so `data.message` and `message` are read too.
 */
export function parseBotCallback(body: unknown, size: number): BotCallbackResult {
	const problem = bodyProblem(body, size);
	if (problem) return { ok: false, status: 400, message: problem };
	const callback = asObject(body);
	if (!callback) return { ok: false, status: 400, message: 'Body must be a JSON object' };
	const data = asObject(callback.data);
	const message = [data, asObject(data?.message), asObject(callback.message)].find(looksLikeMessage);
	if (!message) return { ok: false, status: 400, message: 'Not a CometChat bot callback: no message with a sender and a receiver' };
	return { ok: true, callback: { message, bot: asId(callback.bot), trigger: asId(callback.trigger) } };
}

export const senderOf = (message: IDataObject): string | undefined => uidOf(message.sender);

/**
 * The item a bot workflow maps: the text, who sent it, where to reply (`replyTo` and
 * `replyToType`, the sender for a one-to-one message, the group for a group message), the
 * message id for a reply in its thread, and the whole message.
 */
export function botItem(callback: BotCallback, botUid: string): IDataObject {
	const { message } = callback;
	const data = asObject(message.data);
	const entities = asObject(data?.entities);
	const senderEntity = asObject(asObject(entities?.sender)?.entity) ?? asObject(message.sender);
	const sender = senderOf(message);
	const receiver = uidOf(message.receiver);
	const inGroup = message.receiverType === 'group';
	const parentId = asId(message.parentId);
	return {
		text: typeof data?.text === 'string' ? data.text : '',
		messageId: asId(message.id) ?? '',
		sender,
		...(typeof senderEntity?.name === 'string' ? { senderName: senderEntity.name } : {}),
		receiver,
		receiverType: inGroup ? 'group' : 'user',
		...(inGroup ? { group: receiver } : {}),
		replyTo: inGroup ? receiver : sender,
		replyToType: inGroup ? 'group' : 'user',
		...(parentId ? { parentMessageId: parentId } : {}),
		type: message.type,
		category: message.category,
		...(message.conversationId !== undefined ? { conversationId: message.conversationId } : {}),
		...(message.sentAt !== undefined ? { sentAt: message.sentAt } : {}),
		bot: callback.bot ?? botUid,
		message,
	};
}
