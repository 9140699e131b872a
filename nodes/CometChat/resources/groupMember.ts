import { type IDataObject, type INodeProperties, fillPath, defineResource, parameterError, parseUidList, filtersCollection, queryFrom, readGuid, readUid, optionsField, byPage, limit, returnAll, groupLocator, userLocator, outcomeItem, MAX_UIDS_PER_REQUEST, LIST_HINT } from './parts';

const LISTS = [
	{ name: 'participants', label: 'Participants' },
	{ name: 'moderators', label: 'Moderators' },
	{ name: 'admins', label: 'Admins' },
] as const;

const lists = LISTS.map(
	({ name, label }): INodeProperties => ({
		displayName: label,
		name,
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1, cometchat-uid-2',
		description: `The uids of the users to add as ${name}. ${LIST_HINT}. At most ${MAX_UIDS_PER_REQUEST} users in all three lists together.`,
	}),
);

const scopeOptions = [
	{ name: 'Participant', value: 'participant', description: 'Sends and receives messages' },
	{ name: 'Moderator', value: 'moderator', description: 'Also kicks and bans participants, updates the group' },
	{ name: 'Admin', value: 'admin', description: 'Also changes scopes, adds members, deletes the group' },
];

/** `filters` of Group Member › Get Many: what narrows the list. */
const groupMemberFilters = filtersCollection([
	{ displayName: 'Scopes', name: 'scopes', type: 'multiOptions', options: scopeOptions, default: [], description: 'Only members with one of these scopes' },
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: [
			{ name: 'Available', value: 'available' },
			{ name: 'Offline', value: 'offline' },
		],
		default: 'available',
		description: 'Only members who are online (available) or offline',
	},
]);

export const groupMember = defineResource('groupMember', 'add', {
	add: {
		action: 'Add members to a group',
		description: 'Add CometChat users to a group as participants, moderators or admins. Outputs success per uid and scope.',
		fields: [groupLocator, ...lists],
		request(ctx) {
			const path = fillPath('/groups/{guid}/members', { guid: readGuid(ctx) });
			const body: IDataObject = {};
			let count = 0;
			for (const { name, label } of LISTS) {
				const uids = parseUidList(ctx, ctx.getNodeParameter(name, ''), label, name, MAX_UIDS_PER_REQUEST, { allowEmpty: true });
				if (uids.length) body[name] = uids;
				count += uids.length;
			}
			if (count === 0) {
				throw parameterError(ctx, 'Participants', 'participants', 'is empty, and so are Moderators and Admins', 'Give at least one uid to add.');
			}
			if (count > MAX_UIDS_PER_REQUEST) {
				throw parameterError(ctx, 'Participants', 'participants', `and the other lists hold ${count} uids together; CometChat adds at most ${MAX_UIDS_PER_REQUEST} in one request`, 'Split the users over several items.');
			}
			return { method: 'POST', path, body };
		},
	},
	getAll: {
		description: 'List the members of a CometChat group with their uid and scope, optionally only some scopes or online members',
		fields: [groupLocator, returnAll, limit, groupMemberFilters, optionsField],
		request: (ctx) => ({
			method: 'GET',
			path: fillPath('/groups/{guid}/members', { guid: readGuid(ctx) }),
			qs: queryFrom(ctx, groupMemberFilters, { scopes: 'list', status: 'text' }),
		}),
		paging: byPage,
	},
	updateScope: {
		action: "Change a group member's scope",
		description: 'Make a member of a CometChat group a participant, moderator or admin of it',
		fields: [
			groupLocator,
			userLocator,
			{
				displayName: 'Scope',
				name: 'scope',
				type: 'options',
				options: scopeOptions,
				default: 'participant',
				description: 'The new scope of the member',
			},
		],
		request(ctx) {
			const path = fillPath('/groups/{guid}/members/{uid}', { guid: readGuid(ctx), uid: readUid(ctx) });
			const scope = String(ctx.getNodeParameter('scope', 'participant'));
			if (!scopeOptions.some((option) => option.value === scope)) {
				throw parameterError(ctx, 'Scope', 'scope', `must be participant, moderator or admin, not "${scope}"`);
			}
			return { method: 'PUT', path, body: { scope } };
		},
	},
	remove: {
		action: 'Remove a member from a group',
		description: 'Remove (kick) a member from a CometChat group; they can join again unless the group is private',
		fields: [groupLocator, userLocator],
		request: (ctx) => ({ method: 'DELETE', path: fillPath('/groups/{guid}/members/{uid}', { guid: readGuid(ctx), uid: readUid(ctx) }) }),
		output: (ctx, response) => outcomeItem('removed', { guid: readGuid(ctx), uid: readUid(ctx) }, response),
	},
});
