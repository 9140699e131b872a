import type { INodeProperties } from 'n8n-workflow';
import type { BodyField } from '../../../shared/validation/body';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { clearFieldsOption, tagsField } from '../../descriptions/common.fields';

export const groupTypeOptions = [
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

const onUpdate = { show: { '/operation': ['update'] } };

/** Group › Create and Update: the details both send, and what only an update changes here. */
export const additionalFields: INodeProperties = additionalFieldsCollection(
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

export const detailBody: Record<string, BodyField> = {
	description: { kind: 'text', label: 'Description' },
	icon: { kind: 'text', label: 'Icon URL' },
	metadata: { kind: 'json', label: 'Metadata' },
	owner: { kind: 'text', label: 'Owner' },
	tags: { kind: 'tags', label: 'Tags' },
};
