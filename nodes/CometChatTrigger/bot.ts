import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { asId, asObject, firstDelivery, ignored, reject } from './receive';

/** A user as CometChat writes it: a uid, or an object with one (SDK shape). */
const uidOf = (value: unknown) => asId(value) ?? asId(asObject(value)?.uid) ?? asId(asObject(value)?.guid);

const looksLikeMessage = (value: IDataObject | undefined): value is IDataObject =>
	value !== undefined && (value.id !== undefined || value.sender !== undefined) && value.receiver !== undefined;

/**
 * The item a bot workflow maps: the text, who sent it, where to reply (`replyTo` and
 * `replyToType`, the sender for a one-to-one message, the group for a group message), the
 * message id for a reply in its thread, and the whole message.
 */
function botItem(message: IDataObject, bot: string): IDataObject {
	const data = asObject(message.data);
	const senderEntity = asObject(asObject(asObject(data?.entities)?.sender)?.entity) ?? asObject(message.sender);
	const sender = uidOf(message.sender);
	const receiver = uidOf(message.receiver);
	const inGroup = message.receiverType === 'group';
	const parentId = asId(message.parentId);
	const { type, category, conversationId, sentAt } = message;
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
		type,
		category,
		...(conversationId !== undefined ? { conversationId } : {}),
		...(sentAt !== undefined ? { sentAt } : {}),
		bot,
		message,
	};
}

/**
 * One bot callback: drop the bot's own messages (its replies would start the workflow again)
 * and redeliveries, then start one execution with the message. CometChat gets 200 at once;
 * the workflow replies with Message > Send as Bot. CometChat documents the legacy shape, the
 * message in `data` (`{trigger: "after_message", data: <message>, bot, appId, …}`); the
 * current pages leave the payload undocumented, so `data.message` and `message` are read too.
 */
export function receiveBotCallback(ctx: IWebhookFunctions, body: unknown): IWebhookResponseData {
	const callback = asObject(body);
	if (!callback) return reject(ctx, 400, 'Body must be a JSON object');
	const data = asObject(callback.data);
	const message = [data, asObject(data?.message), asObject(callback.message)].find(looksLikeMessage);
	if (!message) return reject(ctx, 400, 'Not a CometChat bot callback: no message with a sender and a receiver');

	const botUid = String(ctx.getNodeParameter('botUid', '')).trim();
	const bot = asId(callback.bot);
	const sender = uidOf(message.sender);
	if (sender && (sender.toLowerCase() === botUid.toLowerCase() || sender === bot)) return ignored("Callback ignored: the bot's own message");

	const item = botItem(message, bot ?? botUid);
	if (item.messageId && !firstDelivery(ctx, `bot|${botUid}|m:${String(item.messageId)}`)) return ignored('Duplicate delivery ignored');
	return { workflowData: [[{ json: item }]] };
}
