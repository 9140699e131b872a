/**
 * AG-UI events as CometChat reads a Custom Agent's answer: Server-Sent Events, each event
 * one `data: <json>` line and a blank line, in the protocol's order (RUN_STARTED, then per
 * message TEXT_MESSAGE_START, TEXT_MESSAGE_CONTENT…, TEXT_MESSAGE_END, then RUN_FINISHED;
 * RUN_ERROR on failure).
 */
const SSE_CONTENT_TYPE = 'text/event-stream; charset=utf-8';

export const SSE_HEADERS = { 'content-type': SSE_CONTENT_TYPE, 'cache-control': 'no-cache' } as const;

export interface RunIds {
	threadId: string;
	runId: string;
}

/** Characters per TEXT_MESSAGE_CONTENT event; a long answer goes in several deltas. */
const DELTA_CHARACTERS = 1000;

const line = (event: Record<string, unknown>) => `data: ${JSON.stringify(event)}\n\n`;

/** The text in deltas of at most DELTA_CHARACTERS characters, never splitting a character. */
function deltas(text: string): string[] {
	const characters = Array.from(text);
	const parts: string[] = [];
	for (let i = 0; i < characters.length; i += DELTA_CHARACTERS) parts.push(characters.slice(i, i + DELTA_CHARACTERS).join(''));
	return parts;
}

/** A message id unique within the run. */
const messageIdFor = (runId: string, index: number) => `${runId}-answer-${index + 1}`;

/** A whole run answered with these assistant messages (each non-empty), as one event stream. */
export function replyStream(ids: RunIds, messages: string[], now = Date.now()): string {
	const events = [line({ type: 'RUN_STARTED', threadId: ids.threadId, runId: ids.runId, timestamp: now })];
	messages.forEach((text, index) => {
		const messageId = messageIdFor(ids.runId, index);
		events.push(line({ type: 'TEXT_MESSAGE_START', messageId, role: 'assistant', timestamp: now }));
		for (const delta of deltas(text)) events.push(line({ type: 'TEXT_MESSAGE_CONTENT', messageId, delta, timestamp: now }));
		events.push(line({ type: 'TEXT_MESSAGE_END', messageId, timestamp: now }));
	});
	events.push(line({ type: 'RUN_FINISHED', threadId: ids.threadId, runId: ids.runId, timestamp: now }));
	return events.join('');
}

/** A run that failed, as one event stream: RUN_STARTED, then RUN_ERROR. */
export function errorStream(ids: RunIds, message: string, code: string, now = Date.now()): string {
	return (
		line({ type: 'RUN_STARTED', threadId: ids.threadId, runId: ids.runId, timestamp: now }) +
		line({ type: 'RUN_ERROR', message, code, timestamp: now })
	);
}

export const isEventStream = (contentType: unknown) => /^text\/event-stream\b/i.test(String(contentType ?? ''));
