import type { INodeProperties } from 'n8n-workflow';
import type { BodyField } from '../../../shared/validation/bodyFields';
import { tagsField } from '../../descriptions/common.fields';

export const groupTypeOptions = [
	{ name: 'Public', value: 'public', description: 'Anyone can join' },
	{ name: 'Private', value: 'private', description: 'Members are added; nobody joins on their own' },
	{ name: 'Password', value: 'password', description: 'Anyone with the password can join' },
];

/** Group details that create and update both send (in `additionalFields`). */
export const detailFields: INodeProperties[] = [
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

export const detailBody: Record<string, BodyField> = {
	description: { kind: 'text', label: 'Description' },
	icon: { kind: 'text', label: 'Icon URL' },
	metadata: { kind: 'json', label: 'Metadata' },
	owner: { kind: 'text', label: 'Owner' },
	tags: { kind: 'tags', label: 'Tags' },
};
