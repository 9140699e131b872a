/**
 * Pure checks of the `data` object of an interactive message (category `interactive`),
 * following the specification (chat-rest-service.md, "Variant category=interactive").
 * Each problem names the JSON path inside `data`; an empty list means the data is fine.
 */

export const CARD_FORM_GOAL_TYPES = ['anyOf', 'allOf', 'oneOf', 'none'];
export const SCHEDULER_GOAL_TYPES = ['anyAction', 'allOf', 'oneOf', 'none'];
export const ELEMENT_TYPES_WITH_OPTIONS = ['dropdown', 'checkbox', 'singleSelect'];

type Json = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Json {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a value is, for messages: "a number", "an array", "null". */
export function describeKind(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	if (typeof value === 'object') return 'an object';
	return `a ${typeof value}`;
}

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
	if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const [year, month, day] = value.split('-').map(Number);
	if (month < 1 || month > 12 || day < 1) return false;
	const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
	return day <= daysInMonth;
}

type Problems = string[];

function checkString(problems: Problems, holder: Json, key: string, path: string, required: boolean): void {
	const value = holder[key];
	if (value === undefined) {
		if (required) problems.push(`${path} is missing`);
	} else if (typeof value !== 'string') {
		problems.push(`${path} must be a string, but it is ${describeKind(value)}`);
	}
}

function checkBoolean(problems: Problems, holder: Json, key: string, path: string, required: boolean): void {
	const value = holder[key];
	if (value === undefined) {
		if (required) problems.push(`${path} is missing`);
	} else if (typeof value !== 'boolean') {
		problems.push(`${path} must be true or false, but it is ${describeKind(value)}`);
	}
}

function checkInteger(problems: Problems, holder: Json, key: string, path: string, required: boolean, min?: number): void {
	const value = holder[key];
	if (value === undefined) {
		if (required) problems.push(`${path} is missing`);
	} else if (typeof value !== 'number' || !Number.isInteger(value)) {
		problems.push(`${path} must be a whole number, but it is ${typeof value === 'number' ? value : describeKind(value)}`);
	} else if (min !== undefined && value < min) {
		problems.push(`${path} must be at least ${min}, but it is ${value}`);
	}
}

/** Checks an object member; returns it when it is an object. */
function checkObject(problems: Problems, holder: Json, key: string, path: string, required: boolean): Json | undefined {
	const value = holder[key];
	if (value === undefined) {
		if (required) problems.push(`${path} is missing`);
		return undefined;
	}
	if (!isPlainObject(value)) {
		problems.push(`${path} must be an object, but it is ${describeKind(value)}`);
		return undefined;
	}
	return value;
}

function checkStringArray(problems: Problems, holder: Json, key: string, path: string, required: boolean): string[] | undefined {
	const value = holder[key];
	if (value === undefined) {
		if (required) problems.push(`${path} is missing`);
		return undefined;
	}
	if (!Array.isArray(value)) {
		problems.push(`${path} must be an array of strings, but it is ${describeKind(value)}`);
		return undefined;
	}
	const bad = value.findIndex((entry) => typeof entry !== 'string');
	if (bad !== -1) {
		problems.push(`${path}[${bad}] must be a string, but it is ${describeKind(value[bad])}`);
		return undefined;
	}
	return value as string[];
}

function checkGoal(problems: Problems, data: Json, goalTypes: string[], required: boolean): string[] | undefined {
	const goal = checkObject(problems, data, 'interactionGoal', 'interactionGoal', required);
	if (!goal) return undefined;
	const type = goal.type;
	if (type === undefined) {
		if (required) problems.push('interactionGoal.type is missing');
	} else if (typeof type !== 'string' || !goalTypes.includes(type)) {
		problems.push(`interactionGoal.type must be one of ${goalTypes.join(', ')}, but it is ${JSON.stringify(type)}`);
	}
	return checkStringArray(problems, goal, 'elementIds', 'interactionGoal.elementIds', required);
}

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

function cardOrFormProblems(type: 'card' | 'form', data: Json): Problems {
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

function schedulerProblems(data: Json): Problems {
	const problems: Problems = [];
	checkGoal(problems, data, SCHEDULER_GOAL_TYPES, true);
	checkBoolean(problems, data, 'allowSenderInteraction', 'allowSenderInteraction', true);
	const interactive = checkObject(problems, data, 'interactiveData', 'interactiveData', true);
	if (!interactive) return problems;
	const at = (key: string) => `interactiveData.${key}`;
	for (const key of ['title', 'avatarUrl', 'icsFileUrl', 'timezoneCode', 'goalCompletionText']) {
		checkString(problems, interactive, key, at(key), true);
	}
	checkInteger(problems, interactive, 'bufferTime', at('bufferTime'), true, 0);
	checkInteger(problems, interactive, 'duration', at('duration'), true, 1);
	checkObject(problems, interactive, 'availability', at('availability'), true);
	for (const key of ['dateRangeStart', 'dateRangeEnd']) {
		const value = interactive[key];
		if (value === undefined) problems.push(`${at(key)} is missing`);
		else if (!isIsoDate(value)) {
			problems.push(`${at(key)} must be a date written YYYY-MM-DD, but it is ${typeof value === 'string' ? JSON.stringify(value) : describeKind(value)}`);
		}
	}
	if (isIsoDate(interactive.dateRangeStart) && isIsoDate(interactive.dateRangeEnd) && interactive.dateRangeEnd < interactive.dateRangeStart) {
		problems.push(`${at('dateRangeEnd')} (${interactive.dateRangeEnd}) is before ${at('dateRangeStart')} (${interactive.dateRangeStart})`);
	}

	const element = checkObject(problems, interactive, 'scheduleElement', at('scheduleElement'), true);
	if (!element) return problems;
	const elementPath = at('scheduleElement');
	for (const key of ['elementId', 'buttonText', 'elementType']) checkString(problems, element, key, `${elementPath}.${key}`, true);
	checkBoolean(problems, element, 'disableAfterInteracted', `${elementPath}.disableAfterInteracted`, true);
	const action = checkObject(problems, element, 'action', `${elementPath}.action`, true);
	if (!action) return problems;
	const actionPath = `${elementPath}.action`;
	for (const key of ['url', 'actionType', 'method', 'dataKey']) checkString(problems, action, key, `${actionPath}.${key}`, true);
	checkObject(problems, action, 'headers', `${actionPath}.headers`, true);
	const payload = checkObject(problems, action, 'payload', `${actionPath}.payload`, true);
	if (!payload) return problems;
	const payloadPath = `${actionPath}.payload`;
	const payloadData = checkObject(problems, payload, 'data', `${payloadPath}.data`, true);
	if (payloadData) checkString(problems, payloadData, 'text', `${payloadPath}.data.text`, true);
	for (const key of ['type', 'category', 'receiver', 'receiverType']) checkString(problems, payload, key, `${payloadPath}.${key}`, true);
	return problems;
}

/**
 * The problems of an interactive message's `data` for the given `type` (`card`, `form`,
 * `scheduler`, `customInteractive`); [] when there are none.
 */
export function interactiveDataProblems(type: string, data: unknown): string[] {
	if (!isPlainObject(data)) return [`data must be an object, but it is ${describeKind(data)}`];
	switch (type) {
		case 'card':
		case 'form':
			return cardOrFormProblems(type, data);
		case 'scheduler':
			return schedulerProblems(data);
		case 'customInteractive':
			return [];
		default:
			return [`type must be one of card, form, scheduler, customInteractive, but it is ${JSON.stringify(type)}`];
	}
}
