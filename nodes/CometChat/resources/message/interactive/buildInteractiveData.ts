import type { IDataObject } from 'n8n-workflow';
import { interactiveDataProblems } from '../../../../shared/validation/interactive';
import { parseJsonObject } from '../../../../shared/validation/body';
import { type ItemParameters, parameterError } from '../../../../shared/validation/parameters';
import { buildCardData } from './buildCard';
import { buildFormData } from './buildForm';
import { buildSchedulerData } from './buildScheduler';
import { INTERACTIVE_JSON_LABEL } from './type.fields';

const TYPE_NAMES: Record<string, string> = {
	card: 'a card',
	form: 'a form',
	scheduler: 'a scheduler',
	customInteractive: 'a custom interactive message',
};

/** Builder parameter (display name, name) most concerned by a problem at a JSON path. */
const BUILDER_PARAMETERS: Array<[RegExp, string, string]> = [
	[/^interactionGoal\.type/, 'Interaction Goal', 'interactionGoalType'],
	[/^interactionGoal/, 'Goal Element IDs', 'interactionGoalElementIds'],
	[/^interactiveData\.cardActions/, 'Card Buttons', 'cardActions'],
	[/^interactiveData\.text/, 'Card Text', 'cardText'],
	[/^interactiveData\.imageUrl/, 'Card Image URL', 'cardImageUrl'],
	[/^interactiveData\.formFields/, 'Form Fields', 'formFields'],
	[/^interactiveData\.submitElement/, 'Submit Button Element ID', 'formSubmitElementId'],
	[/^interactiveData\.title/, 'Form Title', 'formTitle'],
	[/^interactiveData\.scheduleElement\.action/, 'Booking API URL', 'schedulerActionUrl'],
	[/^interactiveData\.scheduleElement/, 'Schedule Button Element ID', 'schedulerOptions.schedulerElementId'],
	[/^interactiveData\.availability/, 'Availability', 'schedulerAvailability'],
	[/^interactiveData\.date/, 'Bookable From', 'schedulerDateRangeStart'],
];

function summary(problems: string[]): string {
	const shown = problems.slice(0, 3).join('; ');
	return problems.length > 3 ? `${shown}; and ${problems.length - 3} more` : shown;
}

/**
 * The `data` object of an interactive message for the current item: the Interactive Data
 * (JSON) parameter (custom interactive, or input JSON), else the builder fields of the
 * type. It is checked before it is returned; errors name the parameter and the item.
 */
export function buildInteractiveData(this: ItemParameters): IDataObject {
	const type = this.getNodeParameter('interactiveType', 'card') as string;
	const fromJson = type === 'customInteractive' || this.getNodeParameter('interactiveInput', 'fields') === 'json';
	let data: IDataObject;
	if (fromJson) {
		data = parseJsonObject(this, this.getNodeParameter('interactiveJson', '{}'), INTERACTIVE_JSON_LABEL, 'interactiveJson');
	} else if (type === 'card') {
		data = buildCardData.call(this);
	} else if (type === 'form') {
		data = buildFormData.call(this);
	} else if (type === 'scheduler') {
		data = buildSchedulerData.call(this);
	} else {
		throw parameterError(this, 'Interactive Type', 'interactiveType', `"${type}" is not a known type; pick card, form, scheduler or custom interactive`);
	}

	const problems = interactiveDataProblems(type, data);
	if (problems.length === 0) return data;
	const description = `Problems found:\n${problems.map((problem) => `- ${problem}`).join('\n')}`;
	if (fromJson) {
		throw parameterError(this, INTERACTIVE_JSON_LABEL, 'interactiveJson', `is not valid for ${TYPE_NAMES[type] ?? type}: ${summary(problems)}`, description);
	}
	const [, label, name] = BUILDER_PARAMETERS.find(([pattern]) => pattern.test(problems[0])) ?? [
		undefined,
		'Interactive Type',
		'interactiveType',
	];
	const parameter = type === 'scheduler' && name === 'interactionGoalType' ? 'schedulerGoalType' : name;
	throw parameterError(this, label, parameter, `gives ${TYPE_NAMES[type] ?? type} that is not valid: ${summary(problems)}`, description);
}
