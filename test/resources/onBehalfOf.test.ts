/**
 * `onBehalfOf` is a picker in the Conversation operations (Conversation Of) and text in the
 * others (On Behalf Of, As User): one name, two types. n8n keeps a parameter's value when the
 * operation changes (n8n-workflow's NodeHelpers.getNodeParameters, which the editor runs on
 * every change, keeps any value a shown parameter of that name has), so each type may hold
 * the other's value. Saved either way, the uid goes out.
 */
import assert from 'node:assert/strict';
import { NodeHelpers } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, INodeParameters, INodeType } from 'n8n-workflow';
import { loadPackage, NODE_TYPE, PackageNodeTypes, runNode } from '../support/engine';
import { seedMessages } from '../support/fake/messages';
import type { FakeCometChat } from '../support/fakeCometChat';
import { useFake } from '../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

const UID = 'cometchat-uid-2';
/** Conversation Of as the editor saves a pick from its list, and by ID. */
const PICKED = [
	{ __rl: true, mode: 'list', value: UID, cachedResultName: 'Ana (cometchat-uid-2)' },
	{ __rl: true, mode: 'id', value: UID },
];

test("n8n keeps onBehalfOf's value when the operation changes, whatever the type there: a picker's value in text, text in a picker", async () => {
	const { description } = new PackageNodeTypes(await loadPackage()).getByNameAndVersion(NODE_TYPE, 1) as INodeType;
	// what the editor makes of the node's parameters after the change (NodeHelpers.getNodeParameters)
	const after = (values: INodeParameters) => NodeHelpers.getNodeParameters(description.properties, values, false, false, null, description)!;
	assert.deepEqual(after({ resource: 'message', operation: 'get', messageId: '1', onBehalfOf: PICKED[0] }).onBehalfOf, PICKED[0]);
	assert.equal(after({ resource: 'conversation', operation: 'markAsUnread', onBehalfOf: UID }).onBehalfOf, UID);
});

test("On Behalf Of holding Conversation Of's picker value (saved after switching operations): its uid is the onBehalfOf header", async () => {
	const [message] = seedMessages(server, 1);
	for (const onBehalfOf of PICKED) {
		const { error } = await runNode({ parameters: { resource: 'message', operation: 'get', messageId: message.id, onBehalfOf }, credentials });
		assert.equal(error, undefined);
	}
	const send = { resource: 'message', operation: 'send', receiverType: 'group', receiver: 'support', category: 'message', messageType: 'text', text: 'Hi', onBehalfOf: PICKED[0] };
	assert.equal((await runNode({ parameters: send, credentials })).error, undefined);
	assert.deepEqual(server.requests.map((r) => [r.method, r.headers.onbehalfof]), [['GET', UID], ['GET', UID], ['POST', UID]]);
});
