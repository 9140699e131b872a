// Workflows and credentials the queue-mode checks import. A package loaded through
// N8N_CUSTOM_EXTENSIONS has its node types under CUSTOM. (the e2e stages dist/ that way).

/** A CometChat API credential pointing at a fake CometChat. */
export function cometChatCredential(id, fake) {
	return { id, name: `CometChat ${id}`, type: 'cometChatApi', data: { appId: 'demo', region: 'us', apiKey: fake.apiKey, baseUrl: fake.baseUrl } };
}

const position = (i) => [i * 240, 0];

/** Webhook node (n8n's own), answering at once: the execution is queued for a worker. */
function webhookNode(webhookId, pathName) {
	return {
		id: `${webhookId}-in`,
		name: 'Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: position(0),
		webhookId,
		parameters: { httpMethod: 'POST', path: pathName, responseMode: 'onReceived', options: {} },
	};
}

function chain(nodes) {
	const connections = {};
	for (let i = 0; i < nodes.length - 1; i++) {
		connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
	}
	return connections;
}

/**
 * POST /webhook/<path> {items:[{to, text, muid}]} -> Split Out -> CometChat Message > Send, one
 * message per item. The muid carries the execution id, so a message sent twice shows whether
 * the same execution sent it again (re-run or retry) or another one did.
 */
export function sendBatchWorkflow({ id, pathName, credentialId }) {
	const nodes = [
		webhookNode(`${id}-hook`, pathName),
		{
			id: `${id}-split`,
			name: 'Split Out',
			type: 'n8n-nodes-base.splitOut',
			typeVersion: 1,
			position: position(1),
			parameters: { fieldToSplitOut: 'body.items', include: 'noOtherFields', options: {} },
		},
		{
			id: `${id}-send`,
			name: 'Send',
			type: 'CUSTOM.cometChat',
			typeVersion: 1,
			position: position(2),
			parameters: {
				resource: 'message',
				operation: 'send',
				receiverType: 'user',
				receiver: '={{ $json.to }}',
				category: 'message',
				messageType: 'text',
				text: '={{ $json.text }}',
				additionalFields: { muid: '={{ $json.muid }}@{{ $execution.id }}' },
			},
			credentials: { cometChatApi: { id: credentialId, name: `CometChat ${credentialId}` } },
		},
	];
	return { id, name: `queue: send batch ${id}`, nodes, connections: chain(nodes), settings: { executionOrder: 'v1' } };
}

/** The body for one batch of `size` messages: muids b<batch>-<i>. */
export function batchBody(batch, size) {
	return {
		items: Array.from({ length: size }, (_, i) => ({ to: `queue-user-${batch}`, text: `batch ${batch} message ${i}`, muid: `b${batch}-${i}` })),
	};
}
