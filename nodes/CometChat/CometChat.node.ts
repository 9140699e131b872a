import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';
import { COMETCHAT_BASE_URL_EXPRESSION } from '../../credentials/CometChatApi.credentials';
import { searchGroups } from './listSearch/searchGroups';
import { searchUsers } from './listSearch/searchUsers';
import { authTokenDescription } from './resources/authToken';
import { blockedUserDescription } from './resources/blockedUser';
import { messageDescription } from './resources/message';
import { reactionDescription } from './resources/reaction';
import { userDescription } from './resources/user';

export class CometChat implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'CometChat',
		name: 'cometChat',
		icon: { light: 'file:../../icons/cometchat.svg', dark: 'file:../../icons/cometchat.dark.svg' },
		group: ['output'],
		version: 1,
		subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		description: 'Send messages and list blocked users with the CometChat REST API',
		defaults: { name: 'CometChat' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'cometChatApi', required: true }],
		requestDefaults: {
			baseURL: COMETCHAT_BASE_URL_EXPRESSION,
			headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
		},
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Auth Token', value: 'authToken' },
					{ name: 'Blocked User', value: 'blockedUser' },
					{ name: 'Message', value: 'message' },
					{ name: 'Reaction', value: 'reaction' },
					{ name: 'User', value: 'user' },
				],
				default: 'message',
			},
			...messageDescription,
			...blockedUserDescription,
			...reactionDescription,
			...userDescription,
			...authTokenDescription,
		],
	};

	methods = {
		listSearch: { searchUsers, searchGroups },
	};
}
