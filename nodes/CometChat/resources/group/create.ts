import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { routing } from '../../../shared/transport/routing';
import { bodyFromCollection } from '../../../shared/validation/bodyFields';
import { requireNewIdentifier } from '../../../shared/validation/newIdentifier';
import { parameterError } from '../../../shared/validation/parameterError';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import type { OperationDefinition } from '../../descriptions/operations';
import { detailBody, detailFields, groupTypeOptions } from './details.fields';

const fields: INodeProperties[] = [
	{
		displayName: 'Group ID',
		name: 'guid',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. incident-2041',
		description: 'The guid of the new group: letters, digits, "-" and "_", at most 100 characters (CometChat stores it in lower case)',
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Incident 2041',
		description: 'The display name of the new group',
	},
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
	additionalFieldsCollection(detailFields),
];

export const groupCreate: OperationDefinition = {
	option: {
		name: 'Create',
		value: 'create',
		action: 'Create a group',
		description: 'Create a public, private or password-protected group',
		routing: routing({ method: 'POST', path: '/groups', answer: 'object' }, async function (requestData, send) {
			const guid = requireNewIdentifier(this, this.getNodeParameter('guid'), 'Group ID', 'guid', 'the guid of the new group');
			const name = String(this.getNodeParameter('name', '') ?? '').trim();
			if (!name) throw parameterError(this, 'Name', 'name', 'is empty', 'Give the display name of the new group.');
			const type = String(this.getNodeParameter('type', 'public'));
			if (!groupTypeOptions.some((option) => option.value === type)) {
				throw parameterError(this, 'Type', 'type', `must be public, private or password, not "${type}"`);
			}
			const password = type === 'password' ? String(this.getNodeParameter('password', '') ?? '') : '';
			if (type === 'password' && !password) {
				throw parameterError(this, 'Password', 'password', 'is empty', 'A password group needs the password its members give to join.');
			}
			const details = bodyFromCollection(this, 'additionalFields', this.getNodeParameter('additionalFields', {}) as IDataObject, detailBody);
			requestData.options.body = { guid, name, type, ...(password ? { password } : {}), ...details };
			return await send(requestData);
		}),
	},
	fields,
};
