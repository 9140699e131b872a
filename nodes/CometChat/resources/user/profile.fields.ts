import type { INodeProperties } from 'n8n-workflow';
import type { BodyField } from '../../../shared/validation/bodyFields';
import { tagsField } from '../../descriptions/common.fields';


/** The user's profile fields that create and update both send (in `additionalFields`). */
export const profileFields: INodeProperties[] = [
	{
		displayName: 'Avatar URL',
		name: 'avatar',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/avatars/ana.png',
		description: 'URL of the profile picture',
	},
	{
		displayName: 'Metadata',
		name: 'metadata',
		type: 'json',
		default: '{}',
		description: 'Any JSON object stored with the user, e.g. {"@private": {"email": "ana@example.com"}}',
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
];

export const profileBody: Record<string, BodyField> = {
	avatar: { kind: 'text', label: 'Avatar URL' },
	link: { kind: 'text', label: 'Profile URL' },
	role: { kind: 'text', label: 'Role' },
	statusMessage: { kind: 'text', label: 'Status Message' },
	metadata: { kind: 'json', label: 'Metadata' },
	tags: { kind: 'tags', label: 'Tags' },
};
