import type { INodeProperties } from 'n8n-workflow';
import { clearFieldsOption } from '../../descriptions/common.fields';
import { userLocator } from '../../descriptions/locators';
import { profileFields } from './profile.fields';

export const userUpdateFields: INodeProperties[] = [
	userLocator({ description: 'The user to update' }),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description: 'Only the fields added here are changed',
		options: [
			...profileFields,
			clearFieldsOption('user', [
				{ name: 'Avatar URL', value: 'avatar' },
				{ name: 'Metadata', value: 'metadata' },
				{ name: 'Profile URL', value: 'link' },
			]),
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				placeholder: 'e.g. Ana Lima',
				description: 'The new display name',
			},
		],
	},
];
