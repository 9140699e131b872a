/**
 * examples/18-moderation-queue.json through n8n's engine against the fake CometChat: the
 * hourly read of the flagged messages, the question about the repeat offender to the
 * moderators, then each way it can end (Ban, Keep, no answer; no repeat offender at all).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { repoRoot } from './support/engine';
import { readExample, startExampleServer, waitsForAnswer } from './support/examples';
import { moderationOf, seedModerationQueue } from './support/fake/moderation';
import type { FakeCometChat } from './support/fakeCometChat';
import { useFake } from './support/useFake';
import { startWaitingWorkflow } from './support/waiting';
import { ANY_NODE_LINK, sentQuestion } from './resources/message/sendAndWait/helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	start: startExampleServer,
	seedEach: (fake) => {
		moderationOf(fake).clear();
		seedModerationQueue(fake);
	},
});

const example = readExample(path.join(repoRoot(), 'examples', '18-moderation-queue.json'));
const bans = () => server.requests.filter((r) => r.path.includes('/bannedusers')).map((r) => [r.method, r.path]);
const question = () => sentQuestion(server, ANY_NODE_LINK);

test('the example starts on its schedule, has its sticky note, and waits for an answer (so its own tests run it)', () => {
	assert.deepEqual(example.nodes.find((n) => n.type === 'n8n-nodes-base.scheduleTrigger')?.parameters, { rule: { interval: [{ field: 'hours' }] } });
	const note = example.nodes.find((n) => n.type === 'n8n-nodes-base.stickyNote');
	assert.match(String(note?.parameters.content), /^## Moderation queue/);
	assert.equal(waitsForAnswer(example), true);
	const ban = example.nodes.find((n) => n.name === 'Ban from the group')!;
	assert.deepEqual([ban.parameters.resource, ban.parameters.operation], ['bannedUser', 'ban']);
});

test('the flagged messages are read in one request; the moderators are asked about spammer-1 in support, and the run waits', async () => {
	const run = await startWaitingWorkflow(example, credentials);
	assert.equal(run.status, 'waiting');
	assert.equal(run.waitingNode, 'Ask moderators');
	assert.deepEqual(server.requestsTo('GET', '/v3/moderation/').map((r) => [r.path, r.query]), [['/v3/moderation/flagged-messages', {}]]);
	const { body, links } = question();
	assert.equal(body.receiverType, 'group');
	assert.equal(body.receiver, 'moderators');
	assert.equal(server.requestsTo('POST', '/v3/messages')[0].headers.onbehalfof, 'moderation-bot');
	assert.match(JSON.stringify(body.data), /Ban spammer-1 from support\? 3 of their messages there are flagged, such as: \\"Free crypto, DM me\\"/);
	assert.equal(links.length, 2);
	assert.deepEqual(bans(), [], 'nobody is banned before a moderator answers');
});

test('Keep: nobody is banned', async () => {
	const run = await startWaitingWorkflow(example, credentials);
	const answer = await run.answer({ method: 'POST', url: question().links[1], body: {}, headers: { 'content-type': 'application/x-www-form-urlencoded' } }); // the page's button
	assert.equal(answer.run?.status, 'success');
	assert.deepEqual((answer.outputs?.['Ask moderators'][0].json.data as IDataObject).approved, false);
	assert.deepEqual(bans(), []);
	assert.equal(answer.outputs?.['Ban from the group'], undefined);
});

test('no answer within 50 minutes: nobody is banned', async () => {
	const run = await startWaitingWorkflow(example, credentials);
	const { run: resumed, outputs } = await run.timeOut();
	assert.equal(resumed.status, 'success');
	assert.equal(outputs['Ban from the group'], undefined);
	assert.deepEqual(bans(), []);
});

test('no repeat offender in the queue: nobody is asked, nothing waits', async () => {
	const store = moderationOf(server);
	for (const [id, entry] of store.flagged) if (entry.sender === 'spammer-1') store.flagged.delete(id);
	const run = await startWaitingWorkflow(example, credentials);
	assert.equal(run.status, 'success');
	assert.equal(server.requestsTo('POST', '/v3/messages').length, 0);
});

// Banned User › Ban comes with the bannedUser resource (built beside this one): until it is
// merged, the node does not know the operation and this test fails at "Ban from the group".
test('Ban: spammer-1 is banned from support (POST /groups/support/bannedusers/spammer-1)', async () => {
	const run = await startWaitingWorkflow(example, credentials);
	const answer = await run.answer({ method: 'POST', url: question().links[0], body: {}, headers: { 'content-type': 'application/x-www-form-urlencoded' } }); // the page's button
	assert.equal(answer.run?.data.resultData.error?.message, undefined);
	assert.equal(answer.run?.status, 'success');
	assert.deepEqual(bans(), [['POST', '/v3/groups/support/bannedusers/spammer-1']]);
	assert.equal(answer.outputs?.['Ban from the group'].length, 1);
});
