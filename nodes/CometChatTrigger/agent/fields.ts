import type { INodeProperties } from 'n8n-workflow';
import { SOURCE } from '../source';

export const DEFAULT_ANSWER_TIMEOUT_S = 60;
/**
 * The longest a run may hold CometChat's request. The answer's headers go out only with the
 * whole stream, and an AG-UI client (@ag-ui/client's HttpAgent, on Node's fetch) gives up
 * waiting for headers after 300 s, so an answer later than that would reach no one.
 */
export const MAX_ANSWER_TIMEOUT_S = 290;
export const DEFAULT_MAX_CONCURRENT_RUNS = 50;
export const MAX_CONCURRENT_RUNS = 1000;

const forAgent = { show: { source: [SOURCE.agent] } };

/** The parameters of `source: agent`. */
export const agentProperties: INodeProperties[] = [
	{
		displayName: 'Answer Within (Seconds)',
		name: 'answerTimeout',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_ANSWER_TIMEOUT_S },
		default: DEFAULT_ANSWER_TIMEOUT_S,
		description: `How long the workflow has to answer with Agent > Answer Agent Run before CometChat gets a RUN_ERROR event instead (max ${MAX_ANSWER_TIMEOUT_S} seconds)`,
		displayOptions: forAgent,
	},
	{
		displayName: 'Max Concurrent Runs',
		name: 'maxConcurrentRuns',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_CONCURRENT_RUNS, numberPrecision: 0 },
		default: DEFAULT_MAX_CONCURRENT_RUNS,
		description: 'Max number of agent runs this trigger holds open at once. Runs beyond it get HTTP 429 (Too Many Requests) and start no execution.',
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
