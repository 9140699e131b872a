import { fromFunction, NodeConnectionTypes, webhookDescriptionFields } from 'n8n-workflow';
import type { IHookFunctions, INodeType, INodeTypeDescription, IWebhookFunctions } from 'n8n-workflow';
import { triggerProperties } from './description';
import { receiveEvent } from './events';
import { cometChatWebhookApiTest, receive } from './receive';
import { botRegistration, webhookRegistration, type Registration } from './registration';
import { receiveAgentRun, receiveBotCallback, receiveModeration } from './sources';

const REGISTRATIONS = { webhook: ['registration', webhookRegistration], bot: ['botRegistration', botRegistration] } as const;

/**
 * An activation step of the registration this node does (Registration: Automatic), or `true`
 * (Manual; moderation and agent URLs are set in the dashboard). Saved workflows without
 * `source` listen for webhook events.
 */
async function run(ctx: IHookFunctions, step: keyof Registration) {
	const source = ctx.getNodeParameter('source', 'webhook');
	if (source !== 'webhook' && source !== 'bot') return true;
	const [parameter, registration] = REGISTRATIONS[source];
	return ctx.getNodeParameter(parameter, 'manual') !== 'automatic' || (await registration[step](ctx));
}

/**
 * A moderation request and an agent run are answered by the workflow (Answer Moderation Request,
 * Answer Agent Run) through n8n's response promise; everything else at once. Self-contained:
 * n8n 1.x evaluates it as the expression below, n8n 2.x (`webhookDescriptionFields`) calls it
 * instead, without evaluating an expression per request (webhooks/webhook-execution-context).
 */
const responseModeOf = (parameters: { source?: unknown }) => (['moderation', 'agent'].includes(parameters.source as string) ? 'responseNode' : 'onReceived');
const responseMode =
	typeof webhookDescriptionFields === 'function' ? webhookDescriptionFields({ responseMode: fromFunction(responseModeOf) }) : { responseMode: `={{(${String(responseModeOf)})($parameter)}}` };

const RECEIVERS = { moderation: receiveModeration, bot: receiveBotCallback, agent: receiveAgentRun };

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

	async webhook(this: IWebhookFunctions) {
		return await receive(this, RECEIVERS[this.getNodeParameter('source', 'webhook') as keyof typeof RECEIVERS] ?? receiveEvent);
	}
}
