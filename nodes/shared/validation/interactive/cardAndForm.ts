/** Card and form data: elements, element ids and the interaction goal. */
import { CARD_FORM_GOAL_TYPES, ELEMENT_TYPES_WITH_OPTIONS, type Json, type Problems, checkBoolean, checkGoal, checkInteger, checkObject, checkString, describeKind, isPlainObject } from './checks';

/** The optional action of a button element (form, card). */
function checkAction(problems: Problems, action: Json, path: string): void {
	for (const key of ['actionType', 'url', 'method', 'dataKey']) checkString(problems, action, key, `${path}.${key}`, false);
	checkObject(problems, action, 'payload', `${path}.payload`, false);
	checkObject(problems, action, 'headers', `${path}.headers`, false);
}

/** One element of a form or card; returns its id when it has one. */
function checkElement(problems: Problems, element: unknown, path: string): string | undefined {
	if (!isPlainObject(element)) {
		problems.push(`${path} must be an object, but it is ${describeKind(element)}`);
		return undefined;
	}
	checkString(problems, element, 'elementType', `${path}.elementType`, true);
	checkString(problems, element, 'elementId', `${path}.elementId`, true);
	if (element.elementId === '') problems.push(`${path}.elementId is empty`);
	checkString(problems, element, 'label', `${path}.label`, false);
	checkString(problems, element, 'buttonText', `${path}.buttonText`, false);
	checkBoolean(problems, element, 'optional', `${path}.optional`, false);
	checkBoolean(problems, element, 'disableAfterInteracted', `${path}.disableAfterInteracted`, false);
	checkInteger(problems, element, 'maxLines', `${path}.maxLines`, false, 1);
	const placeholder = checkObject(problems, element, 'placeholder', `${path}.placeholder`, false);
	if (placeholder) checkString(problems, placeholder, 'text', `${path}.placeholder.text`, false);
	const action = checkObject(problems, element, 'action', `${path}.action`, false);
	if (action) checkAction(problems, action, `${path}.action`);

	let optionValues: string[] | undefined;
	if (element.options !== undefined) {
		if (!Array.isArray(element.options)) {
			problems.push(`${path}.options must be an array, but it is ${describeKind(element.options)}`);
		} else {
			optionValues = [];
			element.options.forEach((option, index) => {
				const optionPath = `${path}.options[${index}]`;
				if (!isPlainObject(option)) {
					problems.push(`${optionPath} must be an object with value and label, but it is ${describeKind(option)}`);
					return;
				}
				checkString(problems, option, 'value', `${optionPath}.value`, true);
				checkString(problems, option, 'label', `${optionPath}.label`, true);
				if (typeof option.value === 'string') optionValues?.push(option.value);
			});
		}
	}

	const defaultValue = element.defaultValue;
	if (defaultValue !== undefined) {
		const values: unknown[] = [];
		if (element.elementType === 'checkbox') {
			if (!Array.isArray(defaultValue) || defaultValue.some((value) => typeof value !== 'string')) {
				problems.push(`${path}.defaultValue must be an array of option values for a checkbox, but it is ${describeKind(defaultValue)}`);
			} else {
				values.push(...defaultValue);
			}
		} else if (typeof defaultValue !== 'string') {
			problems.push(`${path}.defaultValue must be a string, but it is ${describeKind(defaultValue)}`);
		} else if (ELEMENT_TYPES_WITH_OPTIONS.includes(element.elementType as string) && defaultValue !== '') {
			values.push(defaultValue);
		}
		if (optionValues) {
			for (const value of values) {
				if (!optionValues.includes(value as string)) {
					problems.push(`${path}.defaultValue names "${value as string}", which is not the value of one of its options`);
				}
			}
		}
	}
	return typeof element.elementId === 'string' && element.elementId !== '' ? element.elementId : undefined;
}

export function cardOrFormProblems(type: 'card' | 'form', data: Json): Problems {
	const problems: Problems = [];
	const goalIds = checkGoal(problems, data, CARD_FORM_GOAL_TYPES, false);
	checkBoolean(problems, data, 'allowSenderInteraction', 'allowSenderInteraction', false);
	const interactive = checkObject(problems, data, 'interactiveData', 'interactiveData', false);
	const ids: Array<{ id: string; path: string }> = [];
	if (interactive) {
		checkString(problems, interactive, 'text', 'interactiveData.text', false);
		checkString(problems, interactive, 'title', 'interactiveData.title', false);
		checkString(problems, interactive, 'imageUrl', 'interactiveData.imageUrl', false);
		checkString(problems, interactive, 'goalCompletionText', 'interactiveData.goalCompletionText', false);
		const listKey = type === 'form' ? 'formFields' : 'cardActions';
		const list = interactive[listKey];
		if (list !== undefined) {
			if (!Array.isArray(list)) {
				problems.push(`interactiveData.${listKey} must be an array, but it is ${describeKind(list)}`);
			} else {
				list.forEach((element, index) => {
					const path = `interactiveData.${listKey}[${index}]`;
					const id = checkElement(problems, element, path);
					if (id !== undefined) ids.push({ id, path });
				});
			}
		}
		if (interactive.submitElement !== undefined) {
			const id = checkElement(problems, interactive.submitElement, 'interactiveData.submitElement');
			if (id !== undefined) ids.push({ id, path: 'interactiveData.submitElement' });
		}
	}
	const seen = new Map<string, string>();
	for (const { id, path } of ids) {
		const first = seen.get(id);
		if (first !== undefined) problems.push(`${path}.elementId "${id}" is already used by ${first}; element ids must be unique`);
		else seen.set(id, path);
	}
	(goalIds ?? []).forEach((id, index) => {
		if (!seen.has(id)) {
			problems.push(`interactionGoal.elementIds[${index}] "${id}" names no element of this ${type}`);
		}
	});
	return problems;
}
