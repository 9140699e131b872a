import { type INodeProperties, type IDataObject, type ItemParameters, readNewId, fillPath, type Spec, defineResource, additionalFieldsCollection, bodyFrom, filtersCollection, queryFrom, readUid, optionsField, byPage, limit, returnAll, permanent, userLocator, outcomeItem, LIST_HINT, clearFieldsOption, tagsField, readNewName, updateBody, onUpdate, onCreate, newNameField, UID_LIST_PLACEHOLDER, uidListDescription, readUidList } from './parts';


/** User › Create and Update: the profile both send, and what only one of them has. */
const additionalFields: INodeProperties = additionalFieldsCollection(
	[
		{
			displayName: 'Avatar URL',
			name: 'avatar',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/avatars/ana.png',
			description: 'URL of the profile picture',
		},
		{
			...clearFieldsOption('user', [
				{ name: 'Avatar URL', value: 'avatar' },
				{ name: 'Metadata', value: 'metadata' },
				{ name: 'Profile URL', value: 'link' },
			]),
			displayOptions: onUpdate,
		},
		{
			displayName: 'Metadata',
			name: 'metadata',
			type: 'json',
			default: '{}',
			description: 'Any JSON object stored with the user, e.g. {"@private": {"email": "ana@example.com"}}',
		},
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			placeholder: 'e.g. Ana Lima',
			description: 'The new display name',
			displayOptions: onUpdate,
		},
		{
			displayName: 'Profile URL',
			name: 'link',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/people/ana',
			description: 'URL of the profile page',
		},
		{
			displayName: 'Return Auth Token',
			name: 'withAuthToken',
			type: 'boolean',
			default: true,
			description:
				'Whether to also create an auth token and return it in the output as authToken, for the client app to log the user in. Without it the output holds no token.',
			displayOptions: onCreate,
		},
		{
			displayName: 'Role',
			name: 'role',
			type: 'string',
			default: '',
			placeholder: 'e.g. default',
			description: 'A role defined in the CometChat dashboard (role-based access control)',
		},
		{
			displayName: 'Status Message',
			name: 'statusMessage',
			type: 'string',
			default: '',
			placeholder: 'e.g. On call until 18:00',
			description: "A message about the user's current status or mood",
		},
		tagsField('user', 'e.g. support, night-shift'),
	],
	{ description: 'Optional attributes of the user; an update changes only the fields added here' },
);

/** How the profile fields become body fields (create and update). */
const profileBody = { avatar: 'text', link: 'text', role: 'text', statusMessage: 'text', metadata: 'json', tags: 'tags' } as const;

const newUid: INodeProperties = {
	displayName: 'User ID',
	name: 'uid',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. ana-lima',
	description: 'The uid of the new user, its unique ID in CometChat from now on: letters, digits, "-" and "_", at most 100 characters (CometChat stores it in lower case)',
};

const isPermanent = (ctx: ItemParameters) => ctx.getNodeParameter('permanent', false) === true;

const DEACTIVATED: Record<string, IDataObject> = {
	exclude: {},
	include: { withDeactivated: true },
	only: { onlyDeactivated: true },
};

/** `filters` of User › Get Many: what narrows the list. */
const userFilters = filtersCollection([
	{
		displayName: 'Deactivated Users',
		name: 'deactivated',
		type: 'options',
		options: [
			{ name: 'Exclude', value: 'exclude', description: 'Active users only (CometChat default)' },
			{ name: 'Include', value: 'include', description: 'Active and deactivated users' },
			{ name: 'Only', value: 'only', description: 'Deactivated users only' },
		],
		default: 'exclude',
	},
	{ displayName: 'Role', name: 'role', type: 'string', default: '', placeholder: 'e.g. default', description: 'Only users with this role' },
	{ displayName: 'Search Key', name: 'searchKey', type: 'string', default: '', placeholder: 'e.g. ana', description: 'Only users whose uid or name starts with this text' },
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: [
			{ name: 'Available', value: 'available' },
			{ name: 'Offline', value: 'offline' },
		],
		default: 'available',
		description: 'Only users who are online (available) or offline',
	},
	{ displayName: 'Tags', name: 'tags', type: 'string', default: '', placeholder: 'e.g. billing, urgent', description: `Only users with any of these tags. ${LIST_HINT}.` },
]);

/** `uids` of Deactivate and Reactivate. */
const uids: INodeProperties = {
	displayName: 'User IDs',
	name: 'uids',
	type: 'string',
	required: true,
	default: '',
	placeholder: UID_LIST_PLACEHOLDER,
	description: uidListDescription(''),
};

/**
 * Deactivate (`DELETE /users` with `{"uidsToDeactivate": […]}`) and Reactivate
 * (`PUT /users` with `{"uidsToActivate": […]}`), several users at once; the item is
 * CometChat's answer, the uids it changed.
 */
const changeActivation = (method: 'DELETE' | 'PUT', key: string): Pick<Spec, 'fields' | 'request'> => ({
	fields: [uids],
	request: (ctx) => ({ method, path: '/users', body: { [key]: readUidList(ctx, uids) } }),
});

export const user = defineResource('user', 'create', {
	create: {
		action: 'Create a user',
		description: 'Create a CometChat user, optionally with an auth token for the client app to log in',
		fields: [newUid, newNameField('e.g. Ana Lima', 'The display name of the new user, as other users see it'), additionalFields],
		request(ctx) {
			const uid = readNewId(ctx, newUid, 'the uid of the new user');
			const displayName = readNewName(ctx, 'user');
			const body = bodyFrom(ctx, additionalFields, { ...profileBody, withAuthToken: 'boolean' });
			return { method: 'POST', path: '/users', body: { uid, name: displayName, ...body } };
		},
		/** The token only where the user asked for it, even if a server sent one anyway. */
		output(ctx, response) {
			const user = { ...(response.data as IDataObject) };
			if (ctx.getNodeParameter('additionalFields.withAuthToken', false) !== true) delete user.authToken;
			return user;
		},
	},
	get: {
		action: 'Get a user',
		description: 'Get the profile of one CometChat user by uid: name, avatar, status, role, metadata, tags',
		fields: [userLocator],
		request: (ctx) => ({ method: 'GET', path: fillPath('/users/{uid}', { uid: readUid(ctx) }) }),
	},
	getAll: {
		description: 'List CometChat users with their uids, optionally filtered by name, uid, status, role or tags',
		fields: [returnAll, limit, userFilters, optionsField],
		request(ctx) {
			const deactivated = (ctx.getNodeParameter('filters', {}) as IDataObject).deactivated ?? 'exclude';
			const qs = {
				...queryFrom(ctx, userFilters, { searchKey: 'text', status: 'text', role: 'text', tags: 'list' }),
				...DEACTIVATED[String(deactivated)],
				...queryFrom(ctx, optionsField, { withTags: 'flag' }),
			};
			return { method: 'GET', path: '/users', qs };
		},
		paging: byPage,
	},
	update: {
		action: 'Update a user',
		description: "Change a CometChat user's name, avatar, profile URL, role, status message, metadata or tags, or clear some of them",
		fields: [userLocator, additionalFields],
		request(ctx) {
			const path = fillPath('/users/{uid}', { uid: readUid(ctx) });
			return { method: 'PUT', path, body: updateBody(ctx, bodyFrom(ctx, additionalFields, { name: 'text', ...profileBody })) };
		},
	},
	delete: {
		action: 'Delete a user',
		description: 'Delete a CometChat user; permanently (with their messages and conversations) if asked',
		fields: [userLocator, permanent],
		request: (ctx) => ({
			method: 'DELETE',
			path: fillPath('/users/{uid}', { uid: readUid(ctx) }),
			...(isPermanent(ctx) ? { body: { permanent: true } } : {}),
		}),
		output: (ctx, response) => outcomeItem('deleted', { uid: readUid(ctx), permanent: isPermanent(ctx) }, response),
	},
	deactivate: {
		...changeActivation('DELETE', 'uidsToDeactivate'),
		action: 'Deactivate users',
		description: 'Deactivate CometChat users, several at once: they can no longer log in and leave the user lists, their data is kept. Outputs the deactivated uids.',
	},
	reactivate: {
		...changeActivation('PUT', 'uidsToActivate'),
		action: 'Reactivate users',
		description: 'Reactivate deactivated CometChat users, several at once, with their data as it was. Outputs the reactivated uids.',
	},
});
