import { getCredentialAllowedDomains, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHttpRequestOptions, IN8nHttpFullResponse, INodeProperties } from 'n8n-workflow';
import { JSON_HEADERS, type ApiProfile, type Channel, type RequestContext } from './transport/request';

/**
 * How long one request may wait for CometChat's response when the user has not set
 * Settings > Request Options > Timeout, and that option's default. CometChat answers in
 * well under a second, a large send to several receivers in a few; 30 s leaves ample room
 * for a slow network while freeing an item held by a server that never answers ten times
 * sooner than n8n's own default (300 s; a GET is tried three times, which made 15
 * minutes). A rate-limit wait is no part of it: a 429 is a response, and its waits have
 * their own bounds.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Settings > Request Options > Timeout, else the default. */
export function timeoutOf(options: IDataObject | undefined) {
	const chosen = Number(options?.timeout);
	return Number.isFinite(chosen) && chosen > 0 ? chosen : DEFAULT_TIMEOUT_MS;
}

/**
 * Settings > Request Options (batching, proxy, SSL, timeout) of a declarative node, as n8n's
 * loader adds it to declarative nodes (n8n-core commonDeclarativeNodeOptionParameters, the same
 * in 1.122 and 2.41). n8n adds it only to nodes without a webhook(); the CometChat node has one
 * for Send and Wait, so it declares the setting itself and RoutingNode keeps honouring it
 * (`requestOptions` with `batching.batch`, `allowUnauthorizedCerts`, `proxy`, `timeout`, the
 * names RoutingNode reads). Timeout's default is the node's (30 s), which also applies when
 * the option is not set.
 */
export const requestOptionsSetting: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	isNodeSetting: true,
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Batching',
			name: 'batching',
			placeholder: 'Add Batching',
			type: 'fixedCollection',
			typeOptions: { multipleValues: false },
			default: { batch: {} },
			options: [
				{
					displayName: 'Batching',
					name: 'batch',
					values: [
						{
							displayName: 'Items per Batch',
							name: 'batchSize',
							type: 'number',
							typeOptions: { minValue: -1 },
							default: 50,
							description: 'Input will be split in batches to throttle requests. -1 for disabled. 0 will be treated as 1.',
						},
						{
							displayName: 'Batch Interval (Milliseconds)',
							name: 'batchInterval',
							type: 'number',
							typeOptions: { minValue: 0 },
							default: 1000,
							description: 'Time (in milliseconds) between each batch of requests. 0 for disabled.',
						},
					],
				},
			],
		},
		{
			displayName: 'Ignore SSL Issues (Insecure)',
			name: 'allowUnauthorizedCerts',
			type: 'boolean',
			noDataExpression: true,
			default: false,
			description: 'Whether to connect even if SSL certificate validation is not possible',
		},
		{
			displayName: 'Proxy',
			name: 'proxy',
			type: 'string',
			default: '',
			placeholder: 'e.g. http://myproxy:3128',
			description: 'HTTP proxy to use. If authentication is required it can be defined as follow: http://username:password@myproxy:3128.',
		},
		{
			displayName: 'Timeout',
			name: 'timeout',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: DEFAULT_TIMEOUT_MS,
			description: 'Time in ms to wait for the server to send response headers (and start the response body) before aborting the request',
		},
	],
};

/**
 * The channel of a request sent outside RoutingNode: n8n's authenticated helper, with
 * n8n's policies prepared as RoutingNode prepares them (`requestOptions`: the node's
 * Settings > Request Options, or what a node without them decides, such as a timeout).
 *
 * The credential's Allowed HTTP Request Domains are computed by n8n-workflow's own
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
export async function helpersChannel(ctx: RequestContext, profile: ApiProfile, requestOptions: IDataObject, itemIndex: number): Promise<Channel> {
	const node = ctx.getNode();
	const credentials = await ctx.getCredentials(profile.credentialType, itemIndex);
	// Settings > Request Options as RoutingNode applies them to the node's operations
	const prepared: Partial<IHttpRequestOptions> = { headers: { ...JSON_HEADERS }, timeout: timeoutOf(requestOptions) };
	if (requestOptions.allowUnauthorizedCerts === true) prepared.skipSslCertificateValidation = true;
	const proxy = typeof requestOptions.proxy === 'string' ? requestOptions.proxy.trim() : '';
	if (proxy) {
		// `http://user:password@host:port` as RoutingNode reads it
		const url = URL.canParse(proxy) ? new URL(proxy) : undefined;
		const invalid = !url?.hostname ? 'host' : !url.port ? 'port' : undefined;
		if (!url || invalid) throw new NodeOperationError(node, 'The proxy is not valid', { itemIndex, description: `The proxy URL does not contain a valid value for "${invalid}"` });
		const auth = url.username ? { auth: { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) } } : {};
		prepared.proxy = { host: url.hostname, port: Number(url.port), protocol: url.protocol.replace(/:$/, '') || undefined, ...auth };
	}
	// n8n-workflow's own, whose argument 1.x and 2.x read differently (see above); an n8n without the setting has nothing to apply
	const compute = getCredentialAllowedDomains as unknown as ((argument: object) => string | undefined) | undefined;
	const { allowedHttpRequestDomains, allowedDomains } = credentials;
	const list = compute?.({ allowedHttpRequestDomains, allowedDomains, node, credentialData: credentials, credentialOwnedSurface: true });
	if (list) prepared.allowedDomains = list;
	else if (allowedHttpRequestDomains === 'domains' && compute) {
		throw new NodeOperationError(node, 'No allowed domains specified. Configure allowed domains or change restriction setting.');
	}
	const send = async (options: IHttpRequestOptions) => (await ctx.helpers.httpRequestWithAuthentication.call(ctx, profile.credentialType, options)) as IN8nHttpFullResponse;
	return { prepared, send };
}
