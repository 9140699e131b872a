import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';
import { COMETCHAT_BASE_URL_EXPRESSION } from '../../credentials/CometChatApi.credentials';
import { requestOptionsSetting } from '../shared/requestOptions';
import { blockedUserDescription } from './resources/blockedUser';
import { messageDescription } from './resources/message';
import { SEND_AND_WAIT, sendAndWait, sendAndWaitWebhook, sendAndWaitWebhooks } from './resources/message/sendAndWait';

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
		// Send and Wait for Response resumes through these (a declarative node keeps routing the
		// other operations because requestDefaults is set)
		webhooks: sendAndWaitWebhooks,
		waitingNodeTooltip: `={{ $parameter.operation === "${SEND_AND_WAIT}" ? "Execution will continue after the answer in CometChat" : "" }}`,
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
					{ name: 'Blocked User', value: 'blockedUser' },
					{ name: 'Message', value: 'message' },
				],
				default: 'message',
			},
			...messageDescription,
			...blockedUserDescription,
			requestOptionsSetting,
		],
	};

	webhook = sendAndWaitWebhook;

	customOperations = { message: { [SEND_AND_WAIT]: sendAndWait } };
}
