import type { INodeProperties } from 'n8n-workflow';

export const answerRunFields: INodeProperties[] = [
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '={{ $json.output }}',
		required: true,
		placeholder: "e.g. {{ $json.output }}",
		description:
			"The agent's answer, one assistant message per input item. By default the output field of n8n's AI Agent node.",
		displayOptions: { show: { resource: ['agent'], operation: ['answerRun'] } },
	},
	{
		displayName:
			'Answers the run that started this execution (a CometChat Trigger listening for Agent Runs) with AG-UI events over text/event-stream, sent as one whole stream when this node runs. Put it after the AI Agent, not as its tool.',
		name: 'answerRunNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { resource: ['agent'], operation: ['answerRun'] } },
	},
];
