import assert from 'node:assert/strict';
import path from 'node:path';
import type { INode } from 'n8n-workflow';
import { repoRoot, runNode } from '../support/engine';
import { readExample } from '../support/examples';

const example = readExample(path.join(repoRoot(), 'examples', '14-ai-moderation.json'));
const byName = (name: string) => example.nodes.find((n) => n.name === name)!;
const isAnswer = (node: INode) => node.parameters.resource === 'moderation' && node.parameters.operation === 'answerRequest';
const next = (name: string) =>
	((example.connections[name]?.main ?? []) as Array<Array<{ node: string }> | null>).map((branch) => (branch ?? []).map((c) => c.node));

describe('example 14: AI moderation', () => {
	test('a sticky note says what it does and what to set up; the trigger takes moderation requests under Basic Auth', () => {
		const sticky = example.nodes.find((n) => n.type === 'n8n-nodes-base.stickyNote')!;
		assert.equal(sticky.typeVersion, 1);
		assert.match(String(sticky.parameters.content), /^## AI moderation/);
		assert.match(String(sticky.parameters.content), /Custom API/);
		const trigger = byName('Moderation request');
		assert.equal(trigger.parameters.source, 'moderation');
		assert.deepEqual(Object.keys(trigger.credentials ?? {}), ['cometChatWebhookApi']);
	});

	test('every branch answers CometChat before anything waits for a person', () => {
		const walk = (name: string, answered: boolean): void => {
			const node = byName(name);
			const done = answered || isAnswer(node);
			if (node.parameters.operation === 'sendAndWait') assert.ok(done, `${name} waits before CometChat is answered`);
			const branches = next(name);
			if (branches.length === 0) assert.ok(done, `${name} ends a branch that never answers`);
			for (const branch of branches) for (const target of branch) walk(target, done);
		};
		walk('Moderation request', false);
	});

	test("the answer nodes read the model's decision as Set leaves it", async () => {
		const sent: Array<{ body: Buffer }> = [];
		await runNode({
			parameters: byName("Answer with the model's decision").parameters,
			credentials: {},
			items: [{ json: { violation: true, confidence: 0.93, reason: 'insult' } }],
			onSendResponse: (r) => sent.push(r as { body: Buffer }),
		});
		assert.deepEqual(JSON.parse(sent[0].body.toString('utf8')), { isMatchingCondition: true, confidence: 0.93, reason: 'insult' });
	});
});
