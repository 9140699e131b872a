import type { IDataObject } from 'n8n-workflow';
import { BUTTON_FIELD_LABELS, FORM_FIELD_LABELS, buildButton, buildFormField } from './buildElements';
import { buildGoal } from './buildGoal';
import { submitParameterName } from './elements.fields';
import { entryScope, parameterScope } from './scope';
import { toText } from './values';
import type { ItemParameters } from '../../../../shared/validation/parameters';

/** Fallbacks of the Submit Button parameters (the same as their defaults). */
const SUBMIT_DEFAULTS: IDataObject = {
	elementId: 'submit',
	buttonText: 'Submit',
	disableAfterInteracted: true,
	actionType: 'apiAction',
	url: '',
	method: 'POST',
	payload: '{}',
	headers: '{}',
	dataKey: '',
};

/** The data of a form from Form Title, Form Fields, the Submit Button fields and Goal Completion Text. */
export function buildFormData(this: ItemParameters): IDataObject {
	const title = parameterScope(this, () => 'Form Title', () => 'formTitle').requiredText('formTitle', this.getNodeParameter('formTitle', ''));
	const rows = ((this.getNodeParameter('formFields', {}) as IDataObject).field ?? []) as IDataObject[];
	const formFields = rows.map((row, index) =>
		buildFormField(entryScope(this, 'Form Fields', 'formFields', 'field', index + 1, FORM_FIELD_LABELS), row),
	);

	const submitSettings: IDataObject = {};
	for (const [key, fallback] of Object.entries(SUBMIT_DEFAULTS)) {
		submitSettings[key] = this.getNodeParameter(submitParameterName(key), fallback) as IDataObject[string];
	}
	const submitElement = buildButton(
		parameterScope(this, (key) => `Submit Button ${BUTTON_FIELD_LABELS[key] ?? key}`, submitParameterName),
		submitSettings,
	);

	const interactiveData: IDataObject = { title, formFields, submitElement };
	const goalCompletionText = toText(this.getNodeParameter('formGoalCompletionText', ''));
	if (goalCompletionText) interactiveData.goalCompletionText = goalCompletionText;
	return { ...buildGoal.call(this, 'interactionGoalType', 'anyOf', [submitElement.elementId as string]), interactiveData };
}
