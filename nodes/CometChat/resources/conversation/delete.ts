import { fillPath, type Operation } from '../../../shared/operation';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { asUser } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';
import { conversationId, readConversationId } from './conversation.fields';

/** Delete: `DELETE /conversations/{conversationId}`, the conversation gone for all its users. */
export const conversationDelete: Operation = {
	resource: 'conversation',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a conversation',
	description: 'Delete a CometChat conversation by its conversationId for all of its users (Reset removes it for one user only)',
	fields: [conversationId, asUser],
	returns: 'object',
	request: (ctx) => ({
		method: 'DELETE',
		path: fillPath('/conversations/{conversationId}', { conversationId: readConversationId(ctx) }),
		onBehalfOf: onBehalfOfFrom.call(ctx, true),
	}),
	output: (ctx, response) => outcomeItem('deleted', { conversationId: readConversationId(ctx) }, response),
};
