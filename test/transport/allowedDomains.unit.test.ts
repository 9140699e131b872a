/**
 * The credential's Allowed HTTP Request Domains for the requests sent outside RoutingNode
 * (helpersChannel), with n8n-workflow's `getCredentialAllowedDomains` of either major
 * version, seen through a wrapper or with a default parameter, which change what its
 * `length` says (jest's mock is a wrapper already: `length` 0 whatever it stands for).
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { COMETCHAT_API } from '../../nodes/shared/transport/request';
import { helpersChannel } from '../../nodes/shared/requestOptions';
import { cometChatNode } from '../support/node';

type Compute = (...args: never[]) => string | undefined;
let mockCompute: Compute;
jest.mock('n8n-workflow', () => ({ ...jest.requireActual('n8n-workflow'), getCredentialAllowedDomains: (...args: never[]) => mockCompute(...args) }));

/** n8n-workflow 2.x's own (the dev dependency). */
const v2: Compute = jest.requireActual('n8n-workflow').getCredentialAllowedDomains;
/** n8n-workflow 1.x's (1.120, in n8n 1.123): the credential first, the node's endpoint second. */
function v1(credentialData: ICredentialDataDecryptedObject, nodeEndpointUrl?: string): string | undefined {
	if (credentialData?.allowedHttpRequestDomains !== 'domains') return undefined;
	const list = typeof credentialData.allowedDomains === 'string' ? credentialData.allowedDomains.trim() : '';
	return list || (nodeEndpointUrl ? new URL(nodeEndpointUrl).hostname : undefined);
}

const versions: Array<[string, Compute]> = [
	['1.x', v1 as Compute],
	['1.x wrapped, (...args) => f(...args)', (...args) => (v1 as Compute)(...args)],
	['1.x with a default parameter', ((credentialData: ICredentialDataDecryptedObject, nodeEndpointUrl: string | undefined = undefined) => v1(credentialData, nodeEndpointUrl)) as Compute],
	['2.x', v2],
	['2.x wrapped, (...args) => f(...args)', (...args) => v2(...args)],
	['2.x wrapped with two parameters', ((options: never, extra: never) => v2(options, extra)) as Compute],
];

const credentials = { appId: 'testapp', region: 'us', apiKey: 'k', baseUrl: '' };
async function allowedDomains(restriction: ICredentialDataDecryptedObject) {
	const context = { getNode: () => cometChatNode({ id: '1' }), getCredentials: async () => ({ ...credentials, ...restriction }), helpers: {} };
	const { prepared } = await helpersChannel(context as never, COMETCHAT_API, {}, 0);
	return prepared.allowedDomains;
}

describe.each(versions)('getCredentialAllowedDomains of n8n-workflow %s', (_name, compute) => {
	beforeEach(() => {
		mockCompute = compute;
	});

	test('Specific Domains: the list applies', async () => {
		assert.equal(await allowedDomains({ allowedHttpRequestDomains: 'domains', allowedDomains: 'testapp.api-us.cometchat.io' }), 'testapp.api-us.cometchat.io');
	});

	test('Specific Domains without any: refused', async () => {
		await assert.rejects(allowedDomains({ allowedHttpRequestDomains: 'domains', allowedDomains: ' ' }), /^NodeOperationError: No allowed domains specified/);
	});

	test("All domains, None (the credential's own node), or no setting: no list", async () => {
		for (const restriction of [{ allowedHttpRequestDomains: 'all' }, { allowedHttpRequestDomains: 'none' }, {}] as ICredentialDataDecryptedObject[]) {
			assert.equal(await allowedDomains(restriction), undefined);
		}
	});
});
