import type { RecordedRequest } from '../fakeCometChat';

export interface Answer {
	status: number;
	body: unknown;
	headers?: Record<string, string>;
}

/** CometChat's error body. */
export function cometError(status: number, code: string, message: string, details?: unknown): Answer {
	return {
		status,
		body: {
			error: { message, devMessage: `${message} (${code})`, source: 'fake-cometchat', code, ...(details ? { details } : {}) },
		},
	};
}

/**
 * A group of endpoints of the fake server, one module per resource (fake/<resource>.ts):
 * answers the requests it knows, `undefined` for the others. `fake` is the server, for its
 * shared stores (messages, users, groups) and its paging.
 */
export type Route = (fake: import('../fakeCometChat').FakeCometChat, request: RecordedRequest) => Answer | undefined;
