import type { IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';
import { deletedItem } from '../../../shared/transport/deleted';
import { routing, setPath } from '../../../shared/transport/routing';
import { groupLocator, readGuid, readUid, userLocator } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';

async function removedMember(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	return deletedItem(response, { guid: readGuid(this), uid: readUid(this, 'Member') }, 'removed');
}

export const groupMemberRemove: OperationDefinition = {
	option: {
		name: 'Remove',
		value: 'remove',
		action: 'Remove a member from a group',
		description: 'Remove (kick) a member from a group; they can join again unless the group is private',
		routing: routing(
			{ method: 'DELETE', path: '/groups/{guid}/members/{uid}', postReceive: [removedMember] },
			async function (requestData, send) {
				setPath(requestData, { guid: readGuid(this), uid: readUid(this, 'Member') });
				requestData.options.body = undefined;
				return await send(requestData);
			},
		),
	},
	fields: [
		groupLocator({ description: 'The group to remove the member from' }),
		userLocator({ displayName: 'Member', description: 'The member to remove' }),
	],
};
