/** Small checks shared by the interactive validators; each pushes problems naming a JSON path. */

import { describeKind, isPlainObject } from '../kinds';

export const CARD_FORM_GOAL_TYPES = ['anyOf', 'allOf', 'oneOf', 'none'];
export const SCHEDULER_GOAL_TYPES = ['anyAction', 'allOf', 'oneOf', 'none'];
export const ELEMENT_TYPES_WITH_OPTIONS = ['dropdown', 'checkbox', 'singleSelect'];

export type Json = Record<string, unknown>;

export { describeKind, isPlainObject };

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
	if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const [year, month, day] = value.split('-').map(Number);
	if (month < 1 || month > 12 || day < 1) return false;
	const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
	return day <= daysInMonth;
}

export type Problems = string[];

export function checkString(problems: Problems, holder: Json, key: string, path: string, required: boolean): void {
	const value = holder[key];
	if (value === undefined) {
		if (required) problems.push(`${path} is missing`);
	} else if (typeof value !== 'string') {
		problems.push(`${path} must be a string, but it is ${describeKind(value)}`);
	}
}

export function checkBoolean(problems: Problems, holder: Json, key: string, path: string, required: boolean): void {
	const value = holder[key];
	if (value === undefined) {
		if (required) problems.push(`${path} is missing`);
	} else if (typeof value !== 'boolean') {
		problems.push(`${path} must be true or false, but it is ${describeKind(value)}`);
	}
}

export function checkInteger(problems: Problems, holder: Json, key: string, path: string, required: boolean, min?: number): void {
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
export function checkObject(problems: Problems, holder: Json, key: string, path: string, required: boolean): Json | undefined {
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

export function checkGoal(problems: Problems, data: Json, goalTypes: string[], required: boolean): string[] | undefined {
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
