import type { IDataObject } from 'n8n-workflow';
import { describeKind } from './kinds';
import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/**
 * Text this large is refused before parsing. The real limits (65,536 bytes for the request,
 * 10,240 for data) are checked on the compact JSON later, so indentation never counts.
 */
const MAX_JSON_TEXT_BYTES = 1_048_576;
/** Deeper nesting is no message anyone means to send, and would strain recursion later. */
export const MAX_JSON_DEPTH = 64;

/** Nesting depth of a parsed value, measured without recursion. */
export function jsonDepth(value: unknown): number {
	let deepest = 0;
	const stack: Array<[unknown, number]> = [[value, 0]];
	while (stack.length) {
		const [current, depth] = stack.pop()!;
		if (current === null || typeof current !== 'object') continue;
		deepest = Math.max(deepest, depth + 1);
		if (deepest > MAX_JSON_DEPTH) return deepest;
		for (const child of Object.values(current as object)) stack.push([child, depth + 1]);
	}
	return deepest;
}

/**
 * Keys that n8n's request handling drops without a word (lodash's merge skips them to
 * prevent prototype pollution): nothing is polluted, but the user's data would be lost.
 */
const DROPPED_KEYS = ['__proto__', 'constructor'];

/** The path of the first key that would be dropped (`place.constructor`, `items[0].__proto__`), measured without recursion. */
export function droppedKeyPath(value: unknown): string | undefined {
	const stack: Array<[unknown, string]> = [[value, '']];
	while (stack.length) {
		const [current, path] = stack.pop()!;
		if (current === null || typeof current !== 'object') continue;
		if (Array.isArray(current)) {
			for (let index = current.length - 1; index >= 0; index--) stack.push([current[index], `${path}[${index}]`]);
			continue;
		}
		const keys = Object.keys(current);
		const dropped = keys.find((key) => DROPPED_KEYS.includes(key));
		if (dropped !== undefined) return path ? `${path}.${dropped}` : dropped;
		for (const key of keys.reverse()) stack.push([(current as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
	}
	return undefined;
}

/**
 * A JSON parameter that must hold an object: text that parses, or an object straight
 * from an expression, with no key that would be dropped on the way (`__proto__`,
 * `constructor`). Errors name the parameter (and the key) and say what was wrong.
 */
export function parseJsonObject(
	context: ItemParameters,
	value: unknown,
	label: string,
	name: string,
): IDataObject {
	let parsed = value;
	if (typeof value === 'string') {
		if (!value.trim()) throw parameterError(context, label, name, 'is empty; enter a JSON object such as {"key": "value"}');
		const bytes = Buffer.byteLength(value, 'utf8');
		if (bytes > MAX_JSON_TEXT_BYTES) {
			throw parameterError(context, label, name, `is ${bytes} bytes of JSON, far more than a whole CometChat request may hold (65,536 bytes)`);
		}
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			throw parameterError(context, label, name, `is not valid JSON: ${(error as Error).message}`);
		}
	}
	if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
		throw parameterError(context, label, name, `must be a JSON object, but it is ${describeKind(parsed)}`);
	}
	if (jsonDepth(parsed) > MAX_JSON_DEPTH) {
		throw parameterError(context, label, name, `is nested more than ${MAX_JSON_DEPTH} levels deep`);
	}
	const dropped = droppedKeyPath(parsed);
	if (dropped !== undefined) {
		throw parameterError(context, label, name, `has the key ${JSON.stringify(dropped)}, which would be dropped on the way to CometChat; rename it`);
	}
	return parsed as IDataObject;
}
