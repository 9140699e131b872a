import type { IDataObject } from 'n8n-workflow';
import { bodyProblem } from '../webhook/parse';

const asObject = (value: unknown): IDataObject | undefined =>
	typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined;

type RunInputResult = { ok: true; input: IDataObject & { threadId: string; runId: string; messages: IDataObject[] } } | { ok: false; status: 400; message: string };

/** AG-UI's RunAgentInput as CometChat POSTs it: threadId, runId, messages, tools, context, state, forwardedProps. */
export function parseRunInput(body: unknown, size: number): RunInputResult {
	const problem = bodyProblem(body, size);
	if (problem) return { ok: false, status: 400, message: problem };
	const input = asObject(body);
	if (!input) return { ok: false, status: 400, message: 'Body must be a JSON object' };
	for (const field of ['threadId', 'runId']) {
		if (typeof input[field] !== 'string' || input[field] === '') return { ok: false, status: 400, message: `Not an AG-UI run: "${field}" is missing` };
	}
	if (!Array.isArray(input.messages) || !input.messages.every((m) => asObject(m) !== undefined)) {
		return { ok: false, status: 400, message: 'Not an AG-UI run: "messages" must be a list of messages' };
	}
	return { ok: true, input: input as IDataObject & { threadId: string; runId: string; messages: IDataObject[] } };
}

/** A message's text: AG-UI content is a string, or a list of parts of which the text parts count. */
function textOf(content: unknown): string {
	if (typeof content === 'string') return content;
	if (!Array.isArray(content)) return '';
	return content
		.map((part) => asObject(part))
		.filter((part) => part?.type === 'text' && typeof part.text === 'string')
		.map((part) => String(part!.text))
		.join('\n');
}

/**
 * The item an AI Agent maps: `chatInput` and `text`, the last user message (n8n's AI Agent
 * reads `chatInput` by default); `sessionId`, the thread (n8n's chat memories key on it);
 * `history`, the conversation before it as role and text; `tools` and `context` as
 * CometChat offers them; `messages`, everything as sent.
 */
export function runItem(input: IDataObject & { threadId: string; runId: string; messages: IDataObject[] }): IDataObject {
	const messages = input.messages;
	let last = -1;
	for (let i = messages.length - 1; i >= 0; i--) {
		if (messages[i].role === 'user') {
			last = i;
			break;
		}
	}
	const text = last >= 0 ? textOf(messages[last].content) : '';
	const history = messages
		.slice(0, last >= 0 ? last : messages.length)
		.filter((m) => typeof m.role === 'string' && ['user', 'assistant', 'system', 'developer'].includes(String(m.role)))
		.map((m) => ({ role: m.role, text: textOf(m.content) }));
	return {
		chatInput: text,
		text,
		sessionId: input.threadId,
		threadId: input.threadId,
		runId: input.runId,
		history,
		tools: Array.isArray(input.tools) ? input.tools : [],
		context: Array.isArray(input.context) ? input.context : [],
		...(input.state !== undefined ? { state: input.state } : {}),
		...(input.forwardedProps !== undefined ? { forwardedProps: input.forwardedProps } : {}),
		messages,
	};
}
