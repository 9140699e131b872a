import type { IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';
import { deletedItem } from '../../../shared/transport/deleted';
import { routing, setPath } from '../../../shared/transport/routing';
import { groupLocator, readGuid } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';

async function deletedGroup(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	return deletedItem(response, { guid: readGuid(this) });
}

export const groupDelete: OperationDefinition = {
	option: {
		name: 'Delete',
		value: 'delete',
		action: 'Delete a group',
		description: 'Delete a group with its members and messages',
		routing: routing({ method: 'DELETE', path: '/groups/{guid}', postReceive: [deletedGroup] }, async function (requestData, send) {
			setPath(requestData, { guid: readGuid(this) });
			requestData.options.body = undefined;
			return await send(requestData);
		}),
	},
	fields: [groupLocator({ description: 'The group to delete' })],
};
