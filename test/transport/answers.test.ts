/**
 * CometChat's answers, a describe block each: every 2xx answer it documents for each
 * operation is taken (documentedAnswers), and its errors, 429s and broken answers (faults).
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { ICredentialDataDecryptedObject, INodeParameters, INodePropertyOptions, IDataObject } from 'n8n-workflow';
import { CometChat } from '../../nodes/CometChat/CometChat.node';
import { runNode, type RunResult } from '../support/engine';
import { type FakeCometChat, makeBlockedUsers, type RecordedRequest } from '../support/fakeCometChat';
import { CURRENT_FILE, INTERACTIVE_FILE, isObject, loadOpenApiDocument, type Json, type JsonObject } from '../support/openapi';
import { findOperation } from '../support/openapiRequests';
import { byId } from '../support/operations';
import { useFake } from '../support/useFake';
import { listParams, sendParams, startFake } from '../support/fixtures';

/**
 * Every 2xx answer CometChat documents for an operation is a success for the node: for each
 * of the node's operations, the request it sends names its OpenAPI operation; the fake then
 * serves each documented 2xx answer of it (every example of both OpenAPI documents, an
 * answer shaped by each 2xx schema, and the answers only CometChat's docs give) and the node
 * must take it. A body that is no CometChat answer is still refused.
 */
describe('documentedAnswers', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	// the answers are served whatever was asked, so the requests are not the point here
	useFake((fake) => ({ server, credentials } = fake), { match: () => false });

	const list = { returnAll: false, limit: 1 };
	const onUser = { conversationWith: 'user', uid: byId('bo'), onBehalfOf: 'ana' };

	/** Parameters that make each operation send its request. */
	const PARAMETERS: Record<string, INodeParameters> = {
		'authToken.create': { uid: byId('ana') },
		'authToken.delete': { uid: byId('ana'), authToken: 'token-1' },
		'authToken.deleteAll': { uid: byId('ana') },
		'authToken.get': { uid: byId('ana'), authToken: 'token-1' },
		'authToken.getAll': { uid: byId('ana'), ...list },
		'authToken.update': { uid: byId('ana'), authToken: 'token-1', additionalFields: { platform: 'web' } },
		'bannedUser.ban': { guid: byId('g1'), uid: byId('bo') },
		'bannedUser.getAll': { guid: byId('g1'), ...list },
		'bannedUser.unban': { guid: byId('g1'), uid: byId('bo') },
		'blockedUser.block': { uid: 'ana', blockedUids: 'bo' },
		'blockedUser.getAll': { uid: 'ana', ...list },
		'blockedUser.unblock': { uid: 'ana', blockedUids: 'bo' },
		'conversation.delete': { conversationId: 'ana_user_bo', onBehalfOf: 'ana' },
		'conversation.get': onUser,
		'conversation.getAll': list,
		'conversation.markAsDelivered': { ...onUser, messageId: '1' },
		'conversation.markAsRead': { ...onUser, messageId: '1' },
		'conversation.markAsUnread': { ...onUser, messageId: '1' },
		'conversation.reset': onUser,
		'conversation.update': { ...onUser, additionalFields: { tags: 'vip' } },
		'friend.add': { uid: byId('ana'), friends: 'bo' },
		'friend.getAll': { uid: byId('ana'), ...list },
		'friend.remove': { uid: byId('ana'), friends: 'bo' },
		'group.create': { guid: 'g1', name: 'G1', type: 'public' },
		'group.delete': { guid: byId('g1') },
		'group.get': { guid: byId('g1') },
		'group.getAll': list,
		'group.update': { guid: byId('g1'), additionalFields: { name: 'G2' } },
		'groupMember.add': { guid: byId('g1'), participants: 'bo' },
		'groupMember.getAll': { guid: byId('g1'), ...list },
		'groupMember.remove': { guid: byId('g1'), uid: byId('bo') },
		'groupMember.updateScope': { guid: byId('g1'), uid: byId('bo'), scope: 'admin' },
		'message.delete': { messageId: '1' },
		'message.downloadAttachments': { messageId: '1' },
		'message.get': { messageId: '1' },
		'message.getAll': { conversation: 'all', ...list },
		'message.send': { receiverType: 'user', receiver: 'bo', category: 'message', messageType: 'text', text: 'Hi' },
		'message.sendAsBot': { botUid: byId('bot'), receiverType: 'user', receiver: 'bo', category: 'message', messageType: 'text', text: 'Hi' },
		'message.update': { messageId: '1', additionalFields: { text: 'Hi' } },
		'metric.getMessageMetrics': {},
		'metric.getUsage': { fromDate: '2024-01-01T00:00:00Z', toDate: '2024-01-31T00:00:00Z' },
		'moderation.flagMessage': { messageId: '1', onBehalfOf: 'ana', reasonId: 'spam' },
		'moderation.getBlockedMessages': list,
		'moderation.getFlaggedMessages': list,
		'moderation.getReviewedMessages': list,
		'moderation.reviewBlockedMessage': { messageId: '1', decision: 'approve' },
		'moderation.reviewFlaggedMessage': { messageId: '1', decision: 'approve' },
		'moderationKeywordList.create': { keywordListId: 'k1', name: 'K1', listCategory: 'word', searchTerms: 'spam' },
		'moderationKeywordList.delete': { keywordListId: 'k1' },
		'moderationKeywordList.get': { keywordListId: 'k1' },
		'moderationKeywordList.getAll': list,
		'moderationKeywordList.update': { keywordListId: 'k1', listCategory: 'word', searchTerms: 'spam' },
		'moderationReason.create': { reasonId: 'r1', name: 'R1' },
		'moderationReason.delete': { reasonId: 'r1' },
		'moderationReason.get': { reasonId: 'r1' },
		'moderationReason.getAll': list,
		'moderationReason.update': { reasonId: 'r1', additionalFields: { name: 'R2' } },
		'moderationRule.create': { ruleId: 'r1', name: 'R1', conditions: '[{"entity":"message","operand":"text","category":"word","operator":"contains","value":["k1"]}]' },
		'moderationRule.delete': { ruleId: 'r1' },
		'moderationRule.get': { ruleId: 'r1' },
		'moderationRule.getAll': list,
		'moderationRule.update': { ruleId: 'r1', additionalFields: { name: 'R2' } },
		'reaction.add': { messageId: '1', reaction: '👍', onBehalfOf: 'ana' },
		'reaction.getAll': { messageId: '1', ...list },
		'reaction.remove': { messageId: '1', reaction: '👍', onBehalfOf: 'ana' },
		'role.create': { role: 'r1', name: 'R1' },
		'role.delete': { role: 'r1' },
		'role.get': { role: 'r1' },
		'role.getAll': list,
		'role.update': { role: 'r1', additionalFields: { name: 'R2' } },
		'user.create': { uid: 'u1', name: 'U1' },
		'user.deactivate': { uids: 'u1' },
		'user.delete': { uid: byId('u1') },
		'user.get': { uid: byId('u1') },
		'user.getAll': list,
		'user.reactivate': { uids: 'u1' },
		'user.update': { uid: byId('u1'), additionalFields: { name: 'U2' } },
	};

	/** Operations whose answer is no CometChat API answer of their own. */
	const NO_ANSWER_OF_THEIR_OWN: Record<string, string> = {
		'agent.answerRun': 'it answers the AG-UI request the trigger holds and sends nothing to CometChat',
		'moderation.answerRequest': 'it answers the moderation request the trigger holds and sends nothing to CometChat',
		'message.sendAndWait': "its message goes out as Send's (POST /messages, checked above); then it waits for a person",
	};

	/** Answers only CometChat's docs give (the OpenAPI documents others), by OpenAPI operation. */
	const DOCS_ONLY: Record<string, Json[]> = {
		// rest-api/moderation-apis/review-flagged-message (spec: "docs: {success,message}; OpenAPI: {data:{}}")
		'PATCH /moderation/flagged-messages/{id}': [{ success: true, message: 'Message 1 has been approved successfully.' }],
	};

	/**
	 * Documented answers the node does not take, and why: where a document contradicts itself,
	 * the node follows the shape its example, the other document and the docs agree on.
	 */
	const LIST_AS_OBJECT = 'the schema types `data` as an object with no properties; its example and the docs give a list of entries, which a page is';
	const WEBHOOK_SCHEMA = "the schema is the webhooks list's (`webhookSchema` under an empty key); its example and the docs give a list of entries";
	const NOT_TAKEN: Record<string, string> = {
		// `data` is an object keyed "0", "1" with another group nested under "0": a list mangled on
		// the way into the document; the schema says an array
		'GET /groups example 0 of chat-apis.current.json': 'a list mangled into an object',
		'GET /groups example 0 of chat-apis.interactive.json': 'a list mangled into an object',
		'GET /groups/{guid}/bannedusers the 200 schema of chat-apis.interactive.json': LIST_AS_OBJECT,
		'GET /groups/{guid}/members the 200 schema of chat-apis.interactive.json': LIST_AS_OBJECT,
		...Object.fromEntries(
			['blocked-messages', 'keywords', 'rules'].flatMap((list) => [CURRENT_FILE, INTERACTIVE_FILE].map((file) => [`GET /moderation/${list} the 200 schema of ${file}`, WEBHOOK_SCHEMA])),
		),
	};

	/** The node's operations as its Operation selectors offer them (the node's, not its AI tool's). */
	function nodeOperations(): Array<{ resource: string; operation: string }> {
		return new CometChat().description.properties
			.filter((property) => property.name === 'operation' && property.displayOptions?.show?.['@tool']?.[0] !== true)
			.flatMap((property) => (property.options as INodePropertyOptions[]).map((option) => ({ resource: String(property.displayOptions!.show!.resource![0]), operation: String(option.value) })));
	}

	function resolve(doc: JsonObject, schema: Json): JsonObject {
		if (!isObject(schema)) return {};
		const ref = schema['$ref'];
		if (typeof ref !== 'string') return schema;
		const target = ((doc['components'] as JsonObject)['schemas'] as JsonObject)[ref.replace('#/components/schemas/', '')];
		return isObject(target) ? resolve(doc, target) : {};
	}

	/** The smallest answer of the schema's shape: every property, one entry per list. */
	function shaped(doc: JsonObject, raw: Json, depth = 0): Json {
		const schema = resolve(doc, raw);
		const type = schema['type'] ?? (isObject(schema['properties']) ? 'object' : undefined);
		if (type === 'array') return depth > 6 ? [] : [shaped(doc, schema['items'] ?? {}, depth + 1)];
		if (type === 'string') return 'x';
		if (type === 'integer' || type === 'number') return 1;
		if (type === 'boolean') return true;
		const properties = isObject(schema['properties']) ? schema['properties'] : {};
		return depth > 6 ? {} : Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, shaped(doc, property, depth + 1)]));
	}

	/** Each documented 2xx answer of an OpenAPI operation, named. */
	function documentedAnswers(method: string, path: string): Array<[string, Json]> {
		const answers: Array<[string, Json]> = [];
		for (const file of [CURRENT_FILE, INTERACTIVE_FILE]) {
			const doc = loadOpenApiDocument(file);
			const operation = ((doc['paths'] as JsonObject)[path] as JsonObject | undefined)?.[method.toLowerCase()];
			if (!isObject(operation)) continue;
			for (const [status, response] of Object.entries((operation['responses'] ?? {}) as JsonObject)) {
				if (!status.startsWith('2') || !isObject(response)) continue;
				for (const media of Object.values((response['content'] ?? {}) as JsonObject)) {
					if (!isObject(media)) continue;
					const examples = [media['example'], ...Object.values((media['examples'] ?? {}) as JsonObject).map((e) => (isObject(e) ? e['value'] : undefined))];
					examples.filter((e) => e !== undefined).forEach((example, index) => answers.push([`example ${index} of ${file}`, example as Json]));
					// a schema with no properties (`{"type": "object"}`) documents no shape
					const shape = media['schema'] === undefined ? {} : shaped(doc, media['schema']);
					if (isObject(shape) && Object.keys(shape).length > 0) answers.push([`the ${status} schema of ${file}`, shape]);
				}
			}
		}
		return [...answers, ...(DOCS_ONLY[`${method} ${path}`] ?? []).map((answer, index): [string, Json] => [`docs answer ${index}`, answer])];
	}

	test('every operation is listed here: with the parameters that send its request, or with why it has no answer of its own', () => {
		const names = nodeOperations().map(({ resource, operation }) => `${resource}.${operation}`);
		assert.equal(names.length, 80);
		assert.deepEqual(names.filter((name) => !(name in PARAMETERS) && !(name in NO_ANSWER_OF_THEIR_OWN)), []);
		assert.deepEqual(Object.keys({ ...PARAMETERS, ...NO_ANSWER_OF_THEIR_OWN }).filter((name) => !names.includes(name)), []);
	});

	for (const [name, parameters] of Object.entries(PARAMETERS)) {
		const [resource, operation] = name.split('.');
		test(`${name}: every documented 2xx answer is a success`, async () => {
			server.fault({ status: 200, body: { data: {} }, times: 1 });
			await runNode({ parameters: { resource, operation, ...parameters }, credentials });
			const [request] = server.requests;
			const documented = findOperation(request.method, request.path);
			assert.ok(documented, `${request.method} ${request.path} is no documented operation`);
			const answers = documentedAnswers(documented.method, documented.path);
			assert.ok(answers.length > 0, `${documented.operationId} documents no 2xx answer`);
			for (const [which, answer] of answers) {
				server.fault({ status: 200, body: answer, times: 20 });
				const { error } = await runNode({ parameters: { resource, operation, ...parameters }, credentials });
				const key: string = `${documented.method} ${documented.path} ${which}`;
				if (key in NOT_TAKEN) assert.ok(error, `${key} is taken now: take it out of NOT_TAKEN`);
				else assert.equal(error?.message, undefined, `${key}: ${JSON.stringify(answer).slice(0, 300)}`);
				server.reset();
			}
			// and a body that is no CometChat answer still is not
			server.fault({ status: 200, body: { ok: true }, times: 20 });
			const { error } = await runNode({ parameters: { resource, operation, ...parameters }, credentials });
			assert.match(String(error?.message), /without its \{"data": …\} envelope/);
			server.reset();
			// nor a documented answer without the envelope that says it failed
			server.fault({ status: 200, body: { success: false, message: 'not done', dataPoints: [] }, times: 20 });
			const failed = await runNode({ parameters: { resource, operation, ...parameters }, credentials });
			assert.ok(failed.error, 'a 200 answer with "success": false is a failure');
		});
	}
});

/**
 * Fault injection through n8n's engine against the local CometChat: error bodies, HTML
 * pages, refused connections, timeouts, 429s, Continue On Fail, and the API key kept out
 * of everything n8n stores of a run.
 */
describe('faults', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	beforeAll(async () => {
		({ server, credentials } = await startFake());
		server.setBlocked('owner', makeBlockedUsers(500));
	});
	afterAll(async () => await server.stop());
	beforeEach(() => server.reset());

	const posts = () => server.requestsTo('POST', '/v3/messages');
	const isPost = (r: RecordedRequest) => r.method === 'POST';
	const httpCode = (error: unknown) => (error as { httpCode?: string }).httpCode;

	/** Everything reachable from a value, Error properties (cause, context, …) included. */
	function everything(value: unknown): string {
		const seen = new Set<unknown>();
		const parts: string[] = [];
		const walk = (v: unknown, depth: number) => {
			if (depth > 40 || v === null || v === undefined) return;
			if (typeof v !== 'object' && typeof v !== 'function') return void parts.push(String(v));
			if (seen.has(v)) return;
			seen.add(v);
			for (const key of Object.getOwnPropertyNames(v)) {
				try {
					walk((v as Record<string, unknown>)[key], depth + 1);
				} catch {
					// getters that throw are not data
				}
			}
		};
		walk(value, 0);
		return parts.join('\n');
	}

	describe('CometChat error bodies become NodeApiErrors', () => {
		test('400 with details: message, description with devMessage, code and details, httpCode', async () => {
			server.fault({ match: isPost, status: 400, body: { error: { message: 'Failed to validate the data.', devMessage: 'The receiver must be a string.', source: 'validation', code: 'ERR_BAD_REQUEST', details: { receiver: ['must be a string'] } } } });
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.equal(error?.message, 'Failed to validate the data.');
			assert.equal(error?.description, 'The receiver must be a string.. Error code: ERR_BAD_REQUEST. Details: {"receiver":["must be a string"]}');
			assert.equal(httpCode(error), '400');
			assert.equal(error?.name, 'NodeApiError');
		});

		test('403 AUTH_ERR_NO_ACCESS for a key without the fullAccess scope', async () => {
			server.options.authOnlyKeys = ['auth-only-key'];
			const { error } = await runNode({ parameters: sendParams(), credentials: { ...credentials, apiKey: 'auth-only-key' } });
			server.options.authOnlyKeys = [];
			assert.equal(error?.message, 'This API key has no access to this resource.');
			assert.match(String(error?.description), /Error code: AUTH_ERR_NO_ACCESS/);
			assert.equal(httpCode(error), '403');
		});

		test('an HTML error page', async () => {
			server.fault({ status: 502, raw: '<html><head><title>502</title></head><body><h1>Bad Gateway</h1></body></html>' });
			const { error } = await runNode({ parameters: listParams(), credentials });
			// a GET is retried after a 5xx: the fault hit once, the retry succeeded
			assert.equal(error, undefined);
			server.reset();
			server.fault({ match: isPost, status: 502, raw: '<html><body><h1>Bad Gateway</h1></body></html>' });
			const sent = await runNode({ parameters: sendParams(), credentials });
			assert.equal(sent.error?.message, 'CometChat answered HTTP 502 with a non-JSON body');
			assert.match(String(sent.error?.description), /Bad Gateway/);
			assert.equal(httpCode(sent.error), '502');
			assert.equal(posts().length, 1, 'a POST is not retried after a 5xx');
		});

		test('a refused connection', async () => {
			const port = await new Promise<number>((resolve) => {
				const probe = createServer().listen(0, '127.0.0.1', () => {
					const { port: free } = probe.address() as { port: number };
					probe.close(() => resolve(free));
				});
			});
			const { error } = await runNode({ parameters: sendParams(), credentials: { ...credentials, baseUrl: `http://127.0.0.1:${port}/v3` } });
			assert.equal(error?.message, `Could not reach CometChat at http://127.0.0.1:${port}: the connection was refused`);
		});

		test('a timeout: a POST fails once, without a retry', async () => {
			server.fault({ match: isPost, delayMs: 1500, status: 200, body: { data: { id: 'late' } } });
			const started = Date.now();
			const { error } = await runNode({ parameters: sendParams({ requestOptions: { timeout: 300 } }), credentials });
			assert.equal(error?.message, `CometChat did not answer at ${new URL(server.baseUrl).origin} within 300 ms`);
			assert.match(String(error?.description), /not retried, because it may have been delivered/);
			assert.equal(posts().length, 1);
			assert.ok(Date.now() - started < 1400);
		});

		test('a timeout on a page: the GET is retried, and succeeds', async () => {
			server.fault({ delayMs: 1500, status: 200, body: {} });
			const { items, error } = await runNode({ parameters: listParams({ limit: 3, requestOptions: { timeout: 300 } }), credentials });
			assert.equal(error, undefined);
			assert.equal(items.length, 3);
			assert.equal(server.requests.length, 2);
		});

		test('a connection closed without an answer: a POST fails, a GET is retried', async () => {
			server.fault({ destroy: true, match: isPost });
			const sent = await runNode({ parameters: sendParams(), credentials });
			assert.match(String(sent.error?.message), /^Could not reach CometChat at .*: the connection was closed before CometChat answered$/);
			assert.equal(posts().length, 1);
			server.reset();
			server.fault({ destroy: true });
			const listed = await runNode({ parameters: listParams({ limit: 5 }), credentials });
			assert.equal(listed.error, undefined);
			assert.equal(listed.items.length, 5);
			assert.equal(server.requests.length, 2);
		});

		test('a GET that keeps failing gives up after two retries', async () => {
			server.fault({ status: 503, body: { error: { message: 'Down for maintenance.', code: 'ERR_UNAVAILABLE' } }, times: 10 });
			const { error } = await runNode({ parameters: listParams(), credentials });
			assert.equal(error?.message, 'Down for maintenance.');
			assert.equal(server.requests.length, 3);
		});
	});

	describe('Continue On Fail', () => {
		const threeItems = [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }, { json: { uid: 'chen' } }];
		const failBo = { match: (r: RecordedRequest) => (r.body as IDataObject | undefined)?.receiver === 'bo', status: 404, body: { error: { message: 'The user bo does not exist.', devMessage: 'uid bo not found', code: 'ERR_UID_NOT_FOUND' } } };

		function assertCarried(result: RunResult) {
			assert.equal(result.error, undefined);
			assert.equal(result.items.length, 3, 'items in = items out');
			assert.deepEqual(result.items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 2 }]);
			assert.equal(result.items[0].json.receiver, 'ana');
			assert.deepEqual(result.items[1].json, { error: 'The user bo does not exist.' });
			assert.equal(result.items[1].error?.description, 'uid bo not found. Error code: ERR_UID_NOT_FOUND');
			assert.equal(httpCode(result.items[1].error), '404');
			assert.equal(result.items[2].json.receiver, 'chen');
			assert.deepEqual(server.messages.map((m) => m.receiver).sort(), ['ana', 'chen']);
		}

		test('a failed item carries its error; the others carry on', async () => {
			server.fault(failBo);
			assertCarried(await runNode({ parameters: sendParams({ receiver: '={{ $json.uid }}' }), credentials, items: threeItems, continueOnFail: true }));
		});

		test('the same with n8n\'s Batching request options', async () => {
			server.fault(failBo);
			const requestOptions = { batching: { batch: { batchSize: 1, batchInterval: 20 } } };
			assertCarried(await runNode({ parameters: sendParams({ receiver: '={{ $json.uid }}', requestOptions }), credentials, items: threeItems, continueOnFail: true }));
		});

		test('without Continue On Fail the node stops with the item\'s error', async () => {
			server.fault(failBo);
			const { error } = await runNode({ parameters: sendParams({ receiver: '={{ $json.uid }}' }), credentials, items: threeItems });
			assert.equal(error?.message, 'The user bo does not exist.');
			assert.equal((error as { context?: { itemIndex?: number } }).context?.itemIndex, 1);
		});

		test('a listing that fails for one uid gives one error item for it', async () => {
			const { items } = await runNode({
				parameters: listParams({ uid: '={{ $json.uid }}', limit: 2 }),
				credentials,
				items: [{ json: { uid: 'owner' } }, { json: { uid: 'nobody' } }],
				continueOnFail: true,
			});
			assert.deepEqual(items.map((i) => [i.json.uid ?? i.json.error, i.pairedItem]), [
				['blocked-1', { item: 0 }],
				['blocked-2', { item: 0 }],
				['The user with uid nobody does not exist.', { item: 1 }],
			]);
		});
	});

	describe('HTTP 429', () => {
		const limited = (headers: Record<string, string>, match?: (r: RecordedRequest) => boolean) =>
			server.fault({ match, status: 429, headers, body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });

		for (const [name, headers] of [
			['Retry-After in seconds', () => ({ 'Retry-After': '1' })],
			['Retry-After as an HTTP date', () => ({ 'Retry-After': new Date(Date.now() + 2000).toUTCString() })],
			['X-Rate-Limit-Reset', () => ({ 'X-Rate-Limit-Reset': String(Math.ceil(Date.now() / 1000) + 1) })],
			['X-RateLimit-Reset', () => ({ 'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 1) })],
		] as const) {
			test(`${name}: the message is sent once, after the wait`, async () => {
				limited(headers());
				const started = Date.now();
				const { items, error } = await runNode({ parameters: sendParams({ additionalFields: { muid: 'once' } }), credentials });
				assert.equal(error, undefined);
				assert.equal(items[0].json.muid, 'once');
				assert.equal(posts().length, 2);
				assert.equal(server.messages.length, 1);
				assert.ok(Date.now() - started >= 900, 'it waited');
			});
		}

		test('a reset beyond 60 s fails at once, saying when the limit resets', async () => {
			limited({ 'Retry-After': '3600' });
			const started = Date.now();
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.match(String(error?.message), /^CometChat rate limit reached; it resets at \d{4}-\d\d-\d\dT[\d:.]+Z \(in 3600 s\), longer than the 60 s this node waits at a time$/);
			assert.equal(httpCode(error), '429');
			assert.equal(posts().length, 1);
			assert.ok(Date.now() - started < 1000);
		});

		test('a 429 on page 3 of 5 loses and duplicates nothing', async () => {
			limited({ 'Retry-After': '1' }, (r) => r.query.page === '3');
			const { items, error } = await runNode({ parameters: listParams({ returnAll: true }), credentials });
			assert.equal(error, undefined);
			assert.deepEqual(items.map((i) => i.json.uid), makeBlockedUsers(500).map((u) => u.uid));
			assert.deepEqual(server.requests.map((r) => r.query.page), ['1', '2', '3', '3', '4', '5']);
		});
	});

	describe('the API key stays out of everything n8n keeps', () => {
		test('not in output items, errors, descriptions or run data, even when a server echoes it', async () => {
			const key = String(credentials.apiKey);
			// times: 2, because n8n itself repeats a request once after a 401 (to refresh credentials)
			server.fault({ times: 2, match: (r) => (r.body as IDataObject)?.receiver === 'bo', status: 401, body: { error: { message: `API key ${key} is not valid.`, devMessage: `apikey: ${key}`, code: 'AUTH_ERR_APIKEY_NOT_FOUND' } } });
			server.fault({ match: (r) => (r.body as IDataObject)?.receiver === 'chen', status: 500, raw: `<h1>Internal error for ${key}</h1>` });
			const result = await runNode({
				parameters: sendParams({ receiver: '={{ $json.uid }}' }),
				credentials,
				items: [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }, { json: { uid: 'chen' } }],
				continueOnFail: true,
			});
			assert.equal(result.items.length, 3);
			assert.equal(result.items[1].json.error, 'API key [redacted] is not valid.');
			const stored = everything(result.run);
			assert.ok(stored.includes('[redacted]'));
			assert.ok(!stored.includes(key), 'the API key appears in the run data');

			const stopped = await runNode({ parameters: listParams({ uid: 'nobody' }), credentials });
			assert.ok(!everything(stopped.run).includes(key));
			assert.ok(!everything(stopped.error).includes(key));
		});
	});

	describe('hostile input', () => {
		const odd = ['a/b', 'what?x=1', 'frag#ment', '100%', 'two words', 'ünï-😀', '../../admin'];

		test('receivers with /, ?, #, %, spaces, unicode travel unchanged in the JSON body', async () => {
			await runNode({ parameters: sendParams({ receiver: '={{ $json.uid }}' }), credentials, items: odd.map((uid) => ({ json: { uid } })) });
			assert.deepEqual(posts().map((r) => (r.body as IDataObject).receiver).sort(), [...odd].sort());
			assert.ok(posts().every((r) => r.path === '/v3/messages'));
		});

		test('uids with the same characters are path-encoded', async () => {
			for (const uid of odd) server.setBlocked(uid, makeBlockedUsers(1, 'x'));
			const { items } = await runNode({ parameters: listParams({ uid: '={{ $json.uid }}' }), credentials, items: odd.map((uid) => ({ json: { uid } })) });
			assert.equal(items.length, odd.length);
			assert.deepEqual(server.requests.map((r) => r.path), odd.map((uid) => `/v3/users/${encodeURIComponent(uid)}/blockedusers`));
		});

		test('10,000-character receivers and uids are refused before sending', async () => {
			const long = 'u'.repeat(10_000);
			const sent = await runNode({ parameters: sendParams({ receiver: long }), credentials });
			assert.match(String(sent.error?.message), /^Receiver \(receiver\) is 10000 characters long; CometChat ids are at most 100 \[item 0\]$/);
			const listed = await runNode({ parameters: listParams({ uid: long }), credentials });
			assert.match(String(listed.error?.message), /^User ID \(uid\) is 10000 characters long/);
			assert.equal(server.requests.length, 0);
		});

		const wrongTypes: Array<[string, INodeParameters, RegExp]> = [
			['tags resolving to a number', { additionalFields: { tags: '={{ 42 }}' } }, /^Tags \(additionalFields.tags\) must be a list or comma-separated text, but it is a number/],
			['tags holding an object', { additionalFields: { tags: '={{ ["a", {}] }}' } }, /^Tags \(additionalFields.tags\) has an entry at position 2 that is not text/],
			['receivers resolving to an object', { additionalFields: { multipleReceiversUids: '={{ { a: 1 } }}' } }, /^Receiver User IDs \(additionalFields.multipleReceiversUids\) must be a list/],
			['text resolving to an array', { text: '={{ [1, 2] }}' }, /^Text \(text\) must be text, but the expression gave an array/],
			['onBehalfOf with a space', { onBehalfOf: 'two words' }, /^On Behalf Of \(onBehalfOf\) has characters that cannot travel in an HTTP header/],
			['a uid resolving to null', { receiver: '={{ null }}' }, /^Receiver \(receiver\) must be text, but the expression gave null/],
		];
		for (const [name, extra, pattern] of wrongTypes) {
			test(`${name} is refused with a clear error`, async () => {
				const { error } = await runNode({ parameters: sendParams(extra), credentials });
				assert.match(String(error?.message), pattern);
				assert.equal(server.requests.length, 0);
			});
		}

		test('a receiver given as a number is sent as its digits', async () => {
			await runNode({ parameters: sendParams({ receiver: '={{ 12345 }}' }), credentials });
			assert.equal((posts()[0].body as IDataObject).receiver, '12345');
		});
	});

	describe('paging that never ends', () => {
		test('a server that ignores the page number is stopped with a clear error', async () => {
			server.options.paging = 'ignorePage';
			const { error } = await runNode({ parameters: listParams({ returnAll: true }), credentials });
			server.options.paging = 'normal';
			assert.equal(error?.message, 'CometChat answered page 1 when page 2 was asked; stopped to avoid an endless loop');
			assert.equal(server.requests.length, 2);
		});

		test('a server that repeats the same items forever is stopped with a clear error', async () => {
			server.options.paging = 'repeatData';
			const { error } = await runNode({ parameters: listParams({ returnAll: true }), credentials });
			server.options.paging = 'normal';
			// one page of nothing new is a list growing while it is read; three in a row, a server repeating itself
			assert.equal(error?.message, 'CometChat answered page 4 with the same items as an earlier page; stopped to avoid an endless loop');
			assert.equal(server.requests.length, 4);
		});
	});
});
