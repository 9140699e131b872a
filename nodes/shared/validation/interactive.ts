/**
 * Pure checks of the `data` object of an interactive message (category `interactive`),
 * following the specification (chat-rest-service.md, "Variant category=interactive").
 * Each problem names the JSON path inside `data`; an empty list means the data is fine.
 */
import { describeKind, isPlainObject } from './parameters';

const CARD_FORM_GOAL_TYPES = ['anyOf', 'allOf', 'oneOf', 'none'];
const SCHEDULER_GOAL_TYPES = ['anyAction', 'allOf', 'oneOf', 'none'];
export const ELEMENT_TYPES_WITH_OPTIONS = ['dropdown', 'checkbox', 'singleSelect'];

type Json = Record<string, unknown>;
type Problems = string[];

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
	if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const [year, month, day] = value.split('-').map(Number);
	return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const WANTED = { string: 'a string', boolean: 'true or false', object: 'an object' };

/**
 * Checks the members `keys` of `holder` (at the path `base`): of `kind`, or a whole number of
 * at least `kind` when that is a number; a required one present. Returns the last one when it
 * is an object of kind `object`.
 */
function check(problems: Problems, holder: Json, base: string, kind: keyof typeof WANTED | number, required: boolean, ...keys: string[]): Json | undefined {
	let object: Json | undefined;
	for (const key of keys) {
		const path = base ? `${base}.${key}` : key;
		const value = holder[key];
		object = undefined;
		if (value === undefined) {
			if (required) problems.push(`${path} is missing`);
		} else if (typeof kind === 'number') {
			if (typeof value !== 'number' || !Number.isInteger(value)) problems.push(`${path} must be a whole number, but it is ${typeof value === 'number' ? value : describeKind(value)}`);
			else if (value < kind) problems.push(`${path} must be at least ${kind}, but it is ${value}`);
		} else if (kind === 'object' ? isPlainObject(value) : typeof value === kind) {
			object = value as Json;
		} else problems.push(`${path} must be ${WANTED[kind]}, but it is ${describeKind(value)}`);
	}
	return kind === 'object' ? object : undefined;
}

function checkGoal(problems: Problems, data: Json, goalTypes: string[], required: boolean): string[] | undefined {
	const goal = check(problems, data, '', 'object', required, 'interactionGoal');
	if (!goal) return undefined;
	const { type, elementIds: ids } = goal;
	if (type === undefined && required) problems.push('interactionGoal.type is missing');
	if (type !== undefined && (typeof type !== 'string' || !goalTypes.includes(type))) {
		problems.push(`interactionGoal.type must be one of ${goalTypes.join(', ')}, but it is ${JSON.stringify(type)}`);
	}
	if (ids === undefined) {
		if (required) problems.push('interactionGoal.elementIds is missing');
		return undefined;
	}
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
function optionValuesOf(problems: Problems, { options }: Json, path: string): string[] | undefined {
	if (options === undefined) return undefined;
	if (!Array.isArray(options)) {
		problems.push(`${path}.options must be an array, but it is ${describeKind(options)}`);
		return undefined;
	}
	options.forEach((option, index) => {
		if (isPlainObject(option)) check(problems, option, `${path}.options[${index}]`, 'string', true, 'value', 'label');
		else problems.push(`${path}.options[${index}] must be an object with value and label, but it is ${describeKind(option)}`);
	});
	return options.filter((option) => typeof option?.value === 'string').map((option: Json) => option.value as string);
}

/** One element of a form or card; returns its id when it has one. */
function checkElement(problems: Problems, element: unknown, path: string): string | undefined {
	if (!isPlainObject(element)) {
		problems.push(`${path} must be an object, but it is ${describeKind(element)}`);
		return undefined;
	}
	check(problems, element, path, 'string', true, 'elementType', 'elementId');
	if (element.elementId === '') problems.push(`${path}.elementId is empty`);
	check(problems, element, path, 'string', false, 'label', 'buttonText');
	check(problems, element, path, 'boolean', false, 'optional', 'disableAfterInteracted');
	check(problems, element, path, 1, false, 'maxLines');
	const placeholder = check(problems, element, path, 'object', false, 'placeholder');
	if (placeholder) check(problems, placeholder, `${path}.placeholder`, 'string', false, 'text');
	const action = check(problems, element, path, 'object', false, 'action');
	if (action) {
		check(problems, action, `${path}.action`, 'string', false, 'actionType', 'url', 'method', 'dataKey');
		check(problems, action, `${path}.action`, 'object', false, 'payload', 'headers');
	}
	const optionValues = optionValuesOf(problems, element, path);
	const { defaultValue, elementType } = element;
	let values: unknown[] = [];
	if (defaultValue === undefined) return checkedId(element);
	if (elementType === 'checkbox') {
		if (Array.isArray(defaultValue) && defaultValue.every((value) => typeof value === 'string')) values = defaultValue;
		else problems.push(`${path}.defaultValue must be an array of option values for a checkbox, but it is ${describeKind(defaultValue)}`);
	} else if (typeof defaultValue !== 'string') {
		problems.push(`${path}.defaultValue must be a string, but it is ${describeKind(defaultValue)}`);
	} else if (ELEMENT_TYPES_WITH_OPTIONS.includes(elementType as string) && defaultValue !== '') values = [defaultValue];
	for (const value of optionValues ? values : []) {
		if (!optionValues!.includes(value as string)) problems.push(`${path}.defaultValue names "${value as string}", which is not the value of one of its options`);
	}
	return checkedId(element);
}

const checkedId = ({ elementId }: Json) => (typeof elementId === 'string' && elementId !== '' ? elementId : undefined);

/** Card and form data: elements, element ids and the interaction goal. */
function cardOrFormProblems(type: 'card' | 'form', data: Json): Problems {
	const problems: Problems = [];
	const goalIds = checkGoal(problems, data, CARD_FORM_GOAL_TYPES, false);
	check(problems, data, '', 'boolean', false, 'allowSenderInteraction');
	const interactive = check(problems, data, '', 'object', false, 'interactiveData');
	const elements: Array<[unknown, string]> = [];
	if (interactive) {
		check(problems, interactive, 'interactiveData', 'string', false, 'text', 'title', 'imageUrl', 'goalCompletionText');
		const listKey = type === 'form' ? 'formFields' : 'cardActions';
		const list = interactive[listKey];
		if (list !== undefined && !Array.isArray(list)) problems.push(`interactiveData.${listKey} must be an array, but it is ${describeKind(list)}`);
		else (list as unknown[] | undefined)?.forEach((element, index) => elements.push([element, `interactiveData.${listKey}[${index}]`]));
		if (interactive.submitElement !== undefined) elements.push([interactive.submitElement, 'interactiveData.submitElement']);
	}
	const seen = new Map<string, string>();
	// every element checked first, the repeated ids after
	const ids = elements.map(([element, path]) => ({ id: checkElement(problems, element, path), path }));
	for (const { id, path } of ids) {
		if (id === undefined) continue;
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
	check(problems, data, '', 'boolean', true, 'allowSenderInteraction');
	const interactive = check(problems, data, '', 'object', true, 'interactiveData');
	if (!interactive) return problems;
	const at = 'interactiveData';
	check(problems, interactive, at, 'string', true, 'title', 'avatarUrl', 'icsFileUrl', 'timezoneCode', 'goalCompletionText');
	check(problems, interactive, at, 0, true, 'bufferTime');
	check(problems, interactive, at, 1, true, 'duration');
	check(problems, interactive, at, 'object', true, 'availability');
	for (const key of ['dateRangeStart', 'dateRangeEnd']) {
		const value = interactive[key];
		if (value === undefined) problems.push(`${at}.${key} is missing`);
		else if (!isIsoDate(value)) {
			problems.push(`${at}.${key} must be a date written YYYY-MM-DD, but it is ${typeof value === 'string' ? JSON.stringify(value) : describeKind(value)}`);
		}
	}
	const { dateRangeStart: start, dateRangeEnd: end } = interactive;
	if (isIsoDate(start) && isIsoDate(end) && end < start) problems.push(`${at}.dateRangeEnd (${end}) is before ${at}.dateRangeStart (${start})`);
	const elementPath = `${at}.scheduleElement`;
	const element = check(problems, interactive, at, 'object', true, 'scheduleElement');
	if (!element) return problems;
	check(problems, element, elementPath, 'string', true, 'elementId', 'buttonText', 'elementType');
	check(problems, element, elementPath, 'boolean', true, 'disableAfterInteracted');
	const action = check(problems, element, elementPath, 'object', true, 'action');
	if (!action) return problems;
	check(problems, action, `${elementPath}.action`, 'string', true, 'url', 'actionType', 'method', 'dataKey');
	check(problems, action, `${elementPath}.action`, 'object', true, 'headers');
	const payload = check(problems, action, `${elementPath}.action`, 'object', true, 'payload');
	if (!payload) return problems;
	const payloadData = check(problems, payload, `${elementPath}.action.payload`, 'object', true, 'data');
	if (payloadData) check(problems, payloadData, `${elementPath}.action.payload.data`, 'string', true, 'text');
	check(problems, payload, `${elementPath}.action.payload`, 'string', true, 'type', 'category', 'receiver', 'receiverType');
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
