import type { INodeProperties } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { parseUidList } from '../../../shared/validation/parameters';
import { blockingUser, readBlockingUid } from './blockingUser.fields';

/**
 * Uids per block or unblock request. CometChat documents no limit for this endpoint;
 * 25 is the batch it documents for its other uid lists (group members), kept here so a
 * request never exceeds what the API is known to take.
 */
const MAX_BLOCKED_UIDS = 25;

/** Users to Block, Users to Unblock: the name in the panel is the one errors give. */
function blockedUids(label: string, verb: string): INodeProperties {
	return {
		displayName: label,
		name: 'blockedUids',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. cometchat-uid-2, cometchat-uid-3',
		description: `The uids (unique IDs in CometChat, as User › Get Many lists them) of the users to ${verb}, at most ${MAX_BLOCKED_UIDS}. Comma-separated, or an array from an expression.`,
	};
}

type Texts = Pick<Operation, 'value' | 'name' | 'action' | 'description'>;

/** Block and Unblock: the same request, POST or DELETE, with `{"blockedUids": [...]}`. */
export function changeBlocks(method: 'POST' | 'DELETE', texts: Texts): Operation {
	const label = method === 'POST' ? 'Users to Block' : 'Users to Unblock';
	return {
		resource: 'blockedUser',
		...texts,
		fields: [blockingUser, blockedUids(label, texts.value)],
		returns: 'object',
		request(ctx) {
			const path = fillPath('/users/{uid}/blockedusers', { uid: readBlockingUid(ctx) });
			return { method, path, body: { blockedUids: parseUidList(ctx, ctx.getNodeParameter('blockedUids'), label, 'blockedUids', MAX_BLOCKED_UIDS) } };
		},
	};
}
