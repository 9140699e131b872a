import { markConversation } from './markConversation';

export const conversationMarkAsRead = markConversation('POST', 'read', {
	value: 'markAsRead',
	name: 'Mark as Read',
	action: 'Mark a conversation as read',
	description: 'Mark a CometChat conversation (with a user or of a group) as read by a user, up to a message: its unread count drops',
});
