import type { IHttpRequestMethods, INodePropertyRouting, PostReceiveAction } from 'n8n-workflow';
import { checkHttpStatus } from './httpStatus';
import type { RequestData } from './request';
import { routedRequest, type Operation } from './routedRequest';

export interface Route {
	method: IHttpRequestMethods;
	/**
	 * The request path; each `{name}` is an identifier the operation fills in with
	 * `setPath`, which encodes it. The one place where the operation's path is written.
	 */
	path: string;
	/** Runs after `checkHttpStatus` on every response, e.g. `unwrapData`. */
	postReceive?: PostReceiveAction[];
}

/**
 * The routing block of an operation: its request, every request through `routedRequest`
 * (rate limits, CometChat errors, Continue On Fail), error statuses read whole by
 * `checkHttpStatus` first.
 */
export function routing(route: Route, operation: Operation): INodePropertyRouting {
	return {
		request: { method: route.method, url: route.path, ignoreHttpStatusErrors: true },
		send: { paginate: true },
		operations: { pagination: routedRequest(operation) },
		output: { postReceive: [checkHttpStatus, ...(route.postReceive ?? [])] },
	};
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** Placeholders of a path template, in order: `/users/{uid}` gives `['uid']`. */
export function pathPlaceholders(template: string): string[] {
	return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/**
 * A path template with every `{name}` replaced by its value, `encodeURIComponent`-encoded,
 * so an id such as `a/b c` stays one segment. A missing placeholder, or one that would
 * still name the current or parent directory, is a defect and throws.
 */
export function fillPath(template: string, values: Record<string, string>): string {
	return template.replace(PLACEHOLDER, (_, name: string) => {
		const value = values[name];
		if (typeof value !== 'string') throw new Error(`No value for {${name}} in ${template}`);
		const segment = encodeURIComponent(value);
		if (segment === '' || segment === '.' || segment === '..') {
			throw new Error(`{${name}} in ${template} would not be a path segment: "${value}"`);
		}
		return segment;
	});
}

/** Fills the path of the request the routing block prepared (see `Route.path`). */
export function setPath(requestData: RequestData, values: Record<string, string>): RequestData {
	requestData.options.url = fillPath(String(requestData.options.url ?? ''), values);
	return requestData;
}
