import type { INodeProperties } from 'n8n-workflow';
import { DEFAULT_TIMEOUT_MS } from './transport/timeout';

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
							displayName: 'Batch Interval (Ms)',
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
