import type { INodeProperties } from 'n8n-workflow';

/** CometChat waits 2 seconds for a Custom API answer; this leaves room for the network. */
export const DEFAULT_TIME_BUDGET_MS = 1500;
export const MAX_TIME_BUDGET_MS = 1900;
export const MIN_TIME_BUDGET_MS = 100;

const show = { source: ['moderation'] };

export const moderationProperties: INodeProperties[] = [
	{
		displayName:
			'In the CometChat dashboard open Moderation > Settings > List > Add List, Category Custom API. URL: the Production URL shown under "Webhook URLs" at the top of this panel; turn on Basic Auth with the user and password of the CometChat Webhook credential. Then create a Rule whose condition uses the list, and enable it. End the workflow with CometChat > Moderation > Answer Moderation Request: CometChat waits at most 2 seconds.',
		name: 'moderationSetup',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
	{
		displayName: 'On Timeout or Error',
		name: 'onTimeoutOrError',
		type: 'options',
		options: [
			{
				name: 'Allow the Message',
				value: 'allow',
				description: 'Answer "no violation" (isMatchingCondition false, confidence 0)',
			},
			{
				name: 'Flag as Violation',
				value: 'flag',
				description: "Answer \"violation\" (isMatchingCondition true, confidence 1): the rule's actions apply",
			},
			{
				name: 'Let CometChat Decide',
				value: 'fail',
				description: 'Answer HTTP 503: CometChat counts an engine failure and applies the dashboard\'s "On Custom API Error" setting',
			},
		],
		default: 'allow',
		description:
			'What CometChat gets when the workflow fails, ends without Answer Moderation Request, or does not answer within the time budget',
		displayOptions: { show },
	},
	{
		displayName: 'Options',
		name: 'moderationOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: { show },
		options: [
			{
				displayName: 'Time Budget (Ms)',
				name: 'timeBudget',
				type: 'number',
				typeOptions: { minValue: MIN_TIME_BUDGET_MS, maxValue: MAX_TIME_BUDGET_MS },
				default: DEFAULT_TIME_BUDGET_MS,
				description:
					'Milliseconds the workflow has to answer, counted from when n8n receives the request. After that the On Timeout or Error answer goes out. CometChat gives up after 2000 ms, network included.',
			},
		],
	},
];
