import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';
import { blockedUserDescription } from './resources/blockedUser';
import { messageDescription } from './resources/message';

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
		// No baseURL here: the credential's `authenticate` sets it on every request (n8n 1.123
		// and 2.41 apply it to each one), with the HTTPS rule. As an expression it would cost
		// two evaluations per item in RoutingNode (requestDefaults and resolveBaseUrl).
		requestDefaults: {
			headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
		},
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Blocked User', value: 'blockedUser' },
					{ name: 'Message', value: 'message' },
				],
				default: 'message',
			},
			...messageDescription,
			...blockedUserDescription,
		],
	};
}
