import { NodeConnectionTypes } from 'n8n-workflow';
import type { IHookFunctions, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { receiveAgentRun } from './agent/receive';
import { receiveBotCallback } from './bot/receive';
import { checkBotExists, createBot, removeBot } from './bot/registration';
import { triggerProperties } from './description';
import { checkExists, create, remove } from './registration/hooks';
import { SOURCE } from './source';
import { cometChatWebhookApiTest } from './webhook/authCredentialTest';
import { receive } from './webhook/receive';

const sourceOf = (ctx: IHookFunctions | IWebhookFunctions) => ctx.getNodeParameter('source', SOURCE.webhook) as string;

export class CometChatTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'CometChat Trigger',
		name: 'cometChatTrigger',
		icon: { light: 'file:../../icons/cometchat.svg', dark: 'file:../../icons/cometchat.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle:
			'={{ $parameter["source"] === "moderation" ? "Moderation requests" : $parameter["source"] === "bot" ? "Bot " + $parameter["botUid"] : $parameter["source"] === "agent" ? "Agent runs" : ($parameter["events"] || []).join(", ") }}',
		// n8n's nodes panel merges this trigger with the CometChat node and shows this description for
		// both: it says what the package does, the node's description first
		description:
			'Send CometChat messages and wait for answers; manage users, groups, members, conversations, moderation, roles and more; start workflows on chat events, moderation requests, bot messages and agent runs',
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
			{ name: 'cometChatManagementApi', required: true, displayOptions: { show: { source: [SOURCE.webhook], registration: ['automatic'] } } },
			{ name: 'cometChatApi', required: true, displayOptions: { show: { source: [SOURCE.bot], botRegistration: ['automatic'] } } },
		],
		// a moderation request and an agent run are answered by the workflow (Answer Moderation Request,
		// Answer Agent Run) through n8n's response promise; everything else at once
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				responseMode: `={{ ["${SOURCE.moderation}", "${SOURCE.agent}"].includes($parameter["source"]) ? "responseNode" : "onReceived" }}`,
				path: 'webhook',
			},
		],
		properties: triggerProperties,
	};

	methods = { credentialTest: { cometChatWebhookApiTest } };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return sourceOf(this) === SOURCE.bot ? await checkBotExists.call(this) : await checkExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return sourceOf(this) === SOURCE.bot ? await createBot.call(this) : await create.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return sourceOf(this) === SOURCE.bot ? await removeBot.call(this) : await remove.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const source = sourceOf(this);
		if (source === SOURCE.bot) return await receiveBotCallback.call(this);
		if (source === SOURCE.agent) return await receiveAgentRun.call(this);
		return await receive.call(this);
	}
}
