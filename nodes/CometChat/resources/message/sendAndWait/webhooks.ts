import type { IWebhookDescription } from 'n8n-workflow';

/**
 * The waiting webhooks: n8n serves them under /webhook-waiting/<executionId>/<nodeId> while
 * the execution waits, and its signed resume links check exactly this path and
 * `restartWebhook`. OPTIONS (a web client's CORS preflight) is answered by n8n itself.
 */
export const sendAndWaitWebhooks: IWebhookDescription[] = (['GET', 'POST'] as const).map((httpMethod) => ({
	name: 'default',
	httpMethod,
	responseMode: 'onReceived',
	responseData: '',
	path: '={{ $nodeId }}',
	restartWebhook: true,
	isFullPath: true,
}));
