import { type ItemParameters, requireIdentifier } from '../../../shared/validation/parameters';

/** The `messageId` (see descriptions/parameters.ts) of this item, checked (not empty, at most 100 characters). */
export function readMessageId(context: ItemParameters): string {
	return requireIdentifier.call(context, context.getNodeParameter('messageId'), 'Message ID', 'messageId', 'the ID of a message', '1523');
}
