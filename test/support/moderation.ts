/** CometChat's Custom API moderation request, and n8n's way of writing a node's answer to the held response. */
import type { ResponseRecorder } from './responseRecorder';

export interface ModerationRequestBody {
	contextMessages: Array<Record<string, unknown>>;
}

export function moderationRequest(id: string, text: string, who: { sender?: string; receiver?: string; key?: string } = {}): ModerationRequestBody {
	const { sender = 'ana', receiver = 'ben' } = who;
	const key = who.key ?? receiver;
	return {
		contextMessages: [
			{ [sender]: 'hi' },
			{ [receiver]: 'hello' },
			{
				[key]: {
					id,
					muid: `_m${id}`,
					conversationId: `${receiver}_user_${sender}`,
					sender,
					receiverType: 'user',
					receiver,
					category: 'message',
					type: 'text',
					data: { text, entities: {}, moderation: { status: 'pending' } },
					sentAt: 1747717214,
					updatedAt: 1747717214,
				},
			},
		],
	};
}

interface NodeAnswer {
	body: unknown;
	headers?: Record<string, string>;
	statusCode?: number;
}

/**
 * What n8n's setupResponseNodePromise (packages/cli webhook-helpers) does with a node's
 * `sendResponse` whose body is a Buffer: status (2.x), the headers with setHeaders, the CSP
 * header, `res.end(buffer)`, and on the next tick `res.end()` again.
 */
export async function writeAsN8n(res: ResponseRecorder, answer: NodeAnswer): Promise<void> {
	if (!Buffer.isBuffer(answer.body)) throw new Error('the node answers with a Buffer body');
	if (answer.statusCode) res.status(answer.statusCode);
	res.setHeaders(new Map(Object.entries(answer.headers ?? {})));
	res.setHeader('Content-Security-Policy', 'sandbox');
	res.end(answer.body);
	await new Promise((resolve) => process.nextTick(resolve));
	res.end();
}

/** The answer the held response got, parsed. */
export const answered = (res: ResponseRecorder) => ({
	status: res.statusCode,
	contentType: res.headers['content-type'],
	json: res.body === undefined ? undefined : JSON.parse(Buffer.isBuffer(res.body) ? res.body.toString('utf8') : String(res.body)),
});
