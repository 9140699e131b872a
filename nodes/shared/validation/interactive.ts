/**
 * Pure checks of the `data` object of an interactive message (category `interactive`),
 * following the specification (chat-rest-service.md, "Variant category=interactive").
 * Each problem names the JSON path inside `data`; an empty list means the data is fine.
 */
import { describeKind, isPlainObject } from './parameters';

type Json = Record<string, unknown>;
/** The check of a value that is there, at `path` in `holder`. */
type Check = (problems: string[], value: unknown, path: string, holder: Json) => void;
/** A string, true or false, an object, a whole number of at least the number, an object of that Shape, or a Check. */
type Rule = 'string' | 'boolean' | 'object' | number | Check | Shape;
/** The members of an object in the order they are checked; "!" after a key: required even where the others are not. */
interface Shape {
	[key: string]: Rule;
}

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
	// Date rolls 2023-02-29 over to March 1st: the date it reads must be the one written
	return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(value).toJSON()?.startsWith(value) === true;
}

const WANTED = { string: 'a string', boolean: 'true or false', object: 'an object' };

/** One value that is there, at `path` in `holder`, against its rule; a missing member of a Shape is a problem where `required`. */
function checkValue(problems: string[], value: unknown, path: string, rule: Rule, required: boolean, holder: Json): void {
	if (typeof rule === 'function') return rule(problems, value, path, holder);
	if (typeof rule === 'number') {
		if (typeof value !== 'number' || !Number.isInteger(value)) problems.push(`${path} must be a whole number, but it is ${typeof value === 'number' ? value : describeKind(value)}`);
		else if (value < rule) problems.push(`${path} must be at least ${rule}, but it is ${value}`);
		return;
	}
	const kind = typeof rule === 'object' ? 'object' : rule;
	if (kind === 'object' ? !isPlainObject(value) : typeof value !== kind) {
		problems.push(`${path} must be ${WANTED[kind]}, but it is ${describeKind(value)}`);
		return;
	}
	for (const [spec, member] of typeof rule === 'object' ? Object.entries(rule) : []) {
		const key = spec.replace(/!$/, '');
		const at = path ? `${path}.${key}` : key;
		const memberValue = (value as Json)[key];
		if (memberValue !== undefined) checkValue(problems, memberValue, at, member, required, value as Json);
		else if (required || key !== spec) problems.push(`${at} is missing`);
	}
}

const goal = (types: string[]): Shape => ({
	type: (problems, type, path) => {
		if (typeof type !== 'string' || !types.includes(type)) problems.push(`${path} must be one of ${types.join(', ')}, but it is ${JSON.stringify(type)}`);
	},
	elementIds: (problems, ids, path) => {
		if (!Array.isArray(ids)) {
			problems.push(`${path} must be an array of strings, but it is ${describeKind(ids)}`);
			return;
		}
		const bad = ids.findIndex((id) => typeof id !== 'string');
		if (bad !== -1) problems.push(`${path}[${bad}] must be a string, but it is ${describeKind(ids[bad])}`);
	},
});

const isoDate: Check = (problems, value, path) => {
	if (!isIsoDate(value)) problems.push(`${path} must be a date written YYYY-MM-DD, but it is ${typeof value === 'string' ? JSON.stringify(value) : describeKind(value)}`);
};

/** Scheduler data: every field of the specification's scheduler table, with its type (all required). */
const SCHEDULER: Shape = {
	interactionGoal: goal(['anyAction', 'allOf', 'oneOf', 'none']),
	allowSenderInteraction: 'boolean',
	interactiveData: {
		title: 'string',
		avatarUrl: 'string',
		icsFileUrl: 'string',
		timezoneCode: 'string',
		goalCompletionText: 'string',
		bufferTime: 0,
		duration: 1,
		availability: 'object',
		dateRangeStart: isoDate,
		dateRangeEnd: (problems, end, path, { dateRangeStart: start }) => {
			isoDate(problems, end, path, {});
			if (isIsoDate(start) && isIsoDate(end) && end < start) problems.push(`${path} (${end}) is before ${path.replace(/End$/, 'Start')} (${start})`);
		},
		scheduleElement: {
			elementId: 'string',
			buttonText: 'string',
			elementType: 'string',
			disableAfterInteracted: 'boolean',
			action: {
				url: 'string',
				actionType: 'string',
				method: 'string',
				dataKey: 'string',
				headers: 'object',
				payload: { data: { text: 'string' }, type: 'string', category: 'string', receiver: 'string', receiverType: 'string' },
			},
		},
	},
};

const listOf = (rule: Rule): Check => (problems, elements, path) => {
	if (!Array.isArray(elements)) problems.push(`${path} must be an array, but it is ${describeKind(elements)}`);
	else elements.forEach((element, index) => checkValue(problems, element, `${path}[${index}]`, rule, false, {}));
};

/** One element of a form or card: an input or a button. */
const ELEMENT: Shape = {
	'elementType!': 'string',
	'elementId!': (problems, id, path) => {
		if (typeof id !== 'string') problems.push(`${path} must be a string, but it is ${describeKind(id)}`);
		else if (id === '') problems.push(`${path} is empty`);
	},
	label: 'string',
	buttonText: 'string',
	optional: 'boolean',
	disableAfterInteracted: 'boolean',
	maxLines: 1,
	placeholder: { text: 'string' },
	action: { actionType: 'string', url: 'string', method: 'string', dataKey: 'string', payload: 'object', headers: 'object' },
	options: listOf((problems, option, path) => {
		if (isPlainObject(option)) checkValue(problems, option, path, { value: 'string', label: 'string' }, true, {});
		else problems.push(`${path} must be an object with value and label, but it is ${describeKind(option)}`);
	}),
	defaultValue: (problems, value, path, { elementType, options }) => {
		const checkbox = elementType === 'checkbox';
		if (checkbox ? !Array.isArray(value) || value.some((entry) => typeof entry !== 'string') : typeof value !== 'string') {
			problems.push(`${path} must be ${checkbox ? 'an array of option values for a checkbox' : 'a string'}, but it is ${describeKind(value)}`);
			return;
		}
		if (!Array.isArray(options)) return;
		const values = options.filter((option) => typeof option?.value === 'string').map((option: Json) => option.value);
		const picked = checkbox ? (value as string[]) : ['dropdown', 'singleSelect'].includes(elementType as string) && value !== '' ? [value] : [];
		for (const entry of picked) if (!values.includes(entry)) problems.push(`${path} names "${entry as string}", which is not the value of one of its options`);
	},
};

/** Card and form data: the interaction goal and the elements. */
const cardOrForm = (listKey: string): Shape => ({
	interactionGoal: goal(['anyOf', 'allOf', 'oneOf', 'none']),
	allowSenderInteraction: 'boolean',
	interactiveData: { text: 'string', title: 'string', imageUrl: 'string', goalCompletionText: 'string', [listKey]: listOf(ELEMENT), submitElement: ELEMENT },
});

const SHAPES = new Map([
	['card', cardOrForm('cardActions')],
	['form', cardOrForm('formFields')],
	['scheduler', SCHEDULER],
]);

/** Card and form data, once every element is checked: element ids unique, goal ids naming elements. */
function elementIdProblems(problems: string[], type: string, data: Json): void {
	const listKey = type === 'form' ? 'formFields' : 'cardActions';
	// only what a value of the wrong kind, already named a problem, does not have is read
	const interactive = (data.interactiveData ?? {}) as Json;
	const listed = Array.isArray(interactive[listKey]) ? (interactive[listKey] as unknown[]) : [];
	const seen = new Map<string, string>();
	[...listed, interactive.submitElement].forEach((element, index) => {
		const path = index < listed.length ? `interactiveData.${listKey}[${index}]` : 'interactiveData.submitElement';
		const id = isPlainObject(element) && typeof element.elementId === 'string' ? element.elementId : '';
		if (seen.has(id)) problems.push(`${path}.elementId "${id}" is already used by ${seen.get(id)}; element ids must be unique`);
		else if (id) seen.set(id, path);
	});
	const elementIds = (data.interactionGoal as Json | null | undefined)?.elementIds;
	if (Array.isArray(elementIds) && elementIds.every((id) => typeof id === 'string')) {
		elementIds.forEach((id: string, index) => seen.has(id) || problems.push(`interactionGoal.elementIds[${index}] "${id}" names no element of this ${type}`));
	}
}

/**
 * The problems of an interactive message's `data` for the given `type` (`card`, `form`,
 * `scheduler`, `customInteractive`); [] when there are none.
 */
export function interactiveDataProblems(type: string, data: unknown): string[] {
	if (!isPlainObject(data)) return [`data must be an object, but it is ${describeKind(data)}`];
	if (type === 'customInteractive') return [];
	const shape = SHAPES.get(type);
	if (!shape) return [`type must be one of card, form, scheduler, customInteractive, but it is ${JSON.stringify(type)}`];
	const problems: string[] = [];
	// a scheduler needs every field of the specification's table; a card or form only its ids
	checkValue(problems, data, '', shape, type === 'scheduler', {});
	if (type !== 'scheduler') elementIdProblems(problems, type, data);
	return problems;
}
