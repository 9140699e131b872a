import type { CustomOperation } from '../../../shared/operation';
import type { Resource } from '../../descriptions/operations';
import { messageDelete } from './delete';
import { messageGet } from './get';
import { messageGetAll } from './getAll';
import { messageSend } from './send';
import { messageSendAsBot } from './sendAsBot';
import { messageUpdate } from './update';
import { SEND_AND_WAIT, sendAndWaitFields } from './sendAndWait';

/** Send and Wait for Response: n8n runs it itself (`customOperations`), see sendAndWait/. */
export const messageSendAndWait: CustomOperation = {
	resource: 'message',
	value: SEND_AND_WAIT,
	name: 'Send and Wait for Response',
	action: 'Send a message and wait for response',
	description: 'Ask a person in CometChat and continue the workflow with their answer',
	fields: sendAndWaitFields,
};

export const message: Resource = {
	value: 'message',
	label: 'Message',
	defaultOperation: 'send',
	operations: [messageSend, messageSendAndWait, messageSendAsBot, messageDelete, messageGet, messageGetAll, messageUpdate],
	notAsTool: [SEND_AND_WAIT],
};
