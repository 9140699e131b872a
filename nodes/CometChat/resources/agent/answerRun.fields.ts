import type { INodeProperties } from 'n8n-workflow';
import { answerNotice } from '../../descriptions/answerNotice.fields';

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
	answerNotice,
];
