import assert from 'node:assert/strict';
import type { FakeCometChat } from './fakeCometChat';
import { validateSendMessageBody } from './openapi';

/** Every message body the server received validates against CometChat's OpenAPI schema. */
export function assertBodiesMatchSchema(server: FakeCometChat): number {
	const bodies = server.requestsTo('POST', '/v3/messages').map((r) => r.body);
	for (const body of bodies) {
		assert.deepEqual(validateSendMessageBody(body), [], `schema errors for ${JSON.stringify(body).slice(0, 300)}`);
	}
	return bodies.length;
}

let validated = 0;

process.on('exit', () => {
	// one line per test file, read into the closing notes
	if (validated) process.stdout.write(`OpenAPI: ${validated} request bodies validated\n`);
});

/** Counts what the suite validated, so the closing summary can say so. */
export function validateAndCount(server: FakeCometChat): void {
	validated += assertBodiesMatchSchema(server);
}

export function validatedCount(): number {
	return validated;
}
