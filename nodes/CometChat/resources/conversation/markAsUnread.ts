import { markConversation } from './markConversation';

export const conversationMarkAsUnread = markConversation('DELETE', 'read', {
	value: 'markAsUnread',
	name: 'Mark as Unread',
	action: 'Mark a conversation as unread',
	description: 'Mark the messages after a message of a CometChat conversation (with a user or of a group) as unread again for a user',
});
