import { markConversation } from './markConversation';

export const conversationMarkAsDelivered = markConversation('POST', 'delivered', {
	value: 'markAsDelivered',
	name: 'Mark as Delivered',
	action: 'Mark a conversation as delivered',
	description: 'Mark the messages of a CometChat conversation (with a user or of a group) as delivered to a user, up to a message',
});
