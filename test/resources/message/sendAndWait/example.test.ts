/**
 * examples/09-refund-approval.json through n8n's engine: the question to finance, the wait,
 * then each way it can end (approved, declined, nobody answered) reaching "Tell support".
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { repoRoot } from '../../../support/engine';
import { readExample, startExampleServer, waitsForAnswer } from '../../../support/examples';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { useFake } from '../../../support/useFake';
import { startWaitingWorkflow } from '../../../support/waiting';
import { ANY_NODE_LINK, sentQuestion as sentAny } from './helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), { start: startExampleServer });

const example = readExample(path.join(repoRoot(), 'examples', '09-refund-approval.json'));
const sentQuestion = (fake: FakeCometChat) => sentAny(fake, ANY_NODE_LINK);
const toSupport = () => server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject).filter((b) => b.receiver === 'support-lead');
const text = (body: IDataObject) => (body.data as IDataObject).text;

test('the example waits for an answer, so the runs from a manual start leave it to these tests', () => {
	assert.equal(waitsForAnswer(example), true);
});

test('finance is asked with two buttons; the execution waits a day at most', async () => {
	const before = Date.now();
	const run = await startWaitingWorkflow(example, credentials);
	assert.equal(run.status, 'waiting');
	assert.equal(run.waitingNode, 'Ask finance');
	const { body, links } = sentQuestion(server);
	assert.equal(body.receiverType, 'group');
	assert.equal(body.receiver, 'finance');
	assert.equal(server.requests[0].headers.onbehalfof, 'refund-bot');
	assert.equal(links.length, 2);
	const day = new Date(run.waitTill!).getTime() - before;
	assert.ok(day >= 86_400_000 && day < 86_400_000 + 60_000, `waits ${day} ms`);
	assert.equal(toSupport().length, 0, 'support hears nothing before finance answers');
});

for (const [button, expected] of [
	[0, 'Finance approved the $120 refund for order #1042.'],
	[1, 'Finance declined the refund for order #1042.'],
] as const) {
	test(`${button === 0 ? 'approved' : 'declined'}: support is told`, async () => {
		const run = await startWaitingWorkflow(example, credentials);
		const link = sentQuestion(server).links[button];
		assert.equal((await run.answer({ method: 'GET', url: link })).resumed, false, 'the link opens the page');
		const answer = await run.answer({ method: 'POST', url: link, body: {} });
		assert.equal(answer.run?.status, 'success');
		assert.deepEqual(toSupport().map(text), [expected]);
		assert.equal(answer.outputs?.['Tell support'][0].json.receiver, 'support-lead');
	});
}

test('nobody answers within the day: support is told the refund is still open', async () => {
	const run = await startWaitingWorkflow(example, credentials);
	const { run: resumed } = await run.timeOut();
	assert.equal(resumed.status, 'success');
	assert.deepEqual(toSupport().map(text), ['No answer from finance within a day: the refund for order #1042 is still open.']);
});
