import type { IDataObject } from 'n8n-workflow';
import { routing, setPath } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { bodyFromCollection, unsetList } from '../../../shared/validation/bodyFields';
import { parameterError } from '../../../shared/validation/parameterError';
import { readUid } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';
import { profileBody } from './profile.fields';
import { userUpdateFields } from './update.fields';

export const userUpdate: OperationDefinition = {
	option: {
		name: 'Update',
		value: 'update',
		action: 'Update a user',
		description: "Change a user's name, avatar, profile URL, role, status message, metadata or tags, or clear some of them",
		routing: routing({ method: 'PUT', path: '/users/{uid}', postReceive: [unwrapData] }, async function (requestData, send) {
			setPath(requestData, { uid: readUid(this) });
			const fields = this.getNodeParameter('additionalFields', {}) as IDataObject;
			const body = bodyFromCollection(this, 'additionalFields', fields, { name: { kind: 'text', label: 'Name' }, ...profileBody });
			const unset = unsetList(this, 'additionalFields', fields, body);
			if (unset.length) body.unset = unset;
			if (!Object.keys(body).length) {
				throw parameterError(this, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add at least one field to change or clear.');
			}
			requestData.options.body = body;
			return await send(requestData);
		}),
	},
	fields: userUpdateFields,
};
