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

type FakeServer = import('../fakeCometChat').FakeCometChat;

export interface Collection {
	create: (fake: FakeServer, request: RecordedRequest) => Answer;
	list: (fake: FakeServer, request: RecordedRequest) => Answer;
	/** GET, PUT and DELETE of one, given its id as sent (still percent-encoded). */
	one: Partial<Record<'GET' | 'PUT' | 'DELETE', (fake: FakeServer, request: RecordedRequest, encodedId: string) => Answer>>;
}

/** POST/GET `path`, GET/PUT/DELETE `path`/{id}: the REST shape users and groups share. */
export function collectionRoute(path: string, collection: Collection): Route {
	const onePath = new RegExp(`^${path}/([^/]+)$`);
	return (fake, request) => {
		const { method } = request;
		if (request.path === path) return method === 'POST' ? collection.create(fake, request) : method === 'GET' ? collection.list(fake, request) : undefined;
		const one = onePath.exec(request.path);
		const handler = one ? collection.one[method as keyof Collection['one']] : undefined;
		return handler && one ? handler(fake, request, one[1]) : undefined;
	};
}
