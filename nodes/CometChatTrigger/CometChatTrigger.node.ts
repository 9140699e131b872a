import { NodeConnectionTypes } from 'n8n-workflow';
import type { IHookFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { triggerProperties } from './description';
import { checkExists, create, remove } from './registration/hooks';
import { cometChatWebhookAuthTest } from './webhook/authCredentialTest';
import { receive } from './webhook/receive';

export class CometChatTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'CometChat Trigger',
		name: 'cometChatTrigger',
		icon: { light: 'file:../../icons/cometchat.svg', dark: 'file:../../icons/cometchat.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{ ($parameter["events"] || []).join(", ") }}',
		description: 'Starts the workflow when something happens in CometChat (messages, reactions, groups, moderation, …)',
		defaults: { name: 'CometChat Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{
				// eslint-disable-next-line n8n-nodes-base/node-class-description-credentials-name-unsuffixed -- Basic Auth CometChat sends, not an API; name fixed by the contract
				name: 'cometChatWebhookAuth',
				required: true,
				displayOptions: { show: { authentication: ['basicAuth'] } },
				testedBy: 'cometChatWebhookAuthTest',
			},
			{ name: 'cometChatManagementApi', required: true, displayOptions: { show: { registration: ['automatic'] } } },
		],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
		properties: triggerProperties,
	};

	methods = { credentialTest: { cometChatWebhookAuthTest } };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await checkExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await create.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await remove.call(this);
			},
		},
	};

	webhook = receive;
}
