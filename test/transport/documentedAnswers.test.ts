/**
 * Every 2xx answer CometChat documents for an operation is a success for the node: for each
 * of the node's operations, the request it sends names its OpenAPI operation; the fake then
 * serves each documented 2xx answer of it (every example of both OpenAPI documents, an
 * answer shaped by each 2xx schema, and the answers only CometChat's docs give) and the node
 * must take it. A body that is no CometChat answer is still refused.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters, INodePropertyOptions } from 'n8n-workflow';
import { CometChat } from '../../nodes/CometChat/CometChat.node';
import { runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { CURRENT_FILE, INTERACTIVE_FILE, isObject, loadOpenApiDocument, type Json, type JsonObject } from '../support/openapi';
import { findOperation } from '../support/openapiRequests';
import { byId } from '../support/operations';
import { useFake } from '../support/useFake';

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
