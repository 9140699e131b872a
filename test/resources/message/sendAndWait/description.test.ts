/**
 * What n8n needs to find and resume Send and Wait, and what adding a webhook() to the
 * declarative node must not take away (checked on the built package, as n8n loads it).
 */
import assert from 'node:assert/strict';
import type { INodeProperties, INodeTypeDescription } from 'n8n-workflow';
import { loadPackage } from '../../../support/engine';

let description: INodeTypeDescription;
let node: { webhook?: unknown; customOperations?: Record<string, Record<string, unknown>> };

beforeAll(async () => {
	const loader = await loadPackage();
	node = loader.nodeTypes.cometChat.type as never;
	description = (node as unknown as { description: INodeTypeDescription }).description;
});

test("the operation value, the custom operation and the webhook n8n's signed links expect", () => {
	const operation = description.properties.find((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes('message'));
	assert.ok(operation?.options?.some((o) => 'value' in o && o.value === 'sendAndWait'));
	assert.equal(typeof node.customOperations?.message?.sendAndWait, 'function');
	assert.equal(typeof node.webhook, 'function');
	assert.deepEqual(
		description.webhooks?.map((w) => [w.name, w.httpMethod, w.path, w.restartWebhook, w.isFullPath, w.responseMode]),
		[
			['default', 'GET', '={{ $nodeId }}', true, true, 'onReceived'],
			['default', 'POST', '={{ $nodeId }}', true, true, 'onReceived'],
		],
	);
	assert.ok(description.requestDefaults, 'requestDefaults keeps the other operations routed');
});

test('Settings > Request Options stays (n8n adds it only to nodes without a webhook)', () => {
	const settings = description.properties.filter((p) => p.name === 'requestOptions');
	assert.equal(settings.length, 1);
	assert.equal(settings[0].isNodeSetting, true);
	assert.deepEqual((settings[0].options as INodeProperties[]).map((o) => o.name), ['batching', 'allowUnauthorizedCerts', 'proxy', 'timeout']);
});
