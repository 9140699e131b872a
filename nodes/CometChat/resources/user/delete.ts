import type { IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';
import { deletedItem } from '../../../shared/transport/deleted';
import { routing, setPath } from '../../../shared/transport/routing';
import { readUid, userLocator } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';

async function deletedUser(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const permanent = this.getNodeParameter('permanent', false) === true;
	return deletedItem(response, { uid: readUid(this), permanent });
}

export const userDelete: OperationDefinition = {
	option: {
		name: 'Delete',
		value: 'delete',
		action: 'Delete a user',
		description: 'Delete a user; permanently (with their messages and conversations) if asked',
		routing: routing({ method: 'DELETE', path: '/users/{uid}', postReceive: [deletedUser] }, async function (requestData, send) {
			setPath(requestData, { uid: readUid(this) });
			const permanent = this.getNodeParameter('permanent', false);
			requestData.options.body = permanent === true ? { permanent: true } : undefined;
			return await send(requestData);
		}),
	},
	fields: [
		userLocator({ description: 'The user to delete' }),
		{
			displayName: 'Delete Permanently',
			name: 'permanent',
			type: 'boolean',
			default: false,
			description: 'Whether to delete the user for good, with all their messages and conversations',
		},
	],
};
