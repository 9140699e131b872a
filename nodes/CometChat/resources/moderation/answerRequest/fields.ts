import type { INodeProperties } from 'n8n-workflow';
import { answerNotice } from '../../../descriptions/answerNotice.fields';

export const answerRequestFields: INodeProperties[] = [
	answerNotice,
	{
		displayName: 'Is Violation',
		name: 'isViolation',
		type: 'boolean',
		default: false,
		description: "Whether the message breaks the rule (CometChat's isMatchingCondition). When it does and Confidence is above the rule's threshold, the rule's actions apply.",
	},
	{
		displayName: 'Confidence',
		name: 'confidence',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 1, numberPrecision: 2 },
		default: 1,
		description: "How sure the decision is, from 0 to 1. CometChat compares it with the rule's threshold (e.g. 0.95 against \"greater than 80%\").",
	},
	{
		displayName: 'Reason',
		name: 'reason',
		type: 'string',
		default: '',
		placeholder: 'e.g. insult',
		description: 'Why; CometChat keeps it with the decision. May be empty.',
	},
];
