import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHttpRequestOptions, INode } from 'n8n-workflow';
import { timeoutMsOf } from './timeout';

/** What the node's Settings > Request Options change in each request it sends. */
export interface RequestSettings {
	timeoutMs: number;
	proxy?: IHttpRequestOptions['proxy'];
	skipSslCertificateValidation?: boolean;
}

/**
 * Settings > Request Options as n8n's declarative engine applies them to a request: the
 * timeout (else this node's default), the proxy (`http://user:password@host:port`) and
 * Ignore SSL Issues. The node sends its requests itself, so it reads them here.
 */
export function requestSettings(options: IDataObject | undefined, node: INode, itemIndex: number): RequestSettings {
	const settings: RequestSettings = { timeoutMs: timeoutMsOf(options) };
	if (options?.allowUnauthorizedCerts === true) settings.skipSslCertificateValidation = true;
	const proxy = typeof options?.proxy === 'string' ? options.proxy.trim() : '';
	if (proxy) settings.proxy = parseProxy(proxy, node, itemIndex);
	return settings;
}

function parseProxy(proxy: string, node: INode, itemIndex: number): IHttpRequestOptions['proxy'] {
	const invalid = (what: string) =>
		new NodeOperationError(node, 'The proxy is not valid', { itemIndex, description: `The proxy URL does not contain a valid value for "${what}"` });
	let url: URL;
	try {
		url = new URL(proxy);
	} catch {
		throw invalid('host');
	}
	if (!url.hostname) throw invalid('host');
	if (!url.port) throw invalid('port');
	return {
		host: url.hostname,
		port: Number(url.port),
		protocol: url.protocol.replace(/:$/, '') || undefined,
		...(url.username ? { auth: { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) } } : {}),
	};
}
