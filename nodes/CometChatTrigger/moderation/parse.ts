import type { IDataObject } from 'n8n-workflow';
import { bodyProblem } from '../webhook/parse';

/** One earlier message of the conversation, as CometChat sends it for context. */
interface ContextMessage extends IDataObject {
	sender: string;
	text: string;
}

/** The item a moderation request starts the workflow with. */
interface ModerationItem extends IDataObject {
	messageId: string;
	text: string;
	sender: string;
	receiver: string;
	receiverType: string;
	conversationId: string;
	category: string;
	type: string;
	sentAt: number | null;
	/** The earlier messages CometChat sent for context, oldest first (up to 10). */
	contextMessages: ContextMessage[];
	/** The context as lines "sender: text", ready for a prompt. */
	contextText: string;
	/** The message under review as CometChat sent it. */
	message: IDataObject;
	/** The request body as CometChat sent it, but for the message under review (that is `message`). */
	request: IDataObject;
}

type ModerationParse = { ok: true; item: ModerationItem } | { ok: false; status: 400; message: string };

const isPlainObject = (value: unknown): value is IDataObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/**
 * CometChat's Custom API request: `contextMessages` in conversation order, earlier messages
 * as `{ "<uid>": "<text>" }`, the message under review last, as `{ "<uid>": { …message } }`.
 * The key of the last one is not always its sender, so the sender is read from the message.
 */
export function parseModerationRequest(body: unknown, size: number): ModerationParse {
	const problem = bodyProblem(body, size);
	if (problem) return { ok: false, status: 400, message: problem };
	if (!isPlainObject(body) || !Array.isArray(body.contextMessages)) {
		return { ok: false, status: 400, message: 'Not a CometChat moderation request: "contextMessages" must be an array' };
	}
	const entries = body.contextMessages.filter(isPlainObject).map((entry) => Object.entries(entry)[0]).filter(Boolean) as Array<[string, unknown]>;
	const reviewedAt = entries.map(([, value]) => isPlainObject(value)).lastIndexOf(true);
	if (reviewedAt < 0) return { ok: false, status: 400, message: 'Not a CometChat moderation request: no message to review in "contextMessages"' };
	const [key, value] = entries[reviewedAt];
	const message = value as IDataObject;
	const data = isPlainObject(message.data) ? message.data : {};
	const contextMessages = entries
		.slice(0, reviewedAt)
		.filter(([, earlier]) => !isPlainObject(earlier))
		.map(([sender, earlier]): ContextMessage => ({ sender, text: text(earlier) }));
	return {
		ok: true,
		item: {
			messageId: text(message.id),
			text: text(data.text),
			sender: text(message.sender ?? key),
			receiver: text(message.receiver),
			receiverType: text(message.receiverType),
			conversationId: text(message.conversationId),
			category: text(message.category),
			type: text(message.type),
			sentAt: typeof message.sentAt === 'number' ? message.sentAt : null,
			contextMessages,
			contextText: contextMessages.map((m) => `${m.sender}: ${m.text}`).join('\n'),
			message,
			// one copy of the message: a source that fires once per chat message would store it twice
			request: { ...body, contextMessages: body.contextMessages.filter((entry) => !isPlainObject(entry) || Object.values(entry)[0] !== message) },
		},
	};
}
