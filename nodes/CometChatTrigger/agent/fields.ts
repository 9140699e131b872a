import type { INodeProperties } from 'n8n-workflow';
import { SOURCE } from '../source';

export const DEFAULT_ANSWER_TIMEOUT_S = 60;

const forAgent = { show: { source: [SOURCE.agent] } };

/** The parameters of `source: agent`. */
export const agentProperties: INodeProperties[] = [
	{
		displayName: 'Answer Within (Seconds)',
		name: 'answerTimeout',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 3600 },
		default: DEFAULT_ANSWER_TIMEOUT_S,
		description:
			'When the workflow has not answered with Agent > Answer Agent Run by then (or it failed), CometChat gets a RUN_ERROR event instead, so the run never hangs',
		displayOptions: forAgent,
	},
	{
		displayName:
			'In the CometChat dashboard open AI Agents > Add Agent, choose the Custom (AG-UI) provider and set Deployment URL to the Production URL shown under "Webhook URLs" at the top of this panel. With Basic Auth, add the header {"Authorization": "Basic <base64 of user:password>"} of the CometChat Webhook credential. End the workflow with CometChat > Agent > Answer Agent Run.',
		name: 'agentSetup',
		type: 'notice',
		default: '',
		displayOptions: forAgent,
	},
];
