import type { IDataObject } from 'n8n-workflow';
import { type ItemParameters, parseStringList } from '../../../../shared/validation/parameters';

/**
 * interactionGoal and allowSenderInteraction from the builder. Empty goal element IDs mean
 * `defaultIds` (the submit button, every card button, the schedule button), except for goal
 * type none.
 */
export function buildGoal(this: ItemParameters, goalParameter: string, defaultGoal: string, defaultIds: string[]): IDataObject {
	const type = this.getNodeParameter(goalParameter, defaultGoal) as string;
	let elementIds = parseStringList(this, this.getNodeParameter('interactionGoalElementIds', ''), 'Goal Element IDs', 'interactionGoalElementIds');
	if (elementIds.length === 0 && type !== 'none') elementIds = defaultIds;
	return {
		interactionGoal: { type, elementIds },
		allowSenderInteraction: this.getNodeParameter('allowSenderInteraction', false) === true,
	};
}
