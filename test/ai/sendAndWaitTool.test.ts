import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INode, INodeParameters, INodeProperties, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeHelpers, SEND_AND_WAIT_OPERATION } from 'n8n-workflow';
import { loadPackage, runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { startFake } from '../support/fixtures';
import { asToolType, runAgent, TOOL_TYPE } from './toolHarness';

/**
 * Send and Wait as an AI Agent's tool: n8n runs a tool through the node's `execute`
 * (n8n-core `makeHandleToolInvocation`), RoutingNode here, never `customOperations`; so the
 * tool variant (`cometChatTool`, where n8n's `@tool` display rule is true) does not offer it.
 * A tool saved with it anyway answers the model with the reason and sends nothing, on that
 * path and on the one where the agent has n8n run the tool node (Agent V3's engine requests,
 * which run `customOperations`). Human review (n8n 2.x's `cometChatHitlTool`): humanReview.test.ts.
 */

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
let node: INodeType;

beforeAll(async () => {
	({ server, credentials } = await startFake());
	node = (await loadPackage()).nodeTypes.cometChat.type as INodeType;
});
afterAll(async () => await server.stop());
beforeEach(() => server.reset());

/** The Message operations the panel offers for this description (the node's, or its tool variant's). */
function messageOperations(description: INodeTypeDescription): string[] {
	const values = NodeHelpers.getNodeParameters(description.properties, { resource: 'message' }, true, false, null, description)!;
	const shown = description.properties.filter(
		(p: INodeProperties) => p.name === 'operation' && NodeHelpers.displayParameter(values, p, { typeVersion: 1 } as INode, description),
	);
	assert.equal(shown.length, 1);
	return (shown[0].options as Array<{ value: string }>).map((o) => o.value).sort();
}

/** The properties the panel shows for these values (the node's, or its tool variant's). */
function shown(description: INodeTypeDescription, values: INodeParameters): INodeProperties[] {
	const resolved = NodeHelpers.getNodeParameters(description.properties, values, true, false, null, description)!;
	return description.properties.filter((p) => NodeHelpers.displayParameter(resolved, p, { typeVersion: 1 } as INode, description));
}

/** The resources the panel offers for this description (the node's, or its tool variant's). */
function resourcesOffered(description: INodeTypeDescription): string[] {
	const values = NodeHelpers.getNodeParameters(description.properties, {}, true, false, null, description)!;
	const shown = description.properties.filter(
		(p: INodeProperties) => p.name === 'resource' && NodeHelpers.displayParameter(values, p, { typeVersion: 1 } as INode, description),
	);
	assert.equal(shown.length, 1);
	return (shown[0].options as Array<{ value: string }>).map((o) => o.value).sort();
}

const SAVED_AS_TOOL = {
	resource: 'message',
	operation: SEND_AND_WAIT_OPERATION,
	receiverType: 'user',
	receiver: 'ana',
	message: 'Approve the refund?',
	responseType: 'approval',
};

const REFUSAL = {
	error: 'Send and Wait for Response cannot run as an AI Agent tool',
	hint: "Choose another resource or operation for this tool. To have a person approve the agent's tool calls, connect a tool to CometChat's human review node (n8n 2.x); to ask a person in a workflow, use the CometChat node's Send and Wait for Response outside the agent.",
};

test('the node offers Send and Wait; its AI tool offers every other Message operation but Send and Wait and Download Attachments (binary data)', () => {
	const inNode = messageOperations(node.description);
	const inTool = messageOperations(asToolType(node).description);
	assert.ok(inNode.includes(SEND_AND_WAIT_OPERATION));
	assert.deepEqual(inTool, inNode.filter((value) => value !== SEND_AND_WAIT_OPERATION && value !== 'downloadAttachments'));
	assert.ok(inTool.length >= 5);
});

test('one Resource selector for the node and its AI tool; the node offers Answer Agent Run under Agent (the tool: below)', () => {
	const inNode = resourcesOffered(node.description);
	assert.deepEqual(resourcesOffered(asToolType(node).description), inNode);
	assert.equal(inNode.length, 17);
	// n8n's nodes panel makes actions of the options of every property named "resource"
	// (the editor's actions parser): one such property, so each action comes once
	const resources = node.description.properties.filter((p) => p.name === 'resource');
	assert.deepEqual(resources.map((p) => [p.displayName, p.displayOptions, p.default, p.type, p.typeOptions]), [['Resource', undefined, 'message', 'options', undefined]]);
	assert.equal(node.methods?.loadOptions, undefined, 'no method serves a static list');
	assert.ok(!node.description.properties.some((p) => p.type === 'hidden'), 'no hidden parameter');
	const agentOperations = (description: INodeTypeDescription) =>
		shown(description, { resource: 'agent' }).filter((p) => p.name === 'operation').map((p) => (p.options as Array<{ value: string }>).map((o) => o.value));
	assert.deepEqual(agentOperations(node.description), [['answerRun']]);
});

test("the tool's Agent shows why it has no operation for a tool, and no Operation: Answer Agent Run, which needs no credential, would have n8n stop the tool before the node gives the reason", () => {
	const inTool = shown(asToolType(node).description, { resource: 'agent', operation: 'answerRun', text: 'Hi' });
	const notices = inTool.filter((p) => p.type === 'notice').map((p) => p.displayName);
	assert.deepEqual(notices, ['Answer Agent Run cannot run as an AI Agent tool. It answers the agent run that started the workflow: use it in the workflow, after the agent.']);
	assert.deepEqual(inTool.filter((p) => ['operation', 'text'].includes(p.name)), []);
	// the node's panel has no such notice
	assert.ok(!shown(node.description, { resource: 'agent' }).some((p) => p.name === 'notAToolNotice'));
});

test("a tool saved with Send and Wait, invoked by an agent (n8n-core's tool invocation): the reason as the tool's answer, nothing sent", async () => {
	const { answers } = await runAgent({ credentials, tools: [{ name: 'Ask a person', parameters: SAVED_AS_TOOL }], calls: [{ tool: 'Ask_a_person', args: {} }] });
	assert.deepEqual(JSON.parse(answers[0]), [REFUSAL]);
	assert.deepEqual(server.requests, [], 'no GET /v3, no message');
});

test('the same tool run by n8n as a node (Agent V3 engine requests run customOperations): the reason, nothing sent, no wait', async () => {
	const { items, error, run } = await runNode({
		parameters: SAVED_AS_TOOL,
		credentials,
		other: { type: TOOL_TYPE, typeVersion: 1, nodeType: asToolType(node) },
	});
	assert.equal(error, undefined);
	assert.deepEqual(items.map((i) => i.json as IDataObject), [REFUSAL]);
	assert.equal(run?.waitTill, undefined);
	assert.equal(run?.status, 'success');
	assert.deepEqual(server.requests, []);
});

test('the other Message operations still run as tools', async () => {
	const { answers } = await runAgent({
		credentials,
		tools: [{ name: 'Reply', parameters: { resource: 'message', operation: 'send', receiverType: 'user', receiver: 'ana', category: 'message', messageType: 'text', text: 'Hello' } }],
		calls: [{ tool: 'Reply', args: {} }],
	});
	assert.equal((JSON.parse(answers[0]) as IDataObject[])[0].receiver, 'ana');
	assert.deepEqual(server.requests.map((r) => `${r.method} ${r.path}`), ['POST /v3/messages']);
});

test("Answer Agent Run, the tool's Agent, invoked by an agent (n8n-core's tool invocation): the reason as the tool's answer, nothing sent", async () => {
	// saved as the tool shows it (no operation) and as a tool saved before (operation answerRun)
	for (const parameters of [{ resource: 'agent' }, { resource: 'agent', operation: 'answerRun', text: 'Hi' }]) {
		const { answers } = await runAgent({ credentials, tools: [{ name: 'Answer', parameters }], calls: [{ tool: 'Answer', args: {} }] });
		const [answer] = JSON.parse(answers[0]) as IDataObject[];
		assert.equal(answer.error, 'Answer Agent Run cannot run as an AI Agent tool');
		assert.match(String(answer.hint), /^Choose another resource or operation for this tool\. It answers the agent run that started the workflow/);
	}
	assert.deepEqual(server.requests, [], 'no GET /v3');
});

test("Answer Moderation Request, which the tool does not offer, saved in one anyway (n8n-core's tool invocation): n8n refuses it before the node, nothing sent", async () => {
	// It needs no CometChat credential, so the node hides it there; RoutingNode asks for it
	// before any routing (n8n-core RoutingNode.prepareCredentials, the credential being
	// required for the other operations) and fails: the model reads n8n's reason, not the node's.
	const answerRequest = { resource: 'moderation', operation: 'answerRequest', isViolation: true, confidence: 0.9, reason: 'spam' };
	await assert.rejects(runAgent({ credentials, tools: [{ name: 'Answer', parameters: answerRequest }], calls: [{ tool: 'Answer', args: {} }] }), /Credentials not found/);
	assert.deepEqual(server.requests, [], 'no GET /v3');
});

test("a tool saved with an operation no selector offers: refused, naming it, nothing sent", async () => {
	const parameters = { resource: 'moderation', operation: 'noSuchOperation' };
	const { answers } = await runAgent({ credentials, tools: [{ name: 'Answer', parameters }], calls: [{ tool: 'Answer', args: {} }] });
	const [answer] = JSON.parse(answers[0]) as IDataObject[];
	assert.equal(answer.error, 'Operation "noSuchOperation" cannot run as an AI Agent tool');
	assert.deepEqual(server.requests, []);
});

test('Answer Moderation Request and Answer Agent Run run by n8n as tool nodes (Agent V3 engine requests): the reason, nothing answered', async () => {
	const saved = { cometChatApi: { id: '1', name: 'CometChat account' } };
	const cases = [
		{ parameters: { resource: 'moderation', operation: 'answerRequest', isViolation: true, confidence: 0.9, reason: 'spam' }, error: 'Answer Moderation Request cannot run as an AI Agent tool' },
		// the tool's Agent asks for the credential (it shows no operation that needs none)
		{ parameters: { resource: 'agent', operation: 'answerRun', text: 'Hi' }, credentials: saved, error: 'Answer Agent Run cannot run as an AI Agent tool' },
	];
	for (const { parameters, error, credentials: withCredential } of cases) {
		const { items, run } = await runNode({ parameters, credentials, other: { type: TOOL_TYPE, typeVersion: 1, nodeType: asToolType(node), credentials: withCredential } });
		assert.deepEqual(items.map((i) => (i.json as IDataObject).error), [error]);
		assert.equal(run?.status, 'success');
	}
	assert.deepEqual(server.requests, []);
});

test('a tool of Agent saved without the credential (as Answer Agent Run was before): n8n refuses it before the node, naming the credential, nothing sent', async () => {
	const { error } = await runNode({ parameters: { resource: 'agent', operation: 'answerRun', text: 'Hi' }, credentials, other: { type: TOOL_TYPE, typeVersion: 1, nodeType: asToolType(node) } });
	assert.equal(error?.message, 'Node does not have any credentials set for "cometChatApi"');
	assert.deepEqual(server.requests, []);
});
