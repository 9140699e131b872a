import type { INodeProperties } from 'n8n-workflow';
import type { BodyField } from '../../../shared/validation/body';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { clearFieldsOption, tagsField } from '../../descriptions/common.fields';

const onCreate = { show: { '/operation': ['create'] } };
const onUpdate = { show: { '/operation': ['update'] } };

/** User › Create and Update: the profile both send, and what only one of them has. */
export const additionalFields: INodeProperties = additionalFieldsCollection(
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
export const profileBody: Record<string, BodyField> = {
	avatar: { kind: 'text', label: 'Avatar URL' },
	link: { kind: 'text', label: 'Profile URL' },
	role: { kind: 'text', label: 'Role' },
	statusMessage: { kind: 'text', label: 'Status Message' },
	metadata: { kind: 'json', label: 'Metadata' },
	tags: { kind: 'tags', label: 'Tags' },
};
