import type { INodeProperties } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { LIMITS } from '../../../shared/validation/body';
import { type ItemParameters, onBehalfOfFrom, parameterError } from '../../../shared/validation/parameters';
import { asUser, messageId } from '../../descriptions/parameters';
import { readMessageId } from '../message/messageId';

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

const reaction: INodeProperties = {
	displayName: 'Reaction',
	name: 'reaction',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 👍',
	description: `An emoji (several code points are fine, such as 👍🏽) or a short text, at most ${LIMITS.reactionCharacters} characters`,
};

type Texts = Pick<Operation, 'value' | 'name' | 'action' | 'description'>;

/**
 * Add and Remove: `POST` / `DELETE /messages/{id}/reactions/{reaction}` as the user in
 * `onBehalfOf`; the item is the message with its reactions (`data`).
 */
export function reactionChange(method: 'POST' | 'DELETE', texts: Texts): Operation {
	return {
		resource: 'reaction',
		...texts,
		fields: [messageId, reaction, asUser],
		returns: 'object',
		request: (ctx) => ({
			method,
			path: fillPath('/messages/{id}/reactions/{reaction}', { id: readMessageId(ctx), reaction: readReaction(ctx) }),
			onBehalfOf: onBehalfOfFrom.call(ctx, true),
		}),
	};
}
