import { type Operation } from '../../../shared/operation';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { asUser } from '../../descriptions/parameters';
import { conversationPath, conversationWith, markedMessageId, readMarkedMessageId, withGroup, withUser } from './conversation.fields';

type Texts = Pick<Operation, 'value' | 'name' | 'action' | 'description'>;

/**
 * Mark as Read, Delivered, Unread: `POST` (or `DELETE` for unread)
 * `/users/{uid}/conversation/{read|delivered}` or `/groups/{guid}/…` with
 * `{"messageId": <integer>}`, as the user in As User; the item is CometChat's answer.
 */
export function markConversation(method: 'POST' | 'DELETE', receipt: 'read' | 'delivered', texts: Texts): Operation {
	return {
		resource: 'conversation',
		...texts,
		fields: [conversationWith, withUser, withGroup, asUser, markedMessageId],
		returns: 'object',
		request(ctx) {
			const { path } = conversationPath(ctx, `/${receipt}`);
			return { method, path, body: { messageId: readMarkedMessageId(ctx) }, onBehalfOf: onBehalfOfFrom.call(ctx, true) };
		},
	};
}
