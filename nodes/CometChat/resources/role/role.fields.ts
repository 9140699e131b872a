import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { bodyFromCollection, type BodyField } from '../../../shared/validation/body';
import { type ItemParameters, requireIdentifier } from '../../../shared/validation/parameters';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { clearFieldsOption } from '../../descriptions/common.fields';

/** `role` of every Role operation: the role's ID (a new one for Create). */
export const roleField: INodeProperties = {
	displayName: 'Role ID',
	name: 'role',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. moderator',
	description:
		"The role's unique ID in CometChat, as Role › Get Many lists it and users carry it in their role (every app has the role default). For Create, the ID of the new role: letters, digits, \"-\" and \"_\", at most 100 characters.",
};

export function readRole(context: ItemParameters): string {
	return requireIdentifier.call(context, context.getNodeParameter('role'), 'Role ID', 'role', 'the ID of a role', 'default');
}

const onUpdate = { show: { '/operation': ['update'] } };
const audience = [
	{ name: 'All Users', value: 'all' },
	{ name: 'Friends Only', value: 'friendsOnly' },
];

/** Role › Create and Update: what both send, and what only an update changes or clears. */
export const roleDetails: INodeProperties = additionalFieldsCollection(
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

const detailBody: Record<string, BodyField> = {
	description: { kind: 'text', label: 'Description' },
	metadata: { kind: 'json', label: 'Metadata' },
};

/**
 * The body fields of `roleDetails` (Name only for an update, which alone shows it); List
 * Users and Send Messages To go into `settings`.
 */
export function roleBody(context: ItemParameters, withName: boolean): IDataObject {
	const values = context.getNodeParameter('additionalFields', {}) as IDataObject;
	const fields: Record<string, BodyField> = withName ? { name: { kind: 'text', label: 'Name' }, ...detailBody } : detailBody;
	const body = bodyFromCollection(context, 'additionalFields', values, fields);
	const settings = bodyFromCollection(context, 'additionalFields', values, {
		listUsers: { kind: 'choice', label: 'List Users' },
		sendMessagesTo: { kind: 'choice', label: 'Send Messages To' },
	});
	if (Object.keys(settings).length) body.settings = settings;
	return body;
}
