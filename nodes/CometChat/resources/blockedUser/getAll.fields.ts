import type { INodeProperties } from 'n8n-workflow';
import { optionsCollection } from '../../descriptions/collections.fields';
import { pageSizeOption, returnAllOrLimit } from '../../descriptions/paging.fields';
import { blockingUserField } from './blockingUser.fields';

export const blockedUserGetAllFields: INodeProperties[] = [
	blockingUserField,
	...returnAllOrLimit,
	optionsCollection([
		{
			displayName: 'Direction',
			name: 'direction',
			type: 'options',
			options: [
				{ name: 'Both', value: 'both', description: 'Users blocked by this user and users who blocked them' },
				{ name: 'Blocked by This User', value: 'blockedByMe', description: 'Users this user has blocked' },
				{ name: 'Who Blocked This User', value: 'hasBlockedMe', description: 'Users who blocked this user' },
			],
			default: 'both',
			description: 'Which side of the block to list',
			routing: { send: { type: 'query', property: 'direction' } },
		},
		pageSizeOption('users'),
		{
			displayName: 'Search Key',
			name: 'searchKey',
			type: 'string',
			default: '',
			placeholder: 'e.g. john',
			description: 'Only users whose uid or name contains this text',
			routing: { send: { type: 'query', property: 'searchKey', value: '={{ $value || undefined }}' } },
		},
	]),
];
