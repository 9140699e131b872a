import type { INodeProperties } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { clearFieldsOption } from '../../descriptions/common.fields';
import { userLocator } from '../../descriptions/locators';
import { profileFields } from './profile.fields';

export const userUpdateFields: INodeProperties[] = [
	userLocator({ description: 'The user to update' }),
	additionalFieldsCollection([
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
	], { description: 'Only the fields added here are changed' }),
];
