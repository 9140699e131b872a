// Workflows, requests and timing for Custom API moderation in real n8n, shared by
// moderation.e2e.mjs and bench/moderation.mjs. Plain ESM, Node built-ins only.
import { performance } from 'node:perf_hooks';

export const MOD_USER = 'cometchat';
export const MOD_PASSWORD = 'E2eModerationPassw0rd815';
export const MODEL_KEY = 'sk-e2e-moderation-key-5501';

const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const WEBHOOK_AUTH = { cometChatWebhookApi: { id: 'mod-webhook-auth', name: 'CometChat webhook auth' } };

function trigger(webhookId, onTimeoutOrError, moderationOptions) {
	return {
		id: 'trigger',
		name: 'Moderation request',
		type: 'CUSTOM.cometChatTrigger',
		typeVersion: 1,
		position: [0, 0],
		webhookId,
		parameters: { source: 'moderation', onTimeoutOrError, ...(moderationOptions ? { moderationOptions } : {}) },
		credentials: WEBHOOK_AUTH,
	};
}

const answer = (name, position, isViolation, confidence, reason) => ({
	id: name.replace(/\W/g, '-').toLowerCase(),
	name,
	type: 'CUSTOM.cometChat',
	typeVersion: 1,
	position,
	parameters: { resource: 'moderation', operation: 'answerRequest', isViolation, confidence, reason },
});

/** Trigger → IF (the text holds a banned word) → Answer Moderation Request (violation / clean). */
export function rulesWorkflow() {
	const webhookId = '4d1c9a52-7b1e-4f0a-9d3c-1a2b3c4d5e61';
	return {
		webhookPath: `${webhookId}/webhook`,
		workflow: {
			id: 'modRules',
			name: 'Moderation by rules',
			nodes: [
				trigger(webhookId, 'allow'),
				{
					id: 'if',
					name: 'Banned word?',
					type: 'n8n-nodes-base.if',
					typeVersion: 2.2,
					position: [220, 0],
					parameters: {
						conditions: {
							options: { caseSensitive: false, leftValue: '', typeValidation: 'loose', version: 2 },
							conditions: [{ id: 'banned', leftValue: '={{ $json.text }}', rightValue: 'idiot', operator: { type: 'string', operation: 'contains' } }],
							combinator: 'and',
						},
						looseTypeValidation: true,
						options: { ignoreCase: true },
					},
				},
				answer('Violation', [440, -100], true, 0.97, 'insult'),
				answer('Clean', [440, 100], false, 0.99, ''),
			],
			connections: {
				'Moderation request': { main: [[{ node: 'Banned word?', type: 'main', index: 0 }]] },
				'Banned word?': { main: [[{ node: 'Violation', type: 'main', index: 0 }], [{ node: 'Clean', type: 'main', index: 0 }]] },
			},
		},
	};
}

/** Trigger (On Timeout or Error: flag) → Stop and Error: the run fails before answering. */
export function failingWorkflow() {
	const webhookId = '4d1c9a52-7b1e-4f0a-9d3c-1a2b3c4d5e62';
	return {
		webhookPath: `${webhookId}/webhook`,
		workflow: {
			id: 'modFails',
			name: 'Moderation that fails',
			nodes: [
				trigger(webhookId, 'flag'),
				{ id: 'stop', name: 'Fail', type: 'n8n-nodes-base.stopAndError', typeVersion: 1, position: [220, 0], parameters: { errorMessage: 'rules service down' } },
				answer('Answer', [440, 0], false, 1, ''),
			],
			connections: {
				'Moderation request': { main: [[{ node: 'Fail', type: 'main', index: 0 }]] },
				Fail: { main: [[{ node: 'Answer', type: 'main', index: 0 }]] },
			},
		},
	};
}

/** The longest Time Budget: a stopped run answered before it ends was answered by the stop. */
export const STOPPED_BUDGET_MS = 1900;

/** Trigger (On Timeout or Error: flag, Time Budget 1900 ms) → Wait 20 s → Answer: a run to stop before it answers. */
export function waitingWorkflow() {
	const webhookId = '4d1c9a52-7b1e-4f0a-9d3c-1a2b3c4d5e64';
	return {
		webhookPath: `${webhookId}/webhook`,
		workflow: {
			id: 'modWaits',
			name: 'Moderation that waits',
			nodes: [
				trigger(webhookId, 'flag', { timeBudget: STOPPED_BUDGET_MS }),
				{ id: 'wait', name: 'Wait', type: 'n8n-nodes-base.wait', typeVersion: 1.1, position: [220, 0], parameters: { amount: 20, unit: 'seconds' } },
				answer('Answer', [440, 0], false, 1, ''),
			],
			connections: {
				'Moderation request': { main: [[{ node: 'Wait', type: 'main', index: 0 }]] },
				Wait: { main: [[{ node: 'Answer', type: 'main', index: 0 }]] },
			},
		},
	};
}

/**
 * Trigger → Basic LLM Chain with n8n's OpenAI Chat Model (the scripted model answers
 * `{"violation":…,"confidence":…,"reason":…}`) → Answer Moderation Request.
 */
export function modelWorkflow() {
	const webhookId = '4d1c9a52-7b1e-4f0a-9d3c-1a2b3c4d5e63';
	return {
		webhookPath: `${webhookId}/webhook`,
		workflow: {
			id: 'modModel',
			name: 'Moderation by a model',
			nodes: [
				trigger(webhookId, 'allow'),
				{
					id: 'chain',
					name: 'Decide',
					type: '@n8n/n8n-nodes-langchain.chainLlm',
					typeVersion: 1.7,
					position: [220, 0],
					parameters: {
						promptType: 'define',
						text: '=Does this chat message break the rules? Answer as JSON {"violation": boolean, "confidence": number, "reason": string}.\nMessage: {{ $json.text }}',
						hasOutputParser: false,
					},
				},
				{
					id: 'model',
					name: 'OpenAI Chat Model',
					type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
					typeVersion: 1.2,
					position: [220, 200],
					parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: {} },
					credentials: { openAiApi: { id: 'mod-model', name: 'OpenAI-compatible model' } },
				},
				answer('Answer', [440, 0], '={{ JSON.parse($json.text).violation }}', '={{ JSON.parse($json.text).confidence }}', '={{ JSON.parse($json.text).reason }}'),
			],
			connections: {
				'Moderation request': { main: [[{ node: 'Decide', type: 'main', index: 0 }]] },
				'OpenAI Chat Model': { ai_languageModel: [[{ node: 'Decide', type: 'ai_languageModel', index: 0 }]] },
				Decide: { main: [[{ node: 'Answer', type: 'main', index: 0 }]] },
			},
		},
	};
}

/** The scripted model: "fast-model" decides at once, "slow-model" takes longer than CometChat waits. */
export const modelScenarios = {
	'fast-model': [{ text: '{"violation": true, "confidence": 0.91, "reason": "insult"}' }],
	'slow-model': [{ text: '{"violation": true, "confidence": 0.91, "reason": "insult"}', delayMs: 3000 }],
};

export function moderationCredentials(modelBaseUrl) {
	return [
		{ id: 'mod-webhook-auth', name: 'CometChat webhook auth', type: 'cometChatWebhookApi', data: { user: MOD_USER, password: MOD_PASSWORD } },
		...(modelBaseUrl ? [{ id: 'mod-model', name: 'OpenAI-compatible model', type: 'openAiApi', data: { apiKey: MODEL_KEY, url: modelBaseUrl } }] : []),
	];
}

/** A Custom API request as CometChat sends it: two earlier messages, then the message under review. */
export function moderationRequest(id, text, { sender = 'ana', receiver = 'ben' } = {}) {
	return {
		contextMessages: [
			{ [sender]: 'hi' },
			{ [receiver]: 'hello' },
			{
				[receiver]: {
					id: String(id),
					muid: `_m${id}`,
					conversationId: `${receiver}_user_${sender}`,
					sender,
					receiverType: 'user',
					receiver,
					category: 'message',
					type: 'text',
					data: { text, entities: {}, moderation: { status: 'pending' } },
					sentAt: 1747717214,
					updatedAt: 1747717214,
				},
			},
		],
	};
}

/** POSTs one request as CometChat does and times the answer (ms, from send to the whole body). */
export async function askModeration(url, body, { authorization = basic(MOD_USER, MOD_PASSWORD), timeoutMs = 60_000 } = {}) {
	const started = performance.now();
	const res = await fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
		body: JSON.stringify(body),
		signal: AbortSignal.timeout(timeoutMs),
	});
	const text = await res.text();
	const ms = performance.now() - started;
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json, ms, headers: res.headers };
}

export const wrongAuth = () => basic(MOD_USER, 'wrong-password');

/** `total` requests, `concurrency` at a time; every answer with its time. */
export async function askMany(url, { total, concurrency, text = (i) => (i % 2 ? 'you idiot' : 'see you tomorrow') }) {
	const results = [];
	let next = 0;
	const worker = async () => {
		while (next < total) {
			const i = next++;
			results[i] = await askModeration(url, moderationRequest(9000 + i, text(i)));
		}
	};
	await Promise.all(Array.from({ length: concurrency }, worker));
	return results;
}

export function percentile(values, p) {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const summary = (results) => {
	const ms = results.map((r) => r.ms);
	return { n: ms.length, p50: Math.round(percentile(ms, 50)), p95: Math.round(percentile(ms, 95)), max: Math.round(Math.max(...ms)) };
};
