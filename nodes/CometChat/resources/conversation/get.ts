import { fillPath, type Operation, type OperationRequest } from '../../../shared/operation';
import { type ItemParameters, onBehalfOfFrom } from '../../../shared/validation/parameters';
import { asUser } from '../../descriptions/parameters';
import {
	conversationId,
	conversationPath,
	conversationWithOrId,
	oneConversation,
	readConversationId,
	withGroup,
	withUser,
} from './conversation.fields';

function request(ctx: ItemParameters): OperationRequest {
	const path =
		ctx.getNodeParameter('conversationWith', 'user') === 'id'
			? fillPath('/conversations/{conversationId}', { conversationId: readConversationId(ctx) })
			: conversationPath(ctx).path;
	// CometChat's examples answer with the conversation in a list, its docs with an object
	return { method: 'GET', path, onBehalfOf: onBehalfOfFrom.call(ctx, true), returns: 'any' };
}

/** Get: one conversation of the user in As User, with a user, of a group, or by its ID. */
export const conversationGet: Operation = {
	resource: 'conversation',
	value: 'get',
	name: 'Get',
	action: 'Get a conversation',
	description: "Get one CometChat conversation as a user sees it (last message, unread count, tags): with another user, of a group, or by its conversationId",
	fields: [conversationWithOrId, withUser, withGroup, conversationId, asUser],
	returns: 'object',
	request,
	output: (_ctx, response) => oneConversation(response),
};
