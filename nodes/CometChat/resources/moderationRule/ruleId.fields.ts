import type { INodeProperties } from 'n8n-workflow';
import { readSettingId } from '../moderation/settings.fields';
import type { ItemParameters } from '../../../shared/validation/parameters';

/** `ruleId`: the rule a Get, Update or Delete works on, and the ID a new rule gets. */
export const ruleId: INodeProperties = {
	displayName: 'Rule ID',
	name: 'ruleId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. block-spam-links',
	description:
		'The ID of the moderation rule (Moderation Rule › Get Many lists them). For Create, the ID the new rule gets: letters, digits, "-" and "_", at most 100 characters.',
};

export function readRuleId(context: ItemParameters): string {
	return readSettingId(context, 'ruleId', 'Rule ID', 'the ID of a moderation rule', 'block-spam-links');
}
