import type { INodeProperties } from 'n8n-workflow';
import { optionsField } from '../../../descriptions/options.fields';
import { onBehalfOf, receiver, receiverType } from '../../../descriptions/parameters';
import { customFormFields } from './form.fields';
import { sendAndWaitShow } from './show';

const show = sendAndWaitShow();

/** The parameters of Message > Send and Wait for Response. */
export const sendAndWaitFields: INodeProperties[] = [
	receiverType,
	receiver,
	onBehalfOf,
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 4 },
		placeholder: 'e.g. Refund $120 to order #1042?',
		description: 'The question shown to the person, in plain text. CometChat accepts at most 10,240 bytes of message data (question and buttons together).',
		displayOptions: { show },
	},
	{
		displayName: 'Response Type',
		name: 'responseType',
		type: 'options',
		default: 'approval',
		options: [
			{ name: 'Approval', value: 'approval', description: 'The person approves (or declines) with a button' },
			{ name: 'Free Text', value: 'freeText', description: 'The person answers with text' },
			{ name: 'Custom Form', value: 'customForm', description: 'The person fills in a form' },
		],
		displayOptions: { show },
	},
	{
		displayName: 'Answer In',
		name: 'answerIn',
		type: 'options',
		default: 'browser',
		options: [
			{
				name: 'Browser',
				value: 'browser',
				description: "The message's buttons open n8n's answer page. Works in every CometChat client.",
			},
			{
				name: 'Chat',
				value: 'chat',
				description:
					'An interactive card or form answered inside CometChat. Needs a UI kit that sends apiAction calls (see README) and n8n reachable from the devices.',
			},
		],
		displayOptions: { show },
	},
	{
		displayName: 'Approval Options',
		name: 'approvalOptions',
		type: 'fixedCollection',
		placeholder: 'Add option',
		default: {},
		displayOptions: { show: sendAndWaitShow('approval') },
		options: [
			{
				displayName: 'Values',
				name: 'values',
				values: [
					{
						displayName: 'Type of Approval',
						name: 'approvalType',
						type: 'options',
						default: 'single',
						options: [
							{ name: 'Approve Only', value: 'single' },
							{ name: 'Approve and Disapprove', value: 'double' },
						],
					},
					{ displayName: 'Approve Button Label', name: 'approveLabel', type: 'string', default: 'Approve' },
					{
						displayName: 'Disapprove Button Label',
						name: 'disapproveLabel',
						type: 'string',
						default: 'Decline',
						displayOptions: { show: { approvalType: ['double'] } },
					},
				],
			},
		],
	},
	...customFormFields,
	optionsField,
];
