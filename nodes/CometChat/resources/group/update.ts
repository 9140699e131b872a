import type { IDataObject } from 'n8n-workflow';
import { routing, setPath } from '../../../shared/transport/routing';
import { bodyFromCollection, unsetList } from '../../../shared/validation/bodyFields';
import { parameterError } from '../../../shared/validation/parameterError';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { clearFieldsOption } from '../../descriptions/common.fields';
import { groupLocator, readGuid } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';
import { detailBody, detailFields, groupTypeOptions } from './details.fields';

export const groupUpdate: OperationDefinition = {
	option: {
		name: 'Update',
		value: 'update',
		action: 'Update a group',
		description: "Change a group's name, type, password, description, icon, owner, metadata or tags, or clear some of them",
		routing: routing({ method: 'PUT', path: '/groups/{guid}', answer: 'object' }, async function (requestData, send) {
			setPath(requestData, { guid: readGuid(this) });
			const fields = this.getNodeParameter('additionalFields', {}) as IDataObject;
			const body = bodyFromCollection(this, 'additionalFields', fields, {
				name: { kind: 'text', label: 'Name' },
				type: { kind: 'choice', label: 'Type' },
				password: { kind: 'text', label: 'Password' },
				...detailBody,
			});
			const unset = unsetList(this, 'additionalFields', fields, body);
			if (unset.length) body.unset = unset;
			if (!Object.keys(body).length) {
				throw parameterError(this, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add at least one field to change or clear.');
			}
			if (body.type === 'password' && !body.password) {
				throw parameterError(this, 'Password', 'additionalFields.password', 'is missing', 'Making a group a password group needs the password too.');
			}
			requestData.options.body = body;
			return await send(requestData);
		}),
	},
	fields: [
		groupLocator({ description: 'The group to update' }),
		additionalFieldsCollection([
			clearFieldsOption('group', [
				{ name: 'Description', value: 'description' },
				{ name: 'Icon URL', value: 'icon' },
				{ name: 'Metadata', value: 'metadata' },
			]),
			...detailFields,
			{ displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The new display name' },
			{
				displayName: 'Password',
				name: 'password',
				type: 'string',
				typeOptions: { password: true },
				default: '',
				description: 'The new password (for password groups)',
			},
			{ displayName: 'Type', name: 'type', type: 'options', options: groupTypeOptions, default: 'public', description: 'Who can join the group' },
		], { description: 'Only the fields added here are changed' }),
	],
};
