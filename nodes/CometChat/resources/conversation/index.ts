import type { Resource } from '../../descriptions/operations';
import { conversationDelete } from './delete';
import { conversationGet } from './get';
import { conversationGetAll } from './getAll';
import { conversationMarkAsDelivered } from './markAsDelivered';
import { conversationMarkAsRead } from './markAsRead';
import { conversationMarkAsUnread } from './markAsUnread';
import { conversationReset } from './reset';
import { conversationUpdate } from './update';

export const conversation: Resource = {
	value: 'conversation',
	label: 'Conversation',
	defaultOperation: 'getAll',
	operations: [
		conversationGetAll,
		conversationGet,
		conversationMarkAsRead,
		conversationMarkAsDelivered,
		conversationMarkAsUnread,
		conversationUpdate,
		conversationReset,
		conversationDelete,
	],
};
