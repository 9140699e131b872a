// The four workflows of bench/answers.mjs, each built twice: with this package's nodes
// ("ours") and with n8n's own nodes the way a user would build the same thing ("peer"),
// with one request of each kind. Plain ESM, Node built-ins only.
import { MOD_PASSWORD, MOD_USER, moderationRequest, rulesWorkflow } from '../test/e2e/moderationWorkflows.mjs';

const WEBHOOK_AUTH = { cometChatWebhookApi: { id: 'mod-webhook-auth', name: 'CometChat webhook auth' } };
const PEER_AUTH = { httpBasicAuth: { id: 'peer-basic-auth', name: 'Basic auth' } };
const API = { cometChatApi: { id: 'bench-cometchat', name: 'CometChat account' } };
const BOT = 'support-bot';

/** The credentials every workflow here names; `cometChat`: the fake CometChat's (appId, region, apiKey, baseUrl). */
export const benchCredentials = (cometChat) => [
	{ id: 'mod-webhook-auth', name: 'CometChat webhook auth', type: 'cometChatWebhookApi', data: { user: MOD_USER, password: MOD_PASSWORD } },
	{ id: 'peer-basic-auth', name: 'Basic auth', type: 'httpBasicAuth', data: { user: MOD_USER, password: MOD_PASSWORD } },
	{ id: 'bench-cometchat', name: 'CometChat account', type: 'cometChatApi', data: cometChat },
];

const node = (name, type, typeVersion, parameters, extra = {}) => ({ id: name.replace(/\W/g, '-').toLowerCase(), name, type, typeVersion, position: [0, 0], parameters, ...extra });
const chain = (...names) => Object.fromEntries(names.slice(0, -1).map((name, i) => [name, { main: [[{ node: names[i + 1], type: 'main', index: 0 }]] }]));

function trigger(id, parameters) {
	const webhookId = `b0a1c2d3-0000-4000-8000-${id.padStart(12, '0')}`;
	return { webhookPath: `${webhookId}/webhook`, node: node('CometChat Trigger', 'CUSTOM.cometChatTrigger', 1, parameters, { webhookId, credentials: WEBHOOK_AUTH }) };
}

/** n8n's Webhook node (2.1), Basic Auth, answering as `responseMode` says. */
function webhook(id, responseMode) {
	const path = `peer-${id}`;
	return { webhookPath: path, node: node('Webhook', 'n8n-nodes-base.webhook', 2.1, { httpMethod: 'POST', path, authentication: 'basicAuth', responseMode, options: {} }, { webhookId: `b0a1c2d3-1111-4000-8000-${id.padStart(12, '0')}`, credentials: PEER_AUTH }) };
}

const workflow = (id, start, nodes, connections) => ({ webhookPath: start.webhookPath, workflow: { id, name: `bench ${id}`, settings: { executionOrder: 'v1' }, nodes: [start.node, ...nodes], connections } });

const ifBanned = (leftValue) =>
	node('Banned word?', 'n8n-nodes-base.if', 2.2, {
		conditions: {
			options: { caseSensitive: false, leftValue: '', typeValidation: 'loose', version: 2 },
			conditions: [{ id: 'banned', leftValue, rightValue: 'idiot', operator: { type: 'string', operation: 'contains' } }],
			combinator: 'and',
		},
		looseTypeValidation: true,
		options: { ignoreCase: true },
	});

const respond = (name, respondWith, responseBody, headers = []) =>
	node(name, 'n8n-nodes-base.respondToWebhook', 1.1, { respondWith, responseBody, options: headers.length ? { responseHeaders: { entries: headers } } : {} });

/** Moderation: rules against Webhook → IF → Respond to Webhook with the same decisions. */
function moderation() {
	const ours = rulesWorkflow();
	ours.workflow = { ...ours.workflow, id: 'benchModOurs' };
	const start = webhook('mod', 'responseNode');
	const peer = workflow('benchModPeer', start, [
		ifBanned('={{ $json.body.contextMessages.at(-1)[Object.keys($json.body.contextMessages.at(-1))[0]].data.text }}'),
		respond('Violation', 'json', '{"isMatchingCondition": true, "confidence": 0.97, "reason": "insult"}'),
		respond('Clean', 'json', '{"isMatchingCondition": false, "confidence": 0.99, "reason": ""}'),
	], {
		Webhook: { main: [[{ node: 'Banned word?', type: 'main', index: 0 }]] },
		'Banned word?': { main: [[{ node: 'Violation', type: 'main', index: 0 }], [{ node: 'Clean', type: 'main', index: 0 }]] },
	});
	const body = (i) => moderationRequest(9000 + i, i % 2 ? 'you idiot' : 'see you tomorrow');
	const answered = (r) => r.status === 200 && typeof r.json?.isMatchingCondition === 'boolean';
	return { name: 'moderation', ours, peer, body, answered };
}

/** A bot callback answered with Send as Bot, against Webhook → HTTP Request to the same CometChat endpoint. */
function bot(cometChat) {
	const text = 'You wrote: ';
	const ours = workflow('benchBotOurs', trigger('1', { source: 'bot', botUid: BOT }), [
		node('Reply', 'CUSTOM.cometChat', 1, {
			resource: 'message',
			operation: 'sendAsBot',
			botUid: { __rl: true, mode: 'id', value: BOT },
			receiverType: '={{ $json.replyToType }}',
			receiver: '={{ $json.replyTo }}',
			category: 'message',
			messageType: 'text',
			text: `=${text}{{ $json.text }}`,
		}, { credentials: API }),
	], chain('CometChat Trigger', 'Reply'));
	const peer = workflow('benchBotPeer', webhook('bot', 'onReceived'), [
		node('Reply', 'n8n-nodes-base.httpRequest', 4.2, {
			method: 'POST',
			url: `${cometChat.baseUrl}/bots/${BOT}/messages`,
			sendHeaders: true,
			headerParameters: { parameters: [{ name: 'apikey', value: cometChat.apiKey }] },
			sendBody: true,
			specifyBody: 'json',
			jsonBody: `={{ JSON.stringify({ receiver: $json.body.data.sender, receiverType: 'user', category: 'message', type: 'text', data: { text: '${text}' + $json.body.data.data.text } }) }}`,
			options: {},
		}),
	], chain('Webhook', 'Reply'));
	const body = (i, side) => ({
		trigger: 'after_message',
		data: { id: `${side}-${i}`, conversationId: `ana_user_${BOT}`, sender: 'ana', receiverType: 'user', receiver: BOT, category: 'message', type: 'text', data: { text: `question ${i}` }, sentAt: 1767225600 },
		appId: 'APP',
		bot: BOT,
	});
	return { name: 'bot', ours, peer, body, answered: (r) => r.status === 200, sent: `/v3/bots/${BOT}/messages` };
}

/** An AG-UI run answered with an event stream: Answer Agent Run against Respond to Webhook with the same events. */
function agent() {
	const ours = workflow('benchAgentOurs', trigger('2', { source: 'agent' }), [
		node('Answer', 'CUSTOM.cometChat', 1, { resource: 'agent', operation: 'answerRun', text: '=You said: {{ $json.chatInput }}' }),
	], chain('CometChat Trigger', 'Answer'));
	const event = (type, fields) => `data: {"type":"${type}",${fields}}\n\n`;
	const ids = '"threadId":"{{ $json.body.threadId }}","runId":"{{ $json.body.runId }}"';
	const message = '"messageId":"{{ $json.body.runId }}-answer-1"';
	const stream =
		'=' +
		event('RUN_STARTED', ids) +
		event('TEXT_MESSAGE_START', `${message},"role":"assistant"`) +
		event('TEXT_MESSAGE_CONTENT', `${message},"delta":{{ JSON.stringify("You said: " + $json.body.messages.at(-1).content) }}`) +
		event('TEXT_MESSAGE_END', message) +
		event('RUN_FINISHED', ids);
	const peer = workflow('benchAgentPeer', webhook('agent', 'responseNode'), [
		respond('Answer', 'text', stream, [
			{ name: 'content-type', value: 'text/event-stream; charset=utf-8' },
			{ name: 'cache-control', value: 'no-cache' },
		]),
	], chain('Webhook', 'Answer'));
	const body = (i, side) => ({ threadId: `thread-${side}-${i}`, runId: `run-${side}-${i}`, messages: [{ id: 'm1', role: 'user', content: `question ${i}` }], tools: [], context: [], state: {}, forwardedProps: {} });
	const answered = (r) => r.status === 200 && /^text\/event-stream/.test(r.contentType) && r.text.includes('RUN_FINISHED');
	return { name: 'agent', ours, peer, body, answered };
}

/** A webhook event that starts a workflow: the trigger alone against Webhook (Respond Immediately) alone. */
function event() {
	const ours = workflow('benchEventOurs', trigger('3', { source: 'webhook', events: ['message_sent'] }), [], {});
	const peer = workflow('benchEventPeer', webhook('event', 'onReceived'), [], {});
	const body = (i, side) => ({
		trigger: 'message_sent',
		data: { message: { id: `${side}-${i}`, sender: 'ana', receiver: 'ben', receiverType: 'user', category: 'message', type: 'text', data: { text: `hello ${i}` }, sentAt: 1767225600 } },
		appId: 'APP',
		region: 'us',
		webhook: 'bench',
	});
	return { name: 'event', ours, peer, body, answered: (r) => r.status === 200 };
}

/** The four pairs, in the order the bench prints them. */
export const benchPairs = (cometChat) => [moderation(), bot(cometChat), agent(), event()];
