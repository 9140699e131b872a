import type { INodeProperties } from 'n8n-workflow';
import { additionalFields } from './additionalFields';
import { customFields } from './custom.fields';
import { interactiveFields } from './interactive';
import { messageCategoryFields } from './messageCategory.fields';
import { checkHttpStatus } from '../../../shared/transport/httpStatus';
import { sendMessage, unwrapMessage } from './send';
import { sendFields } from './send.fields';
import { forOperation } from '../../descriptions/operations';
import { deleteMessage } from './delete';
import { get } from './get';
import { getAll } from './getAll';
import { update } from './update';
import { sendAndWaitFields } from './sendAndWait';

export const messageDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['message'] } },
		options: [
			{
				name: 'Send',
				value: 'send',
				action: 'Send a message',
				description: 'Send a text, media, custom or interactive message to a user or a group',
				routing: {
					request: { method: 'POST', url: '/messages', ignoreHttpStatusErrors: true },
					send: { paginate: true },
					operations: { pagination: sendMessage },
					output: { postReceive: [checkHttpStatus, unwrapMessage] },
				},
			},
			{
				name: 'Send and Wait for Response',
				value: 'sendAndWait',
				action: 'Send a message and wait for response',
				description: 'Ask a person in CometChat and continue the workflow with their answer',
			},
			{ ...deleteMessage.option },
			{ ...get.option },
			{ ...getAll.option },
			{ ...update.option },
		],
		default: 'send',
	},
	...sendFields,
	...messageCategoryFields,
	...customFields,
	...interactiveFields,
	...additionalFields,
	...[deleteMessage, get, getAll, update].flatMap((operation) => forOperation('message', operation.option.value, operation.fields)),
	...sendAndWaitFields,
];
