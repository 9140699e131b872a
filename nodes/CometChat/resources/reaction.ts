import { type INodeProperties, type ItemParameters, onBehalfOfFrom, parameterError, limit, readPageWindow, returnAll, fillPath, type Spec, defineResource, asUser, messageId, onBehalfOf } from './parts';
import { LIMITS } from '../../shared/validation/body';
import { readMessageId } from './message/messageId';

/**
 * The reaction of this item: not empty, at most 45 characters counted as code points,
 * so an emoji of several code points (👍🏽, 👨‍👩‍👧) is one reaction of a few characters.
 */
function readReaction(context: ItemParameters): string {
	const value = context.getNodeParameter('reaction', '');
	if (typeof value !== 'string' && typeof value !== 'number') {
		throw parameterError(context, 'Reaction', 'reaction', 'must be text, such as an emoji');
	}
	const reaction = String(value).trim();
	if (!reaction) throw parameterError(context, 'Reaction', 'reaction', 'is empty; give an emoji such as 👍');
	const length = [...reaction].length;
	if (length > LIMITS.reactionCharacters) {
		throw parameterError(context, 'Reaction', 'reaction', `is ${length} characters long; CometChat accepts at most ${LIMITS.reactionCharacters}`);
	}
	return reaction;
}

const reactionField: INodeProperties = {
	displayName: 'Reaction',
	name: 'reaction',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 👍',
	description: `An emoji (several code points are fine, such as 👍🏽) or a short text, at most ${LIMITS.reactionCharacters} characters`,
};

/**
 * Add and Remove: `POST` / `DELETE /messages/{id}/reactions/{reaction}` as the user in
 * `onBehalfOf`; the item is the message with its reactions (`data`).
 */
const reactionChange = (method: 'POST' | 'DELETE'): Pick<Spec, 'fields' | 'request'> => ({
	fields: [messageId, reactionField, asUser],
	request: (ctx) => ({
		method,
		path: fillPath('/messages/{id}/reactions/{reaction}', { id: readMessageId(ctx), reaction: readReaction(ctx) }),
		onBehalfOf: onBehalfOfFrom.call(ctx, true),
	}),
});

export const reaction = defineResource('reaction', 'add', {
	/** Add: react to a message as a user. */
	add: {
		...reactionChange('POST'),
		action: 'Add a reaction to a message',
		description: 'React to a CometChat message with an emoji as a user; the output is the message with its reaction counts',
	},
	/**
	 * Get Many: who reacted how (`GET /messages/{id}/reactions`), one item per reaction.
	 * The endpoint documents no query parameters; its pages are followed through the
	 * envelope's `meta.next` (`affix`, `id`), the server choosing the page size.
	 */
	getAll: {
		action: 'Get many reactions to a message',
		description: 'List the reactions to a CometChat message: the emoji, who reacted (uid and user details) and when',
		fields: [messageId, onBehalfOf, returnAll, limit],
		request: (ctx) => ({
			method: 'GET',
			path: fillPath('/messages/{id}/reactions', { id: readMessageId(ctx) }),
			onBehalfOf: onBehalfOfFrom.call(ctx),
		}),
		// returnAll and limit; this list has no page-size parameter, so its default goes unused
		paging: (ctx) => ({ by: 'cursor', window: readPageWindow.call(ctx, { name: 'pageSize', label: 'Page Size' }), cursorParameters: ['affix', 'id'] }),
	},
	/** Remove: take back a user's reaction. */
	remove: {
		...reactionChange('DELETE'),
		action: 'Remove a reaction from a message',
		description: "Take back a user's emoji reaction to a CometChat message; the output is the message with its reaction counts",
	},
});
