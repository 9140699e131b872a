import assert from 'node:assert/strict';
import type { FakeCometChat, RecordedRequest } from './fakeCometChat';
import { validateSendMessageBody } from './openapi';
import { validateRequest, type RequestCheckOptions } from './openapiRequests';

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

let requestsValidated = 0;

process.on('exit', () => {
	if (requestsValidated) process.stdout.write(`OpenAPI: ${requestsValidated} requests validated against their operation\n`);
});

/**
 * Every request the server received (optionally only those `match` selects) names a
 * documented operation, with documented, well-typed query parameters and a valid body.
 * Returns how many were checked.
 */
export function assertRequestsMatchOpenApi(
	server: FakeCometChat,
	options: RequestCheckOptions & { match?: (request: RecordedRequest) => boolean } = {},
): number {
	const requests = server.requests.filter((r) => !options.match || options.match(r));
	for (const request of requests) {
		assert.deepEqual(validateRequest(request, options), [], `${request.method} ${request.path} ${JSON.stringify(request.query)} ${JSON.stringify(request.body ?? null).slice(0, 300)}`);
	}
	requestsValidated += requests.length;
	return requests.length;
}
