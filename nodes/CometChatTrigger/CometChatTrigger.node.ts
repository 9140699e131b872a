import { NodeConnectionTypes } from 'n8n-workflow';
import type { IHookFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { triggerProperties } from './description';
import { checkExists, create, remove } from './registration/hooks';
import { cometChatWebhookApiTest } from './webhook/authCredentialTest';
import { receive } from './webhook/receive';

export class CometChatTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'CometChat Trigger',
		name: 'cometChatTrigger',
		icon: { light: 'file:../../icons/cometchat.svg', dark: 'file:../../icons/cometchat.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{ $parameter["source"] === "moderation" ? "moderation requests" : ($parameter["events"] || []).join(", ") }}',
		// n8n's nodes panel merges this trigger with the CometChat node and shows this description for
		// both: it says what the package does, the node's description first
		description:
			'Send CometChat messages and wait for answers; manage users, auth tokens, groups, members, reactions and blocks; start workflows on chat events',
		defaults: { name: 'CometChat Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{
				name: 'cometChatWebhookApi',
				required: true,
				displayOptions: { show: { authentication: ['basicAuth'] } },
				testedBy: 'cometChatWebhookApiTest',
			},
			{ name: 'cometChatManagementApi', required: true, displayOptions: { show: { source: ['webhook'], registration: ['automatic'] } } },
		],
		// a moderation request is answered by the workflow (Answer Moderation Request) through n8n's response promise
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				responseMode: '={{ $parameter["source"] === "moderation" ? "responseNode" : "onReceived" }}',
				path: 'webhook',
			},
		],
		properties: triggerProperties,
	};

	methods = { credentialTest: { cometChatWebhookApiTest } };

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
