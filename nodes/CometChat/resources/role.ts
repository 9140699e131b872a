import { type IDataObject, type INodeProperties, type ItemParameters, readId, readNewId, fillPath, defineResource, additionalFieldsCollection, bodyFrom, clearFieldsOption, readNewName, updateBody, optionsField, byPage, limit, returnAll, getAndDelete, onUpdate, newNameField } from './parts';

/** `role` of every Role operation: the role's ID (a new one for Create). */
const roleField: INodeProperties = {
	displayName: 'Role ID',
	name: 'role',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. moderator',
	description:
		"The role's unique ID in CometChat, as Role › Get Many lists it and users carry it in their role (every app has the role default). For Create, the ID of the new role: letters, digits, \"-\" and \"_\", at most 100 characters.",
};

const readRole = (ctx: ItemParameters) => readId(ctx, roleField, 'the ID of a role', 'default');

const audience = [
	{ name: 'All Users', value: 'all' },
	{ name: 'Friends Only', value: 'friendsOnly' },
];

/** Role › Create and Update: what both send, and what only an update changes or clears. */
const roleDetails: INodeProperties = additionalFieldsCollection(
	[
		{
			...clearFieldsOption('role', [
				{ name: 'Description', value: 'description' },
				{ name: 'Metadata', value: 'metadata' },
				{ name: 'Settings', value: 'settings' },
			]),
			displayOptions: onUpdate,
		},
		{ displayName: 'Description', name: 'description', type: 'string', default: '', placeholder: 'e.g. Support staff', description: 'What the role is for' },
		{ displayName: 'List Users', name: 'listUsers', type: 'options', options: audience, default: 'all', description: 'Which users members of this role see in user lists' },
		{ displayName: 'Metadata', name: 'metadata', type: 'json', default: '{}', description: 'Any JSON object stored with the role' },
		{ displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. Moderator', description: 'The new display name', displayOptions: onUpdate },
		{ displayName: 'Send Messages To', name: 'sendMessagesTo', type: 'options', options: audience, default: 'all', description: 'Whom members of this role may send messages to' },
	],
	{ description: 'Optional attributes of the role; an update changes only the fields added here' },
);


/**
 * The body fields of `roleDetails` (Name only for an update, which alone shows it); List
 * Users and Send Messages To go into `settings`.
 */
function roleBody(context: ItemParameters, withName: boolean): IDataObject {
	const body = bodyFrom(context, roleDetails, { ...(withName ? { name: 'text' } : {}), description: 'text', metadata: 'json' });
	const settings = bodyFrom(context, roleDetails, { listUsers: 'choice', sendMessagesTo: 'choice' });
	if (Object.keys(settings).length) body.settings = settings;
	return body;
}

const [getRole, deleteRole] = getAndDelete(
	[roleField],
	'/roles/{role}',
	(ctx) => ({ role: readRole(ctx) }),
	'Get one CometChat role by ID: name, description, metadata, settings',
	'Delete a CometChat role by ID',
);

export const role = defineResource('role', 'getAll', {
	create: {
		description: 'Create a CometChat role (for role-based access) with a name, and optionally a description, metadata and settings',
		fields: [roleField, newNameField('e.g. Moderator', 'The display name of the new role'), roleDetails],
		request(ctx) {
			const role = readNewId(ctx, roleField, 'the ID of the new role');
			const displayName = readNewName(ctx, 'role');
			return { method: 'POST', path: '/roles', body: { role, name: displayName, ...roleBody(ctx, false) } };
		},
	},
	get: getRole,
	getAll: {
		description: 'List the CometChat roles of the app with their IDs, names and settings',
		fields: [returnAll, limit, optionsField],
		request: () => ({ method: 'GET', path: '/roles' }),
		paging: byPage,
	},
	update: {
		description: "Change a CometChat role's name, description, metadata or settings, or clear some of them",
		fields: [roleField, roleDetails],
		request(ctx) {
			const path = fillPath('/roles/{role}', { role: readRole(ctx) });
			return { method: 'PUT', path, body: updateBody(ctx, roleBody(ctx, true)) };
		},
	},
	delete: deleteRole,
});
