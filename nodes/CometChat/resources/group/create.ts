import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { parameterError, requireNewIdentifier } from '../../../shared/validation/parameters';
import { newName } from '../../descriptions/parameters';
import { additionalFields, detailBody, groupTypeOptions } from './details.fields';

const fields: INodeProperties[] = [
	{
		displayName: 'Group ID',
		name: 'guid',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. incident-2041',
		description: 'The guid of the new group, its unique ID in CometChat from now on (Group › Get Many lists it later): letters, digits, "-" and "_", at most 100 characters (CometChat stores it in lower case)',
	},
	newName,
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
	additionalFields,
];

export const groupCreate: Operation = {
	resource: 'group',
	value: 'create',
	name: 'Create',
	action: 'Create a group',
	description: 'Create a public, private or password-protected CometChat group',
	fields,
	returns: 'object',
	request(ctx) {
		const guid = requireNewIdentifier(ctx, ctx.getNodeParameter('guid'), 'Group ID', 'guid', 'the guid of the new group');
		const name = String(ctx.getNodeParameter('name', '') ?? '').trim();
		if (!name) throw parameterError(ctx, 'Name', 'name', 'is empty', 'Give the display name of the new group.');
		const type = String(ctx.getNodeParameter('type', 'public'));
		if (!groupTypeOptions.some((option) => option.value === type)) {
			throw parameterError(ctx, 'Type', 'type', `must be public, private or password, not "${type}"`);
		}
		const password = type === 'password' ? String(ctx.getNodeParameter('password', '') ?? '') : '';
		if (type === 'password' && !password) {
			throw parameterError(ctx, 'Password', 'password', 'is empty', 'A password group needs the password its members give to join.');
		}
		const details = bodyFromCollection(ctx, 'additionalFields', ctx.getNodeParameter('additionalFields', {}) as IDataObject, detailBody);
		return { method: 'POST', path: '/groups', body: { guid, name, type, ...(password ? { password } : {}), ...details } };
	},
};
