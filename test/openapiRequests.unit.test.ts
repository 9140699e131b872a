import assert from 'node:assert/strict';
import type { RecordedRequest } from './support/fakeCometChat';
import { findOperation, validateRequest } from './support/openapiRequests';

const request = (method: string, path: string, query: Record<string, string> = {}, body?: unknown, headers: Record<string, string> = {}): RecordedRequest => ({
	method,
	path,
	query,
	body,
	headers,
	at: 0,
});

describe('requests checked against their OpenAPI operation', () => {
	test('operations are found by method and encoded path', () => {
		assert.equal(findOperation('GET', '/v3/users/a%2Fb/auth_tokens')?.operationId, 'list-authtokens');
		assert.equal(findOperation('DELETE', '/v3/users/u/auth_tokens/t')?.operationId, 'delete-authtoken');
		assert.equal(findOperation('PUT', '/v3/groups/g/members/u')?.operationId, 'change-group-member-scope');
		assert.equal(findOperation('POST', '/v3/users/u/nothing'), undefined);
	});

	test('valid requests pass', () => {
		assert.deepEqual(validateRequest(request('POST', '/v3/users', {}, { uid: 'a', name: 'A', tags: ['x'], withAuthToken: true })), []);
		assert.deepEqual(validateRequest(request('GET', '/v3/users', { page: '2', perPage: '100', searchKey: 'a', withTags: 'true', tags: 'a,b' })), []);
		assert.deepEqual(validateRequest(request('GET', '/v3/groups', { affix: 'append' }, undefined, { onbehalfof: 'u' })), []);
	});

	test('each kind of mistake is reported', () => {
		assert.deepEqual(validateRequest(request('POST', '/v3/users', {}, { uid: 'a' })), ["create-user: body must have required property 'name'"]);
		assert.deepEqual(validateRequest(request('PUT', '/v3/users/a', {}, { unset: ['name'] })), ['update-user: body/unset/0 must be equal to one of the allowed values']);
		assert.deepEqual(validateRequest(request('GET', '/v3/users', { perPage: 'many' })), ['list-users: query perPage must be integer']);
		assert.deepEqual(validateRequest(request('GET', '/v3/users', { colour: 'red' })), ['list-users: query parameter colour is not documented']);
		assert.deepEqual(validateRequest(request('GET', '/v3/users', { colour: 'red' }), { undocumentedQuery: ['colour'] }), []);
		assert.deepEqual(validateRequest(request('GET', '/v3/users', { withTags: 'yes' })), ['list-users: query withTags must be boolean']);
		assert.deepEqual(validateRequest(request('GET', '/v3/users/a', {}, undefined, { onbehalfof: 'b' })), []);
		assert.deepEqual(validateRequest(request('GET', '/v3/users/a/auth_tokens', {}, undefined, { onbehalfof: 'b' })), [
			'list-authtokens: the onBehalfOf header is not documented for this operation',
		]);
		assert.deepEqual(validateRequest(request('DELETE', '/v3/groups/g', {}, { permanent: true })), ['delete-group: sends a body, but the operation documents none']);
		assert.deepEqual(validateRequest(request('POST', '/v3/messages', {}, { category: 'message', type: 'text', data: 'x' })), ['send-message: body/data must be object']);
	});

	test('the media type: a keyword list takes multipart/form-data (its fields are checked against the docs elsewhere), a JSON body elsewhere', () => {
		const multipart = { 'content-type': 'multipart/form-data; boundary=b' };
		assert.deepEqual(validateRequest({ ...request('POST', '/v3/moderation/keywords', {}, { id: 'a' }, multipart), raw: '' }), []);
		assert.deepEqual(validateRequest({ ...request('POST', '/v3/moderation/keywords', {}, '--x', multipart), multipartProblem: 'the body does not open with the boundary' }), [
			'create-rule-keyword: the multipart body cannot be read: the body does not open with the boundary',
		]);
		assert.deepEqual(validateRequest(request('POST', '/v3/moderation/keywords', {}, { id: 'a' }, { 'content-type': 'application/json' })), [
			'create-rule-keyword: sends application/json, but the operation documents multipart/form-data',
		]);
		assert.deepEqual(validateRequest(request('POST', '/v3/users', {}, { uid: 'a', name: 'A' }, multipart)), [
			'create-user: sends multipart/form-data, but the operation documents application/json',
		]);
	});
});
