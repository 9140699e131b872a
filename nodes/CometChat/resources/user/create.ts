import type { IDataObject, IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';
import { routing } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { bodyFromCollection } from '../../../shared/validation/bodyFields';
import { requireNewIdentifier } from '../../../shared/validation/newIdentifier';
import { parameterError } from '../../../shared/validation/parameterError';
import type { OperationDefinition } from '../../descriptions/operations';
import { userCreateFields } from './create.fields';
import { profileBody } from './profile.fields';

/** The token only where the user asked for it, even if a server sent one anyway. */
async function tokenOnlyIfAsked(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const asked = (this.getNodeParameter('additionalFields.withAuthToken', false) as boolean) === true;
	const [item] = await unwrapData.call(this, items, response);
	if (asked) return [item];
	const json = { ...item.json };
	delete json.authToken;
	return [{ ...item, json }];
}

export const userCreate: OperationDefinition = {
	option: {
		name: 'Create',
		value: 'create',
		action: 'Create a user',
		description: 'Create a user, optionally with an auth token for the client app to log in',
		routing: routing({ method: 'POST', path: '/users', postReceive: [tokenOnlyIfAsked] }, async function (requestData, send) {
			const uid = requireNewIdentifier(this, this.getNodeParameter('uid'), 'User ID', 'uid', 'the uid of the new user');
			const name = String(this.getNodeParameter('name', '') ?? '').trim();
			if (!name) throw parameterError(this, 'Name', 'name', 'is empty', 'Give the display name of the new user.');
			const fields = this.getNodeParameter('additionalFields', {}) as IDataObject;
			const body = bodyFromCollection(this, 'additionalFields', fields, {
				...profileBody,
				withAuthToken: { kind: 'boolean', label: 'Return Auth Token' },
			});
			requestData.options.body = { uid, name, ...body };
			return await send(requestData);
		}),
	},
	fields: userCreateFields,
};
