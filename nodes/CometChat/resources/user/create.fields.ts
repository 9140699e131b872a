import type { INodeProperties } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { profileFields } from './profile.fields';

export const userCreateFields: INodeProperties[] = [
	{
		displayName: 'User ID',
		name: 'uid',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. ana-lima',
		description: 'The uid of the new user: letters, digits, "-" and "_", at most 100 characters (CometChat stores it in lower case)',
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Ana Lima',
		description: 'The display name of the new user',
	},
	additionalFieldsCollection([
		...profileFields,
		{
			displayName: 'Return Auth Token',
			name: 'withAuthToken',
			type: 'boolean',
			default: true,
			description:
				'Whether to also create an auth token and return it in the output as authToken, for the client app to log the user in. Without it the output holds no token.',
		},
	]),
];
