// An OpenAI-compatible model on 127.0.0.1 that follows a script instead of thinking: it
// stands in for any OpenAI-compatible server behind n8n's OpenAI Chat Model node (credential
// `openAiApi`, Base URL http://127.0.0.1:PORT/v1). Plain ESM, Node built-ins only.
//
//   const model = await startFakeModel({ scenarios: { 'order-status': [step, step, ...] } });
//   model.baseUrl                      // http://127.0.0.1:<port>/v1
//   model.requests                     // every /chat/completions body received, in order
//   model.conversation('order-status') // the requests of one scenario
//   await model.stop()
//
// A scenario is chosen by the first user message that contains its name; its step is the
// number of assistant turns already in the conversation, so a repeated request gets the
// same answer. A step is `{ tools: [{ name, args }] }` (tool calls) or `{ text }` (the final
// answer); as a function it gets the request body and returns one of those. A step with
// `delayMs` answers that much later (a slow model). Answers come as server-sent events when
// the request asks for `stream: true`, else as one JSON body.
import { createServer } from 'node:http';

const MODEL = 'fake-support-model';

function userText(body) {
	return (body.messages ?? [])
		.filter((m) => m.role === 'user')
		.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
		.join('\n');
}

/** The tool answers the model received, in order: `{ name, content }` per tool message. */
export function toolAnswers(body) {
	const names = new Map();
	for (const m of body.messages ?? []) for (const call of m.tool_calls ?? []) names.set(call.id, call.function.name);
	return (body.messages ?? []).filter((m) => m.role === 'tool').map((m) => ({ name: names.get(m.tool_call_id), content: String(m.content) }));
}

function toolCalls(step, turn) {
	return step.tools.map((call, index) => ({
		id: `call_${turn}_${index}`,
		type: 'function',
		function: { name: call.name, arguments: JSON.stringify(call.args ?? {}) },
	}));
}

function plain(step, turn) {
	const message = step.tools ? { role: 'assistant', content: null, tool_calls: toolCalls(step, turn) } : { role: 'assistant', content: step.text };
	return {
		id: `chatcmpl-${turn}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model: MODEL,
		choices: [{ index: 0, message, finish_reason: step.tools ? 'tool_calls' : 'stop' }],
		usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
	};
}

/** The same answer as OpenAI streams it: a role chunk, the content or tool calls in pieces, the finish. */
function chunks(step, turn) {
	const base = { id: `chatcmpl-${turn}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: MODEL };
	const chunk = (delta, finish = null) => ({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
	const out = [chunk({ role: 'assistant', content: step.tools ? null : '' })];
	if (step.tools) {
		toolCalls(step, turn).forEach((call, index) => {
			const args = call.function.arguments;
			const half = Math.ceil(args.length / 2);
			out.push(chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: args.slice(0, half) } }] }));
			out.push(chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }));
		});
	} else {
		for (const piece of step.text.match(/.{1,12}/gs) ?? ['']) out.push(chunk({ content: piece }));
	}
	out.push(chunk({}, step.tools ? 'tool_calls' : 'stop'));
	return out;
}

export async function startFakeModel({ scenarios }) {
	const requests = [];
	const server = createServer((req, res) => {
		const parts = [];
		req.on('data', (c) => parts.push(c));
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://127.0.0.1');
			const send = (status, body) => {
				res.writeHead(status, { 'content-type': 'application/json' });
				res.end(JSON.stringify(body));
			};
			if (req.method === 'GET' && url.pathname.endsWith('/models')) return send(200, { object: 'list', data: [{ id: MODEL, object: 'model', owned_by: 'e2e' }] });
			if (req.method !== 'POST' || !url.pathname.endsWith('/chat/completions')) return send(404, { error: { message: `no route ${req.method} ${url.pathname}` } });
			let body;
			try {
				body = JSON.parse(Buffer.concat(parts).toString('utf8'));
			} catch {
				return send(400, { error: { message: 'not JSON' } });
			}
			const text = userText(body);
			const name = Object.keys(scenarios).find((key) => text.includes(key));
			requests.push({ scenario: name, headers: req.headers, body });
			if (!name) return send(400, { error: { message: `no scenario in: ${text.slice(0, 200)}` } });
			const turn = (body.messages ?? []).filter((m) => m.role === 'assistant').length;
			const script = scenarios[name];
			let step = script[Math.min(turn, script.length - 1)];
			if (typeof step === 'function') step = step(body);
			const stream = body.stream ? { includeUsage: Boolean(body.stream_options?.include_usage) } : undefined;
			if (step.delayMs) setTimeout(() => answer(step, turn, stream), step.delayMs);
			else answer(step, turn, stream);
		});
		const answer = (step, turn, stream) => {
			if (!stream) {
				res.writeHead(200, { 'content-type': 'application/json' });
				return res.end(JSON.stringify(plain(step, turn)));
			}
			res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
			for (const c of chunks(step, turn)) res.write(`data: ${JSON.stringify(c)}\n\n`);
			if (stream.includeUsage) {
				res.write(`data: ${JSON.stringify({ id: `chatcmpl-${turn}`, object: 'chat.completion.chunk', created: 0, model: MODEL, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`);
			}
			res.end('data: [DONE]\n\n');
		};
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address();
	return {
		baseUrl: `http://127.0.0.1:${port}/v1`,
		model: MODEL,
		requests,
		conversation: (name) => requests.filter((r) => r.scenario === name).map((r) => r.body),
		stop: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
	};
}
