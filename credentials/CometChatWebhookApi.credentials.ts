import type { ICredentialType, INodeProperties } from 'n8n-workflow';
import { BASIC_AUTH_RULES_TEXT } from '../nodes/CometChatTrigger/receive';
import { COMETCHAT_ICON } from './CometChatApi.credentials';

/**
 * The Basic Auth user and password CometChat sends with every webhook delivery. Not an API
 * credential (nothing calls out with it): the CometChat Trigger tests it against CometChat's
 * rules (`testedBy`).
 */
export class CometChatWebhookApi implements ICredentialType {
	name = 'cometChatWebhookApi';

	displayName = 'CometChat Webhook API';

	icon = COMETCHAT_ICON;

	documentationUrl = 'https://www.cometchat.com/docs/fundamentals/webhooks-overview';

	properties: INodeProperties[] = [
		{
			displayName: `Enter the same user and password in the CometChat dashboard (Webhooks > Basic Authentication). ${BASIC_AUTH_RULES_TEXT}`,
			name: 'notice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'User',
			name: 'user',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. cometchat',
		},
		{
			displayName: 'Password',
			name: 'password',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'A long random password of letters and digits (CometChat allows no other characters)',
		},
	];
}
