import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';
import { describeKind } from './kinds';
import { parameterError } from './parameterError';

/**
 * Text this large is refused before parsing. The real limits (65,536 bytes for the request,
 * 10,240 for data) are checked on the compact JSON later, so indentation never counts.
 */
export const MAX_JSON_TEXT_BYTES = 1_048_576;
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
 * A JSON parameter that must hold an object: text that parses, or an object straight
 * from an expression. Errors name the parameter and say what was wrong.
 */
export function parseJsonObject(
	context: IExecuteSingleFunctions,
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
	return parsed as IDataObject;
}
