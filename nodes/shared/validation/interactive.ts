/**
 * Pure checks of the `data` object of an interactive message (category `interactive`),
 * following the specification (chat-rest-service.md, "Variant category=interactive").
 * Each problem names the JSON path inside `data`; an empty list means the data is fine.
 */
import { describeKind, isPlainObject } from './parameters';

export const CARD_FORM_GOAL_TYPES = ['anyOf', 'allOf', 'oneOf', 'none'];
export const SCHEDULER_GOAL_TYPES = ['anyAction', 'allOf', 'oneOf', 'none'];
export const ELEMENT_TYPES_WITH_OPTIONS = ['dropdown', 'checkbox', 'singleSelect'];

type Json = Record<string, unknown>;
type Problems = string[];

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
	if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const [year, month, day] = value.split('-').map(Number);
	if (month < 1 || month > 12 || day < 1) return false;
	return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The member `key` of `holder`, or undefined after pushing that a required one is missing. */
function member(problems: Problems, holder: Json, key: string, path: string, required: boolean): unknown {
	const value = holder[key];
	if (value === undefined && required) problems.push(`${path} is missing`);
	return value;
}

function checkString(problems: Problems, holder: Json, key: string, path: string, required: boolean): void {
	const value = member(problems, holder, key, path, required);
	if (value !== undefined && typeof value !== 'string') problems.push(`${path} must be a string, but it is ${describeKind(value)}`);
}

function checkBoolean(problems: Problems, holder: Json, key: string, path: string, required: boolean): void {
	const value = member(problems, holder, key, path, required);
	if (value !== undefined && typeof value !== 'boolean') problems.push(`${path} must be true or false, but it is ${describeKind(value)}`);
}

function checkInteger(problems: Problems, holder: Json, key: string, path: string, required: boolean, min: number): void {
	const value = member(problems, holder, key, path, required);
	if (value === undefined) return;
	if (typeof value !== 'number' || !Number.isInteger(value)) {
		problems.push(`${path} must be a whole number, but it is ${typeof value === 'number' ? value : describeKind(value)}`);
	} else if (value < min) problems.push(`${path} must be at least ${min}, but it is ${value}`);
}

/** Checks an object member; returns it when it is an object. */
function checkObject(problems: Problems, holder: Json, key: string, path: string, required: boolean): Json | undefined {
	const value = member(problems, holder, key, path, required);
	if (value === undefined || isPlainObject(value)) return value;
	problems.push(`${path} must be an object, but it is ${describeKind(value)}`);
	return undefined;
}

function checkGoal(problems: Problems, data: Json, goalTypes: string[], required: boolean): string[] | undefined {
	const goal = checkObject(problems, data, 'interactionGoal', 'interactionGoal', required);
	if (!goal) return undefined;
	const type = member(problems, goal, 'type', 'interactionGoal.type', required);
	if (type !== undefined && (typeof type !== 'string' || !goalTypes.includes(type))) {
		problems.push(`interactionGoal.type must be one of ${goalTypes.join(', ')}, but it is ${JSON.stringify(type)}`);
	}
	const ids = member(problems, goal, 'elementIds', 'interactionGoal.elementIds', required);
	if (ids === undefined) return undefined;
	if (!Array.isArray(ids)) {
		problems.push(`interactionGoal.elementIds must be an array of strings, but it is ${describeKind(ids)}`);
		return undefined;
	}
	const bad = ids.findIndex((entry) => typeof entry !== 'string');
	if (bad === -1) return ids as string[];
	problems.push(`interactionGoal.elementIds[${bad}] must be a string, but it is ${describeKind(ids[bad])}`);
	return undefined;
}

/** The values of an element's `options`, where it has a list of them. */
function optionValuesOf(problems: Problems, element: Json, path: string): string[] | undefined {
	if (element.options === undefined) return undefined;
	if (!Array.isArray(element.options)) {
		problems.push(`${path}.options must be an array, but it is ${describeKind(element.options)}`);
		return undefined;
	}
	const values: string[] = [];
	element.options.forEach((option, index) => {
		const optionPath = `${path}.options[${index}]`;
		if (!isPlainObject(option)) {
			problems.push(`${optionPath} must be an object with value and label, but it is ${describeKind(option)}`);
			return;
		}
		checkString(problems, option, 'value', `${optionPath}.value`, true);
		checkString(problems, option, 'label', `${optionPath}.label`, true);
		if (typeof option.value === 'string') values.push(option.value);
	});
	return values;
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
	if (action) {
		for (const key of ['actionType', 'url', 'method', 'dataKey']) checkString(problems, action, key, `${path}.action.${key}`, false);
		checkObject(problems, action, 'payload', `${path}.action.payload`, false);
		checkObject(problems, action, 'headers', `${path}.action.headers`, false);
	}
	const optionValues = optionValuesOf(problems, element, path);

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
		for (const value of optionValues ? values : []) {
			if (!optionValues!.includes(value as string)) {
				problems.push(`${path}.defaultValue names "${value as string}", which is not the value of one of its options`);
			}
		}
	}
	return typeof element.elementId === 'string' && element.elementId !== '' ? element.elementId : undefined;
}

/** Card and form data: elements, element ids and the interaction goal. */
function cardOrFormProblems(type: 'card' | 'form', data: Json): Problems {
	const problems: Problems = [];
	const goalIds = checkGoal(problems, data, CARD_FORM_GOAL_TYPES, false);
	checkBoolean(problems, data, 'allowSenderInteraction', 'allowSenderInteraction', false);
	const interactive = checkObject(problems, data, 'interactiveData', 'interactiveData', false);
	const ids: Array<{ id: string; path: string }> = [];
	const addElement = (element: unknown, path: string) => {
		const id = checkElement(problems, element, path);
		if (id !== undefined) ids.push({ id, path });
	};
	if (interactive) {
		for (const key of ['text', 'title', 'imageUrl', 'goalCompletionText']) checkString(problems, interactive, key, `interactiveData.${key}`, false);
		const listKey = type === 'form' ? 'formFields' : 'cardActions';
		const list = interactive[listKey];
		if (list !== undefined && !Array.isArray(list)) {
			problems.push(`interactiveData.${listKey} must be an array, but it is ${describeKind(list)}`);
		} else {
			(list as unknown[] | undefined)?.forEach((element, index) => addElement(element, `interactiveData.${listKey}[${index}]`));
		}
		if (interactive.submitElement !== undefined) addElement(interactive.submitElement, 'interactiveData.submitElement');
	}
	const seen = new Map<string, string>();
	for (const { id, path } of ids) {
		const first = seen.get(id);
		if (first !== undefined) problems.push(`${path}.elementId "${id}" is already used by ${first}; element ids must be unique`);
		else seen.set(id, path);
	}
	(goalIds ?? []).forEach((id, index) => {
		if (!seen.has(id)) problems.push(`interactionGoal.elementIds[${index}] "${id}" names no element of this ${type}`);
	});
	return problems;
}

/** Scheduler data: every field of the specification's scheduler table, with its type. */
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
	const { dateRangeStart: start, dateRangeEnd: end } = interactive;
	if (isIsoDate(start) && isIsoDate(end) && end < start) {
		problems.push(`${at('dateRangeEnd')} (${end}) is before ${at('dateRangeStart')} (${start})`);
	}

	const elementPath = at('scheduleElement');
	const element = checkObject(problems, interactive, 'scheduleElement', elementPath, true);
	if (!element) return problems;
	for (const key of ['elementId', 'buttonText', 'elementType']) checkString(problems, element, key, `${elementPath}.${key}`, true);
	checkBoolean(problems, element, 'disableAfterInteracted', `${elementPath}.disableAfterInteracted`, true);
	const actionPath = `${elementPath}.action`;
	const action = checkObject(problems, element, 'action', actionPath, true);
	if (!action) return problems;
	for (const key of ['url', 'actionType', 'method', 'dataKey']) checkString(problems, action, key, `${actionPath}.${key}`, true);
	checkObject(problems, action, 'headers', `${actionPath}.headers`, true);
	const payloadPath = `${actionPath}.payload`;
	const payload = checkObject(problems, action, 'payload', payloadPath, true);
	if (!payload) return problems;
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
	if (type === 'card' || type === 'form') return cardOrFormProblems(type, data);
	if (type === 'scheduler') return schedulerProblems(data);
	if (type === 'customInteractive') return [];
	return [`type must be one of card, form, scheduler, customInteractive, but it is ${JSON.stringify(type)}`];
}
