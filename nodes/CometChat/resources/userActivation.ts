import type { INodeProperties } from 'n8n-workflow';
import { type Operation, parseUidList } from './parts';

/** User › Deactivate and Reactivate, several users at once. */

/**
 * Uids per request. CometChat documents no limit for these endpoints; 25 is the batch it
 * documents for its other uid lists (group members), as Block and Unblock keep too.
 */
const MAX_ACTIVATION_UIDS = 25;

/** `uids` of Deactivate and Reactivate. */
const uids: INodeProperties = {
	displayName: 'User IDs',
	name: 'uids',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-2, cometchat-uid-3',
	description: `The uids (unique IDs in CometChat, as User › Get Many lists them) of the users, at most ${MAX_ACTIVATION_UIDS}. Comma-separated, or an array from an expression.`,
};

type Texts = Pick<Operation, 'value' | 'name' | 'action' | 'description'>;

/**
 * Deactivate (`DELETE /users` with `{"uidsToDeactivate": […]}`) and Reactivate
 * (`PUT /users` with `{"uidsToActivate": […]}`); the item is CometChat's answer, the uids
 * it changed.
 */
function changeActivation(method: 'DELETE' | 'PUT', texts: Texts): Operation {
	const key = method === 'DELETE' ? 'uidsToDeactivate' : 'uidsToActivate';
	return {
		resource: 'user',
		...texts,
		fields: [uids],
		returns: 'object',
		request: (ctx) => ({ method, path: '/users', body: { [key]: parseUidList(ctx, ctx.getNodeParameter('uids', ''), 'User IDs', 'uids', MAX_ACTIVATION_UIDS) } }),
	};
}

export const userDeactivate = changeActivation('DELETE', {
	value: 'deactivate',
	name: 'Deactivate',
	action: 'Deactivate users',
	description: 'Deactivate CometChat users, several at once: they can no longer log in and leave the user lists, their data is kept. Outputs the deactivated uids.',
});

export const userReactivate = changeActivation('PUT', {
	value: 'reactivate',
	name: 'Reactivate',
	action: 'Reactivate users',
	description: 'Reactivate deactivated CometChat users, several at once, with their data as it was. Outputs the reactivated uids.',
});
