// CometChat's side of an AG-UI run, read with the protocol's own client (@ag-ui/client's
// HttpAgent): POSTs a RunAgentInput with a short history and reads the answer, checking
// every event against the AG-UI schemas and their order.
import assert from 'node:assert/strict';
import { HttpAgent } from '@ag-ui/client';

/** The history CometChat sends before the user's new message. */
const HISTORY = [
	{ id: 'm1', role: 'user', content: 'Hi' },
	{ id: 'm2', role: 'assistant', content: 'Hello! How can I help?' },
];

/**
 * Runs the agent at `url` with `text` as the user's last message and returns what the client
 * read: every event it accepted, the HTTP status and content type, the new messages, the
 * client's error (a refused or broken run) and the time in ms.
 */
export async function runAsCometChat(url, text, { authorization, runId }) {
	const read = { events: [], status: undefined };
	const agent = new HttpAgent({
		url,
		headers: authorization ? { authorization } : {},
		threadId: `thread-${runId}`,
		initialMessages: [...HISTORY, { id: 'm3', role: 'user', content: text }],
		fetch: async (input, init) => {
			const response = await fetch(input, init);
			read.status = response.status;
			read.contentType = response.headers.get('content-type');
			return response;
		},
	});
	const started = Date.now();
	const errorLog = console.error;
	console.error = () => {}; // the client logs a refused run; the caller reads it from `error`
	try {
		const result = await agent.runAgent({ runId, tools: [], context: [] }, { onEvent: ({ event }) => void read.events.push(event) });
		read.newMessages = JSON.parse(JSON.stringify(result.newMessages));
	} catch (error) {
		read.error = error;
	} finally {
		console.error = errorLog;
	}
	read.ms = Date.now() - started;
	return read;
}

/** The event types in the order read. */
export const eventTypes = (read) => read.events.map((e) => e.type);

/** The order of a run answered in one text message. */
export const ANSWERED_RUN = ['RUN_STARTED', 'TEXT_MESSAGE_START', 'TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_END', 'RUN_FINISHED'];

/**
 * Throws unless `read` is one whole AG-UI run as CometChat wants it: HTTP 200, an event
 * stream, the events of ANSWERED_RUN in that order for this thread and run, and `text` as the
 * one new assistant message.
 */
export function assertAnsweredRun(read, { runId, text }) {
	assert.equal(
		read.error,
		undefined,
		String(read.error?.stack ?? '')
			.split('\n')
			.slice(0, 4)
			.join('\n'),
	);
	assert.equal(read.status, 200);
	assert.match(String(read.contentType), /^text\/event-stream/);
	assert.deepEqual(eventTypes(read), ANSWERED_RUN);
	assert.deepEqual([read.events[0].threadId, read.events[0].runId, read.events[4].runId], [`thread-${runId}`, runId, runId]);
	assert.deepEqual(
		read.newMessages.map((m) => [m.role, m.content]),
		[['assistant', text]],
	);
}
