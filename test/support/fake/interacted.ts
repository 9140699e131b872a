import { cometError, type Route } from './types';

/**
 * PATCH /v3/messages/{id}/interacted (mark a message as interacted): onBehalfOf is
 * required, the body lists element ids, the message must exist. Answers as CometChat
 * documents it: data { success, message }.
 */
export const interactedRoute: Route = (fake, request) => {
	const match = /^\/v3\/messages\/([^/]+)\/interacted$/.exec(request.path);
	if (request.method !== 'PATCH' || !match) return undefined;
	const id = decodeURIComponent(match[1]);
	const uid = request.headers.onbehalfof;
	if (!uid) return cometError(400, 'ERR_ON_BEHALF_OF_REQUIRED', 'The onBehalfOf header is required.');
	const interactions = (request.body as { interactions?: unknown } | undefined)?.interactions;
	if (!Array.isArray(interactions) || interactions.some((element) => typeof element !== 'string')) {
		return cometError(400, 'ERR_INVALID_INTERACTIONS', 'interactions must be a list of element ids.');
	}
	const message = fake.messages.find((m) => m.id === id);
	if (!message) return cometError(404, 'ERR_MESSAGE_NOT_FOUND', `No message with id ${id}.`);
	const done = new Set([...((message.interactions as string[] | undefined) ?? []), ...(interactions as string[])]);
	message.interactions = [...done];
	return { status: 200, body: { data: { success: true, message: `The message id ${id} has been marked as interacted for the user ${String(uid)}.` } } };
};
