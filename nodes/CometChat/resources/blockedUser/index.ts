import type { INodeProperties } from 'n8n-workflow';
import { checkHttpStatus } from '../../../shared/transport/httpStatus';
import { listBlockedUsers } from './getAll';
import { blockedUserGetAllFields } from './getAll.fields';

export const blockedUserDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['blockedUser'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many blocked users',
				description: 'List the users a user has blocked, or who blocked them',
				routing: {
					request: {
						method: 'GET',
						url: '=/users/{{ encodeURIComponent($parameter.uid) }}/blockedusers',
						ignoreHttpStatusErrors: true,
					},
					send: { paginate: true },
					operations: { pagination: listBlockedUsers },
					output: { postReceive: [checkHttpStatus] },
				},
			},
		],
		default: 'getAll',
	},
	...blockedUserGetAllFields,
];
