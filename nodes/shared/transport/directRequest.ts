import type { IDataObject, IHttpRequestOptions, ILoadOptionsFunctions } from 'n8n-workflow';
import { cometChatRequest } from './cometChatRequest';

/** A request of a list search (resource locators): the one transport, item 0. */
export async function directRequest(
	this: ILoadOptionsFunctions,
	options: Pick<IHttpRequestOptions, 'method' | 'url' | 'qs' | 'body'>,
): Promise<IDataObject> {
	const answer = await cometChatRequest.call(
		this,
		{ method: options.method ?? 'GET', path: options.url, qs: options.qs, body: options.body as IDataObject | undefined, answer: 'any' },
		0,
	);
	return answer as unknown as IDataObject;
}
