import { type INodeProperties, type IDataObject, type ItemParameters, readId, fillPath, type Spec, defineResource, optionsField, byPage, limit, returnAll, UID_LIST_PLACEHOLDER, uidListDescription, readUidList } from './parts';

/** The user whose blocks are read or changed: a plain string `uid` (the contract keeps it so). */
const blockingUser: INodeProperties = {
	displayName: 'User ID',
	name: 'uid',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-1',
	description:
		"The uid of the user whose blocks to list or change: the user's unique ID in CometChat, set when the user was created (User › Get Many lists them)",
};

const readBlockingUid = (ctx: ItemParameters) => readId(ctx, blockingUser, 'the uid of a user');

/** Block and Unblock: the same request, POST or DELETE, with `{"blockedUids": [...]}`. */
function changeBlocks(method: 'POST' | 'DELETE', change: string): Pick<Spec, 'fields' | 'request'> {
	// Users to Block, Users to Unblock: the name in the panel is the one errors give
	const users: INodeProperties = {
		displayName: method === 'POST' ? 'Users to Block' : 'Users to Unblock',
		name: 'blockedUids',
		type: 'string',
		required: true,
		default: '',
		placeholder: UID_LIST_PLACEHOLDER,
		description: uidListDescription(` to ${change}`),
	};
	return {
		fields: [blockingUser, users],
		request(ctx) {
			const path = fillPath('/users/{uid}/blockedusers', { uid: readBlockingUid(ctx) });
			return { method, path, body: { blockedUids: readUidList(ctx, users) } };
		},
	};
}

export const blockedUser = defineResource('blockedUser', 'getAll', {
	block: {
		...changeBlocks('POST', 'block'),
		action: 'Block users',
		description: 'Block users for a CometChat user: no more messages between them. Outputs success per uid.',
	},
	getAll: {
		description: 'List the users a CometChat user has blocked, or who blocked them',
		fields: [blockingUser, returnAll, limit, optionsField],
		request(ctx) {
			const path = fillPath('/users/{uid}/blockedusers', { uid: readBlockingUid(ctx) });
			// `direction` whenever it is set, `searchKey` when it holds text (the page size is the pager's)
			const { direction, searchKey } = ctx.getNodeParameter('options', {}) as IDataObject;
			return { method: 'GET', path, qs: { ...(direction !== undefined ? { direction } : {}), ...(searchKey ? { searchKey } : {}) } };
		},
		paging: byPage,
	},
	unblock: {
		...changeBlocks('DELETE', 'unblock'),
		action: 'Unblock users',
		description: 'Unblock users a CometChat user had blocked. Outputs success per uid.',
	},
});
