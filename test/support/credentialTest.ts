/**
 * Runs the credential's test request the way n8n's CredentialsTester does for
 * `test.request`: a temporary node type (the CometChat node's description, with the test
 * request as the routing of one property) executed by RoutingNode with the decrypted
 * credentials, then the `rules` matched: `responseCode` against a failed response's status,
 * `responseSuccessBody` against a successful response's body.
 */
import { ExecuteContext, RoutingNode } from 'n8n-core';
import { createRunExecutionData, Workflow } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, ICredentialTestRequest, INodeType } from 'n8n-workflow';
import { additionalDataFor, loadPackage, PackageNodeTypes } from './engine';
import { cometChatNode } from './node';

export async function runCredentialTest(data: ICredentialDataDecryptedObject): Promise<{ status: string; message: string }> {
	const loader = await loadPackage();
	const credentialType = loader.credentialTypes.cometChatApi.type;
	const testRequest = credentialType.test as ICredentialTestRequest;
	const nodeType = loader.nodeTypes.cometChat.type as INodeType;
	const temporary: INodeType = {
		description: {
			...nodeType.description,
			credentials: [{ name: 'cometChatApi', required: true }],
			properties: [{ displayName: 'Temp', name: 'temp', type: 'string', default: '', routing: { request: testRequest.request } }],
		},
	};
	const node = cometChatNode({ id: 'temp', name: 'Temp-Node', credentials: { cometChatApi: { id: '1', name: 'test' } } });
	const nodeTypes = new PackageNodeTypes(loader);
	nodeTypes.getByNameAndVersion = () => temporary;
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const context = new ExecuteContext(
		workflow,
		node,
		additionalDataFor(loader, data),
		'internal',
		createRunExecutionData(),
		0,
		[],
		{ main: [[{ json: {} }]] },
		{ node, data: {}, source: null },
		[],
	);
	let response: Awaited<ReturnType<RoutingNode['runNode']>>;
	try {
		response = await new RoutingNode(context, temporary, { id: '1', name: 'test', type: 'cometChatApi', data }).runNode();
	} catch (error) {
		const response = (error as { cause?: { response?: { status: number; statusText?: string } } }).cause?.response;
		if (response) {
			const rule = testRequest.rules?.find((r) => r.type === 'responseCode' && r.properties.value === response.status);
			if (rule) return { status: 'Error', message: (rule.properties as { message: string }).message };
			return { status: 'Error', message: response.statusText || `Received HTTP status code: ${response.status}` };
		}
		return { status: 'Error', message: String((error as Error).message) };
	}
	for (const rule of testRequest.rules ?? []) {
		if (rule.type !== 'responseSuccessBody') continue;
		const body = response?.[0]?.[0]?.json;
		// lodash's get, as n8n uses it, for the dotted keys a rule names
		const value = rule.properties.key.split('.').reduce<unknown>((at, part) => (at === null || at === undefined ? undefined : (at as Record<string, unknown>)[part]), body);
		if (value === rule.properties.value) return { status: 'Error', message: rule.properties.message };
	}
	return { status: 'OK', message: 'Connection successful!' };
}
