import type { Resource } from '../../descriptions/operations';
import { messageDelete, messageDownloadAttachments, messageGet } from './messageId';
import { messageGetAll } from './getAll';
import { messageSend, messageSendAsBot } from './send';
import { sendAndWaitFields } from './sendAndWait/fields';
import { SEND_AND_WAIT } from './sendAndWait/show';
import { messageUpdate } from './update';

export const message: Resource = {
	value: 'message',
	label: 'Message',
	defaultOperation: 'send',
	operations: [
		messageSend,
		// Send and Wait for Response: n8n runs it itself (`customOperations`), see sendAndWait/
		{
			resource: 'message',
			value: SEND_AND_WAIT,
			name: 'Send and Wait for Response',
			action: 'Send a message and wait for response',
			description: 'Ask a person in CometChat and continue the workflow with their answer',
			fields: sendAndWaitFields,
		},
		messageSendAsBot,
		messageDelete,
		messageDownloadAttachments,
		messageGet,
		messageGetAll,
		messageUpdate,
	],
	// an AI agent's tool hands the model text, never binary data
	notAsTool: [SEND_AND_WAIT, 'downloadAttachments'],
};
