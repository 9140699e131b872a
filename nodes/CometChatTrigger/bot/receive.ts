import type { IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { ignored, refusedByAuth, reject } from '../webhook/reply';
import { seenKeysFor } from '../webhook/dedupe';
import { botItem, parseBotCallback, senderOf } from './callback';

/**
 * One bot callback: authenticate, parse, drop the bot's own messages (its replies would
 * start the workflow again) and redeliveries, then start one execution with the message.
 * CometChat gets 200 at once; the workflow replies with Message > Send as Bot.
 */
export async function receiveBotCallback(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const refused = await refusedByAuth(this);
	if (refused) return refused;

	const req = this.getRequestObject();
	const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
	const parsed = parseBotCallback(req.body, size);
	if (!parsed.ok) return reject(this, parsed.status, parsed.message);
	const { callback } = parsed;

	const botUid = String(this.getNodeParameter('botUid', '')).trim();
	const sender = senderOf(callback.message);
	if (sender !== undefined && (sender.toLowerCase() === botUid.toLowerCase() || sender === callback.bot)) {
		return ignored("Callback ignored: the bot's own message");
	}

	const item = botItem(callback, botUid);
	if (this.getMode() !== 'manual' && item.messageId) {
		const seen = seenKeysFor(String(this.getWorkflow().id ?? ''), this.getNode().id);
		if (!seen.firstTime(`bot|${botUid}|m:${String(item.messageId)}`)) return ignored('Duplicate delivery ignored');
	}
	return { workflowData: [[{ json: item }]] };
}
