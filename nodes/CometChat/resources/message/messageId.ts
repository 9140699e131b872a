import type { IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';
import { requireIdentifier } from '../../../shared/validation/identifiers';

/** `messageId`: the message an operation works on (message get, update, delete; reactions). */
export function messageIdField(description: string): INodeProperties {
	return {
		displayName: 'Message ID',
		name: 'messageId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 1523',
		description,
	};
}

/** The message id of this item, checked (not empty, at most 100 characters). */
export function readMessageId(context: IExecuteSingleFunctions): string {
	return requireIdentifier.call(context, context.getNodeParameter('messageId'), 'Message ID', 'messageId', 'the ID of a message', '1523');
}
