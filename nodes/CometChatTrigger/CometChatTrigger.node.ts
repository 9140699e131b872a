import { fromFunction, NodeConnectionTypes, webhookDescriptionFields } from 'n8n-workflow';
import type { IHookFunctions, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { receiveAgentRun } from './agent';
import { receiveEventWithFiles } from './attachments';
import { cometChatWebhookApiTest } from './basicAuth';
import { receiveBotCallback } from './bot';
import { botRegistration } from './botRegistration';
import { triggerProperties } from './description';
import { receiveModeration } from './moderation';
import { receive, type Receiver } from './receive';
import { webhookRegistration, type Registration } from './registration';

/** What the trigger listens for: parameter `source`; saved workflows without it listen for webhook events. */
const sourceOf = (ctx: IWebhookFunctions) => ctx.getNodeParameter('source', 'webhook') as string;
/** The registration activation runs for this node, or none (Registration: Manual; moderation and agent URLs are set in the dashboard). */
function registrationOf(ctx: IHookFunctions) {
	const source = ctx.getNodeParameter('source', 'webhook');
	if (source === 'bot') return ctx.getNodeParameter('botRegistration', 'manual') === 'automatic' ? botRegistration : undefined;
	return source === 'webhook' && ctx.getNodeParameter('registration', 'manual') === 'automatic' ? webhookRegistration : undefined;
}
const run = async (ctx: IHookFunctions, step: keyof Registration) => (await registrationOf(ctx)?.[step](ctx)) ?? true;

/**
 * A moderation request and an agent run are answered by the workflow (Answer Moderation Request,
 * Answer Agent Run) through n8n's response promise; everything else at once. Self-contained:
 * n8n 1.x evaluates it as the expression below, n8n 2.x (`webhookDescriptionFields`) calls it
 * instead, without evaluating an expression per request (webhooks/webhook-execution-context).
 */
const responseModeOf = (parameters: { source?: unknown }) => (['moderation', 'agent'].includes(parameters.source as string) ? 'responseNode' : 'onReceived');
const responseMode =
	typeof webhookDescriptionFields === 'function' ? webhookDescriptionFields({ responseMode: fromFunction(responseModeOf) }) : { responseMode: `={{(${String(responseModeOf)})($parameter)}}` };

const RECEIVERS: Record<string, Receiver> = { webhook: receiveEventWithFiles, moderation: receiveModeration, bot: receiveBotCallback, agent: receiveAgentRun };

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
			{ name: 'cometChatManagementApi', required: true, displayOptions: { show: { source: ['webhook'], registration: ['automatic'] } } },
			{ name: 'cometChatApi', required: true, displayOptions: { show: { source: ['bot'], botRegistration: ['automatic'] } } },
		],
		webhooks: [{ name: 'default', httpMethod: 'POST', ...responseMode, path: 'webhook' }],
		properties: triggerProperties,
	};

	methods = { credentialTest: { cometChatWebhookApiTest } };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions) {
				return await run(this, 'checkExists');
			},
			async create(this: IHookFunctions) {
				return await run(this, 'create');
			},
			async delete(this: IHookFunctions) {
				return await run(this, 'delete');
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receive(this, RECEIVERS[sourceOf(this)] ?? receiveEventWithFiles);
	}
}
