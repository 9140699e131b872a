import type { INodeProperties } from 'n8n-workflow';
import { routing, setPath } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { parseUidList } from '../../../shared/validation/uidList';
import type { OperationDefinition } from '../../descriptions/operations';
import { blockingUserField, readBlockingUid } from './blockingUser.fields';

/**
 * Uids per block or unblock request. CometChat documents no limit for this endpoint;
 * 25 is the batch it documents for its other uid lists (group members), kept here so a
 * request never exceeds what the API is known to take.
 */
export const MAX_BLOCKED_UIDS = 25;

/** Block and Unblock: the same request, POST or DELETE, with `{"blockedUids": [...]}`. */
export function changeBlocks(kind: 'block' | 'unblock'): OperationDefinition {
	const blocking = kind === 'block';
	const fields: INodeProperties[] = [
		{
			...blockingUserField,
			description: blocking ? 'The uid of the user who blocks the others' : 'The uid of the user who unblocks the others',
		},
		{
			displayName: blocking ? 'Users to Block' : 'Users to Unblock',
			name: 'blockedUids',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. cometchat-uid-2, cometchat-uid-3',
			description: `The uids of the users to ${kind}, at most ${MAX_BLOCKED_UIDS}. Comma-separated, or an array from an expression.`,
		},
	];
	return {
		option: {
			name: blocking ? 'Block' : 'Unblock',
			value: kind,
			action: blocking ? 'Block users' : 'Unblock users',
			description: blocking
				? 'Block users for a user: no more messages between them. Outputs success per uid.'
				: 'Unblock users a user had blocked. Outputs success per uid.',
			routing: routing(
				{ method: blocking ? 'POST' : 'DELETE', path: '/users/{uid}/blockedusers', postReceive: [unwrapData] },
				async function (requestData, send) {
					setPath(requestData, { uid: readBlockingUid(this) });
					const label = blocking ? 'Users to Block' : 'Users to Unblock';
					const blockedUids = parseUidList(this, this.getNodeParameter('blockedUids'), label, 'blockedUids', MAX_BLOCKED_UIDS);
					requestData.options.body = { blockedUids };
					return await send(requestData);
				},
			),
		},
		fields,
	};
}
