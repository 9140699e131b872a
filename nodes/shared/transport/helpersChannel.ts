import { getCredentialAllowedDomains, NodeOperationError } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse, INode } from 'n8n-workflow';
import { JSON_HEADERS, type ApiProfile, type Channel } from './apiRequest';
import type { RequestContext } from './requestContext';
import { timeoutOf } from './timeout';

/** The argument both take: 1.x reads the restriction's two fields, 2.x the rest (see allowedDomainsFor). */
interface AllowedDomainsArgument {
	allowedHttpRequestDomains: unknown;
	allowedDomains: unknown;
	node: INode;
	credentialData: ICredentialDataDecryptedObject;
	credentialOwnedSurface: true;
}
type AllowedDomains = (argument: AllowedDomainsArgument) => string | undefined;

/**
 * The credential's Allowed HTTP Request Domains, computed by n8n-workflow's own
 * `getCredentialAllowedDomains` as RoutingNode computes it for the node's operations (n8n
 * enforces the list on the request's URL after `authenticate`). The endpoint is decided by
 * the credential's `authenticate`, so no node-defined host joins the list.
 *
 * n8n-workflow 1.x reads the credential's `allowedHttpRequestDomains` and `allowedDomains`
 * from its first argument, 2.x reads `{ node, credentialData, credentialOwnedSurface }`:
 * one argument holding both serves either, so no version is guessed (the arity of a
 * function says nothing once it is wrapped or has a default parameter). 2.x refuses
 * "Specific Domains" without any itself; for 1.x RoutingNode does, and so does this.
 */
function allowedDomainsFor(node: INode, credentialData: ICredentialDataDecryptedObject): string | undefined {
	const compute = getCredentialAllowedDomains as unknown as AllowedDomains | undefined;
	// an n8n without the setting has nothing to apply
	if (typeof compute !== 'function') return undefined;
	const { allowedHttpRequestDomains, allowedDomains } = credentialData;
	const list = compute({ allowedHttpRequestDomains, allowedDomains, node, credentialData, credentialOwnedSurface: true });
	if (allowedHttpRequestDomains === 'domains' && !list) {
		throw new NodeOperationError(node, 'No allowed domains specified. Configure allowed domains or change restriction setting.');
	}
	return list;
}

/**
 * Settings > Request Options (proxy `http://user:password@host:port`, Ignore SSL Issues,
 * timeout) as RoutingNode applies them to the node's operations, for the requests the
 * node sends where RoutingNode does not run (Send and Wait, the From List searches).
 */
function requestOptionsSettings(options: IDataObject, node: INode, itemIndex: number): Partial<IHttpRequestOptions> {
	const settings: Partial<IHttpRequestOptions> = { timeout: timeoutOf(options) };
	if (options.allowUnauthorizedCerts === true) settings.skipSslCertificateValidation = true;
	const proxy = typeof options.proxy === 'string' ? options.proxy.trim() : '';
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

/**
 * The channel of a request sent outside RoutingNode: n8n's authenticated helper, with
 * n8n's policies prepared as RoutingNode prepares them (`requestOptions`: the node's
 * Settings > Request Options, or what a node without them decides, such as a timeout).
 */
export async function helpersChannel(ctx: RequestContext, profile: ApiProfile, requestOptions: IDataObject, itemIndex: number): Promise<Channel> {
	const node = ctx.getNode();
	const credentials = await ctx.getCredentials(profile.credentialType, itemIndex);
	const prepared: Partial<IHttpRequestOptions> = { headers: { ...JSON_HEADERS }, ...requestOptionsSettings(requestOptions, node, itemIndex) };
	const allowedDomains = allowedDomainsFor(node, credentials);
	if (allowedDomains) prepared.allowedDomains = allowedDomains;
	const send = async (options: IHttpRequestOptions) =>
		(await ctx.helpers.httpRequestWithAuthentication.call(ctx, profile.credentialType, options)) as IN8nHttpFullResponse;
	return { prepared, send };
}
