import assert from 'node:assert/strict';
import { resolveWebhookDescriptionField, type INode, type IWebhookDescription } from 'n8n-workflow';
import { CometChatTrigger } from '../../nodes/CometChatTrigger/CometChatTrigger.node';

const [webhook] = new CometChatTrigger().description.webhooks as IWebhookDescription[];
const triggerNode = (source: string): INode => ({ id: 't', name: 'CometChat Trigger', type: 'CUSTOM.cometChatTrigger', typeVersion: 1, position: [0, 0], parameters: { source } });

describe('CometChat Trigger: the webhook answers at once or holds the request, without an expression per request', () => {
	// n8n 2.x resolves a field declared with webhookDescriptionFields natively; anything else costs
	// an expression evaluation per request (webhooks/webhook-execution-context.js)
	test.each([
		['moderation', 'responseNode'],
		['agent', 'responseNode'],
		['webhook', 'onReceived'],
		['bot', 'onReceived'],
	])('source %s: %s, resolved natively', (source, mode) => {
		assert.deepEqual(resolveWebhookDescriptionField(triggerNode(source), webhook, 'responseMode'), { resolved: true, value: mode });
	});

	test('n8n 1.x reads the same choice from the template: it calls the same self-contained function with $parameter', () => {
		assert.match(String(webhook.responseMode), /^=\{\{\(.*\)\(\$parameter\)\}\}$/s);
		const body = String(webhook.responseMode).slice(3, -2).replace(/\(\$parameter\)$/, '');
		const choose = new Function(`return ${body}`)() as (parameters: object) => string;
		assert.deepEqual(['moderation', 'agent', 'webhook', 'bot'].map((source) => choose({ source })), ['responseNode', 'responseNode', 'onReceived', 'onReceived']);
	});
});
