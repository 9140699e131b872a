import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../../support/fakeCometChat';

/** A signed resume link of this test run: n8n's waiting URL for execution-1, node cometchat-node. */
export const LINK = /^http:\/\/127\.0\.0\.1:5678\/webhook-waiting\/execution-1\/cometchat-node\?approved=(true|false)&signature=[0-9a-f]{64}$/;

export const ANY_NODE_LINK = /^http:\/\/127\.0\.0\.1:5678\/webhook-waiting\/execution-1\/[\w-]+\?approved=(true|false)&signature=[0-9a-f]{64}$/;

export const QUESTION = 'Refund $120 to order #1042?';

export function ask(extra: IDataObject = {}): INodeParameters {
	return <INodeParameters>{ resource: 'message', operation: 'sendAndWait', receiverType: 'user', receiver: 'ana', message: QUESTION, ...extra };
}

export function sentBodies(server: FakeCometChat): IDataObject[] {
	return server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject);
}

/** The one message sent, and the resume links it carries (approve first). */
export function sentQuestion(server: FakeCometChat, link = LINK): { body: IDataObject; links: string[] } {
	const bodies = sentBodies(server);
	assert.equal(bodies.length, 1, 'exactly one message is sent');
	const interactive = (bodies[0].data as IDataObject).interactiveData as IDataObject;
	const elements = [...((interactive.cardActions as IDataObject[]) ?? []), ...(interactive.submitElement ? [interactive.submitElement as IDataObject] : [])];
	const links = elements.map((element) => String((element.action as IDataObject).url));
	for (const url of links) assert.match(url, link);
	return { body: bodies[0], links };
}

/** respondedAt is the time of the answer (as n8n 2.x adds it); the rest is compared exactly. */
export function withoutTime(data: unknown): IDataObject {
	const copy = { ...((data as IDataObject).data as IDataObject) };
	assert.match(String(copy.respondedAt), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
	delete copy.respondedAt;
	return copy;
}
