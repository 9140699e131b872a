import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import type { FakeCometChat } from './support/fakeCometChat';
import { manualExampleFiles, readExample, runExamples, startExampleServer, type ExampleResult } from './support/examples';
import { validateAndCount } from './support/schemaCheck';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
let results: ExampleResult[];

beforeAll(async () => {
	({ server, credentials } = await startExampleServer());
	results = await runExamples(credentials);
});
afterAll(async () => await server.stop());

const result = (file: string) => results.find((r) => r.file === file)!;
const posted = () => server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject);

test('the examples are importable n8n workflows using this package', () => {
	assert.equal(manualExampleFiles().length, 7);
	for (const file of manualExampleFiles()) {
		const workflow = readExample(file);
		assert.ok(workflow.nodes.some((n) => n.type === 'n8n-nodes-base.manualTrigger'), file);
		for (const node of workflow.nodes.filter((n) => n.type === 'n8n-nodes-cometchat.cometChat')) {
			assert.deepEqual(node.credentials, { cometChatApi: { id: 'cometchat-demo', name: 'CometChat account' } });
		}
	}
});

test('every example runs; every message sent validates against the OpenAPI schema', () => {
	assert.equal(results.length, 7);
	for (const r of results) assert.equal(r.error, undefined, `${r.file}: ${r.error}`);
	validateAndCount(server);
	assert.equal(posted().length, 6);
});

test('alert: a text with mention, metadata and tags, sent as the monitoring bot', () => {
	const [item] = result('01-alert-to-user.json').items;
	assert.equal(item.json.sender, 'monitoring-bot');
	assert.equal(item.json.receiver, 'ops-oncall');
	const body = posted().find((b) => b.muid === 'alert-db-1-disk')!;
	assert.deepEqual(body.tags, ['alert', 'disk']);
	assert.deepEqual((body.data as IDataObject).metadata, { severity: 'high', host: 'db-1' });
});

test('custom, form and scheduler examples send their category and type', () => {
	assert.deepEqual(
		['02-custom-message.json', '03-form.json', '04-scheduler.json'].map((f) => [result(f).items[0].json.category, result(f).items[0].json.type]),
		[['custom', 'location'], ['interactive', 'form'], ['interactive', 'scheduler']],
	);
});

test('broadcast: multipleReceivers carries the users and groups', () => {
	const body = posted().find((b) => b.receiver === 'all-staff')!;
	assert.deepEqual(body.multipleReceivers, { uids: ['ana', 'bo'], guids: ['support', 'sales'] });
	assert.equal(result('05-broadcast.json').items.length, 1);
});

test('export: the blocked users of cometchat-uid-1, blocked by them', () => {
	const items = result('06-export-blocked-users.json').items;
	assert.deepEqual(items.map((i) => i.json.uid), ['cometchat-uid-1', 'cometchat-uid-2', 'cometchat-uid-4', 'cometchat-uid-5', 'cometchat-uid-7']);
	assert.deepEqual(server.requestsTo('GET', '/v3/users/').map((r) => r.query), [{ page: '1', perPage: '100', direction: 'blockedByMe' }]);
});

test('error handling: the failed send becomes an item carrying the error', () => {
	const [item] = result('07-error-handling.json').items;
	assert.deepEqual(item.json, { error: 'The user with uid unknown-user does not exist.' });
});
