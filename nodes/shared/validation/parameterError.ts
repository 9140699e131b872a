import { NodeOperationError } from 'n8n-workflow';
import type { ItemParameters } from '../itemParameters';

/**
 * The one shape of every input error: it names the parameter (display name and the
 * name saved in the workflow) and the item, so a user can find the field at once.
 */
export function parameterError(
	context: ItemParameters,
	label: string,
	name: string,
	problem: string,
	description?: string,
): NodeOperationError {
	const itemIndex = context.getItemIndex();
	return new NodeOperationError(context.getNode(), `${label} (${name}) ${problem} [item ${itemIndex}]`, {
		itemIndex,
		description,
	});
}
