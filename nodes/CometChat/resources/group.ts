import { type INodeProperties, limit, readPageWindow, returnAll, fillPath, defineResource, readNewId, onBehalfOfFrom, parameterError, additionalFieldsCollection, bodyFrom, filtersCollection, queryFrom, readGuid, optionsField, groupLocator, getAndDelete, LIST_HINT, clearFieldsOption, tagsField, readNewName, updateBody, onUpdate, newNameField } from './parts';

const groupTypeOptions = [
	{ name: 'Public', value: 'public', description: 'Anyone can join' },
	{ name: 'Private', value: 'private', description: 'Members are added; nobody joins on their own' },
	{ name: 'Password', value: 'password', description: 'Anyone with the password can join' },
];

/** Group details that create and update both send (in `additionalFields`). */
const detailFields: INodeProperties[] = [
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		placeholder: 'e.g. On-call coordination for incidents',
		description: 'What the group is about (up to 255 characters)',
	},
	{
		displayName: 'Icon URL',
		name: 'icon',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/icons/ops.png',
		description: 'URL of the group icon',
	},
	{
		displayName: 'Metadata',
		name: 'metadata',
		type: 'json',
		default: '{}',
		description: 'Any JSON object stored with the group',
	},
	{
		displayName: 'Owner',
		name: 'owner',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1',
		description: 'The uid of the user who owns the group (by default the app itself)',
	},
	tagsField('group', 'e.g. ops, incident'),
];


/** Group › Create and Update: the details both send, and what only an update changes here. */
const additionalFields: INodeProperties = additionalFieldsCollection(
	[
		{
			...clearFieldsOption('group', [
				{ name: 'Description', value: 'description' },
				{ name: 'Icon URL', value: 'icon' },
				{ name: 'Metadata', value: 'metadata' },
			]),
			displayOptions: onUpdate,
		},
		...detailFields,
		{ displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The new display name', displayOptions: onUpdate },
		{
			displayName: 'Password',
			name: 'password',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: 'The new password (for password groups)',
			displayOptions: onUpdate,
		},
		{ displayName: 'Type', name: 'type', type: 'options', options: groupTypeOptions, default: 'public', description: 'Who can join the group', displayOptions: onUpdate },
	],
	{ description: 'Optional details of the group; an update changes only the fields added here' },
);

const detailBody = { description: 'text', icon: 'text', metadata: 'json', owner: 'text', tags: 'tags' } as const;

const newGuid: INodeProperties = {
	displayName: 'Group ID',
	name: 'guid',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. incident-2041',
	description: 'The guid of the new group, its unique ID in CometChat from now on (Group › Get Many lists it later): letters, digits, "-" and "_", at most 100 characters (CometChat stores it in lower case)',
};

const fields: INodeProperties[] = [
	newGuid,
	newNameField('e.g. Support Team', 'The display name of the new group, as its members see it'),
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		options: groupTypeOptions,
		default: 'public',
		description: 'Who can join the group',
	},
	{
		displayName: 'Password',
		name: 'password',
		type: 'string',
		typeOptions: { password: true },
		required: true,
		default: '',
		description: 'The password members give to join',
		displayOptions: { show: { type: ['password'] } },
	},
	additionalFields,
];

/** `filters` of Group › Get Many: what narrows the list. */
const groupFilters = filtersCollection([
	{
		displayName: 'Joined by User',
		name: 'onBehalfOf',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1',
		description: 'Only groups this user (uid) has joined; the list is then seen as this user sees it',
	},
	{ displayName: 'Search Key', name: 'searchKey', type: 'string', default: '', placeholder: 'e.g. support', description: 'Only groups whose guid or name contains this text' },
	{ displayName: 'Tags', name: 'tags', type: 'string', default: '', placeholder: 'e.g. billing, urgent', description: `Only groups with any of these tags. ${LIST_HINT}.` },
	{ displayName: 'Type', name: 'type', type: 'options', options: groupTypeOptions, default: 'public', description: 'Only groups of this type' },
]);

const [getGroup, deleteGroup] = getAndDelete(
	[groupLocator],
	'/groups/{guid}',
	(ctx) => ({ guid: readGuid(ctx) }),
	'Get one CometChat group by guid: name, type, owner, member count, tags',
	'Delete a CometChat group with its members and messages',
);

export const group = defineResource('group', 'create', {
	create: {
		description: 'Create a public, private or password-protected CometChat group',
		fields,
		request(ctx) {
			const guid = readNewId(ctx, newGuid, 'the guid of the new group');
			const name = readNewName(ctx, 'group');
			const type = String(ctx.getNodeParameter('type', 'public'));
			if (!groupTypeOptions.some((option) => option.value === type)) {
				throw parameterError(ctx, 'Type', 'type', `must be public, private or password, not "${type}"`);
			}
			const password = type === 'password' ? String(ctx.getNodeParameter('password', '') ?? '') : '';
			if (type === 'password' && !password) {
				throw parameterError(ctx, 'Password', 'password', 'is empty', 'A password group needs the password its members give to join.');
			}
			const details = bodyFrom(ctx, additionalFields, detailBody);
			return { method: 'POST', path: '/groups', body: { guid, name, type, ...(password ? { password } : {}), ...details } };
		},
	},
	get: getGroup,
	getAll: {
		description: 'List CometChat groups with their guids, optionally filtered by name, type, tags, or the groups a user has joined',
		fields: [returnAll, limit, groupFilters, optionsField],
		request(ctx) {
			const joinedBy = onBehalfOfFrom.call(ctx, false, 'Joined by User', 'filters.onBehalfOf');
			const qs = {
				...queryFrom(ctx, groupFilters, { searchKey: 'text', type: 'text', tags: 'list' }),
				...(joinedBy ? { hasJoined: true } : {}),
				...queryFrom(ctx, optionsField, { withTags: 'flag' }),
			};
			return { method: 'GET', path: '/groups', qs, onBehalfOf: joinedBy };
		},
		// GET /groups documents affix/updatedAt: pagination handled via the envelope's meta.cursor
		paging: (ctx) => ({ by: 'cursor', window: readPageWindow.call(ctx), sizeParameter: 'perPage', cursorParameters: ['affix', 'updatedAt'] }),
	},
	update: {
		description: "Change a CometChat group's name, type, password, description, icon, owner, metadata or tags, or clear some of them",
		fields: [groupLocator, additionalFields],
		request(ctx) {
			const path = fillPath('/groups/{guid}', { guid: readGuid(ctx) });
			const body = updateBody(ctx, bodyFrom(ctx, additionalFields, { name: 'text', type: 'choice', password: 'text', ...detailBody }));
			if (body.type === 'password' && !body.password) {
				throw parameterError(ctx, 'Password', 'additionalFields.password', 'is missing', 'Making a group a password group needs the password too.');
			}
			return { method: 'PUT', path, body };
		},
	},
	delete: deleteGroup,
});
