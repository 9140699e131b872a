import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';
import { requestOptionsSetting } from '../shared/requestOptions';
import { JSON_HEADERS } from '../shared/transport/request';
import { searchGroups, searchReceivers, searchUsers } from './listSearch';
import { nodeProperties, resourceSelector, type Resource } from './descriptions/operations';
import { agent, ANSWER_RUN, answerRun } from './resources/agent';
import { authToken } from './resources/authToken';
import { bannedUser } from './resources/bannedUser';
import { blockedUser } from './resources/blockedUser';
import { friend } from './resources/friend';
import { conversation } from './resources/conversation';
import { group } from './resources/group';
import { groupMember } from './resources/groupMember';
import { message } from './resources/message';
import { metric } from './resources/metric';
import { moderation } from './resources/moderation';
import { ANSWER_REQUEST, answerRequest } from './resources/answerRequest';
import { moderationKeywordList } from './resources/moderationKeywordList';
import { moderationReason } from './resources/moderationReason';
import { moderationRule } from './resources/moderationRule';
import { reaction } from './resources/reaction';
import { role } from './resources/role';
import { user } from './resources/user';
import { SEND_AND_WAIT, sendAndWait, sendAndWaitWebhook, sendAndWaitWebhooks } from './resources/message/sendAndWait';

/** The resources in the order their parameters come in the panel. */
const RESOURCES: Resource[] = [
	message,
	blockedUser,
	reaction,
	user,
	authToken,
	group,
	groupMember,
	bannedUser,
	friend,
	role,
	metric,
	conversation,
	moderation,
	moderationRule,
	moderationKeywordList,
	moderationReason,
	agent,
];

export class CometChat implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'CometChat',
		name: 'cometChat',
		icon: { light: 'file:../../icons/cometchat.svg', dark: 'file:../../icons/cometchat.dark.svg' },
		group: ['output'],
		version: 1,
		subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		description: 'Send CometChat messages and wait for answers; manage users, groups, members, conversations, moderation, roles and more',
		defaults: { name: 'CometChat' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		// answering a held moderation request or agent run sends nothing to CometChat's API
		credentials: [{ name: 'cometChatApi', required: true, displayOptions: { hide: { operation: [ANSWER_REQUEST, ANSWER_RUN] } } }],
		// Send and Wait for Response resumes through these (a declarative node keeps routing the
		// other operations because requestDefaults is set)
		webhooks: sendAndWaitWebhooks,
		waitingNodeTooltip: `={{ $parameter.operation === "${SEND_AND_WAIT}" ? "Execution will continue after the answer in CometChat" : "" }}`,
		// No baseURL here: the credential's `authenticate` sets it on every request (n8n 1.123
		// and 2.41 apply it to each one), with the HTTPS rule. As an expression it would cost
		// two evaluations per item in RoutingNode (requestDefaults and resolveBaseUrl).
		requestDefaults: { headers: JSON_HEADERS },
		properties: [
			resourceSelector(RESOURCES, 'message'),
			...nodeProperties(RESOURCES),
			requestOptionsSetting,
		],
	};

	methods = {
		listSearch: { searchUsers, searchGroups, searchReceivers },
	};

	webhook = sendAndWaitWebhook;

	customOperations = {
		message: { [SEND_AND_WAIT]: sendAndWait },
		moderation: { [ANSWER_REQUEST]: answerRequest },
		agent: { [ANSWER_RUN]: answerRun },
	};
}
