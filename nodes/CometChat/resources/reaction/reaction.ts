import type { IExecuteSingleFunctions, IHttpRequestMethods, INodeProperties } from 'n8n-workflow';
import { routing, setPath } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { LIMITS } from '../../../shared/validation/limits';
import { actAs, onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { parameterError } from '../../../shared/validation/parameterError';
import { onBehalfOfField } from '../../descriptions/onBehalfOf.fields';
import type { OperationDefinition } from '../../descriptions/operations';
import { messageIdField, readMessageId } from '../message/messageId';

/**
 * The reaction of this item: not empty, at most 45 characters counted as code points,
 * so an emoji of several code points (👍🏽, 👨‍👩‍👧) is one reaction of a few characters.
 */
export function readReaction(context: IExecuteSingleFunctions): string {
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

function reactionFields(verb: 'add' | 'remove'): INodeProperties[] {
	return [
		messageIdField(`The ID of the message to ${verb} the reaction ${verb === 'add' ? 'to' : 'from'}`),
		{
			displayName: 'Reaction',
			name: 'reaction',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. 👍',
			description: 'An emoji (several code points are fine, such as 👍🏽) or a short text, at most 45 characters',
		},
		onBehalfOfField(`The uid of the user who ${verb === 'add' ? 'reacts' : 'takes back their reaction'}. CometChat requires it.`, true),
	];
}

/**
 * Add and Remove: `POST` / `DELETE /messages/{id}/reactions/{reaction}` as the user in
 * `onBehalfOf`; the item is the message with its reactions (`data`).
 */
export function reactionChange(
	method: IHttpRequestMethods,
	option: { name: string; value: 'add' | 'remove'; action: string; description: string },
): OperationDefinition {
	return {
		option: {
			...option,
			routing: routing({ method, path: '/messages/{id}/reactions/{reaction}', postReceive: [unwrapData] }, async function (requestData, send) {
				setPath(requestData, { id: readMessageId(this), reaction: readReaction(this) });
				actAs(requestData, onBehalfOfFrom.call(this, true));
				return await send(requestData);
			}),
		},
		fields: reactionFields(option.value),
	};
}
