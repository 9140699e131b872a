import type { INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from './fakeCometChat';

/** A resource locator value, as n8n saves it. */
export function byId(value: string): INodeParameters {
	return { __rl: true, mode: 'id', value };
}

export function fromList(value: string): INodeParameters {
	return { __rl: true, mode: 'list', value, cachedResultName: value };
}

/** The requests a test made, as [method, path, query, body], for exact comparisons. */
export function sent(server: FakeCometChat): Array<[string, string, Record<string, string>, unknown]> {
	return server.requests.map((r) => [r.method, r.path, r.query, r.body]);
}
