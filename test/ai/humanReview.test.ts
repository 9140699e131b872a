import assert from 'node:assert/strict';
import type { INode, INodeProperties, INodeType } from 'n8n-workflow';
import { NodeHelpers, SEND_AND_WAIT_OPERATION } from 'n8n-workflow';
import { loadPackage } from '../support/engine';

/**
 * n8n 2.x offers human review for a node's tools only when its description passes the checks
 * of n8n's server (cli tool-generation `hasSendAndWaitOperation`): webhooks, and an
 * `operation` option `sendAndWait` shown for one resource. The review node it generates
 * (`cometChatHitlTool`) keeps the node's parameters with resource and operation hidden at
 * that resource and `sendAndWait`, and response type approval. The real review, approved and
 * declined in CometChat, runs in test/e2e/ai-agent.e2e.mjs on n8n 2.41.
 */

let description: INodeType['description'];

beforeAll(async () => {
	description = ((await loadPackage()).nodeTypes.cometChat.type as INodeType).description;
});

test('n8n 2.x generates a human review node for CometChat: webhooks and Send and Wait under Message', () => {
	assert.ok((description.webhooks ?? []).length > 0);
	const selectors = description.properties.filter(
		(p) => p.name === 'operation' && (p.options ?? []).some((o) => 'value' in o && o.value === SEND_AND_WAIT_OPERATION),
	);
	assert.equal(selectors.length, 1);
	assert.deepEqual(selectors[0].displayOptions?.show?.resource, ['message']);
	assert.ok(!description.name.endsWith('Tool'));
});

test('the review node asks with the Send and Wait parameters: who, as whom, where to answer, the buttons, the wait limit', () => {
	// what n8n's server leaves of the properties: resource and operation hidden at their values
	const hidden: INodeProperties[] = description.properties.map((p) => {
		if (p.name === 'resource') return { displayName: 'Resource', name: 'resource', type: 'hidden', default: 'message' };
		if (p.name === 'operation') return { displayName: 'Operation', name: 'operation', type: 'hidden', default: SEND_AND_WAIT_OPERATION };
		if (p.name === 'responseType') return { displayName: 'Response Type', name: 'responseType', type: 'hidden', default: 'approval' };
		return p;
	});
	const review = { ...description, properties: hidden };
	const values = NodeHelpers.getNodeParameters(hidden, {}, true, false, null, review)!;
	const shown = hidden
		.filter((p) => p.name in values && p.type !== 'hidden' && NodeHelpers.displayParameter(values, p, { typeVersion: 1 } as INode, review))
		.map((p) => p.name);
	for (const name of ['receiverType', 'receiver', 'onBehalfOf', 'answerIn', 'approvalOptions', 'options']) assert.ok(shown.includes(name), `${name} in ${shown.join(', ')}`);
	assert.equal(values.resource, 'message');
	assert.equal(values.operation, SEND_AND_WAIT_OPERATION);
});
