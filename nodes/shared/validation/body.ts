import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { describeKind, isPlainObject, parameterError, parseStringList, type ItemParameters } from './parameters';

/** CometChat's limits for one message (see the specification's Limits table). */
export const LIMITS = {
	bodyBytes: 65_536,
	dataBytes: 10_240,
	tags: 25,
	tagCharacters: 100,
	mentions: 10,
	/** A reaction (an emoji, possibly of several code points, or a short text). */
	reactionCharacters: 45,
} as const;

/**
 * Text this large is refused before parsing. The real limits (65,536 bytes for the request,
 * 10,240 for data) are checked on the compact JSON later, so indentation never counts.
 */
const MAX_JSON_TEXT_BYTES = 1_048_576;
/** Deeper nesting is no message anyone means to send, and would strain recursion later. */
export const MAX_JSON_DEPTH = 64;

/**
 * Keys that n8n's request handling drops without a word (lodash's merge skips them to
 * prevent prototype pollution): nothing is polluted, but the user's data would be lost.
 */
const DROPPED_KEYS = ['__proto__', 'constructor'];

/**
 * A parsed value's nesting depth (once past MAX_JSON_DEPTH, where the walk stopped) and the
 * path of its first key that would be dropped (`place.constructor`, `items[0].__proto__`),
 * measured without recursion.
 */
export function jsonShape(value: unknown, depthOnly = false) {
	let depth = 0;
	let dropped: string | undefined;
	const stack: Array<[unknown, number, string]> = [[value, 0, '']];
	while (stack.length && depth <= MAX_JSON_DEPTH) {
		const [current, level, path] = stack.pop()!;
		if (current === null || typeof current !== 'object') continue;
		depth = Math.max(depth, level + 1);
		const array = Array.isArray(current);
		const keys = Object.keys(current);
		// depth only (a webhook body of up to 1 MB): no path is built for each key
		const found = depthOnly || array || dropped !== undefined ? undefined : keys.find((key) => DROPPED_KEYS.includes(key));
		if (found !== undefined) dropped = path ? `${path}.${found}` : found;
		for (const key of keys.reverse()) stack.push([(current as Record<string, unknown>)[key], level + 1, depthOnly ? '' : array ? `${path}[${key}]` : path ? `${path}.${key}` : key]);
	}
	return { depth, dropped };
}

/**
 * A JSON parameter that must hold an object: text that parses, or an object straight
 * from an expression, with no key that would be dropped on the way (`__proto__`,
 * `constructor`). Errors name the parameter (and the key) and say what was wrong.
 */
export function parseJsonObject(context: ItemParameters, value: unknown, label: string, name: string): IDataObject {
	const refuse = (problem: string) => parameterError(context, label, name, problem);
	let parsed = value;
	if (typeof value === 'string') {
		if (!value.trim()) throw refuse('is empty; enter a JSON object such as {"key": "value"}');
		const bytes = Buffer.byteLength(value, 'utf8');
		if (bytes > MAX_JSON_TEXT_BYTES) throw refuse(`is ${bytes} bytes of JSON, far more than a whole CometChat request may hold (65,536 bytes)`);
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			throw refuse(`is not valid JSON: ${(error as Error).message}`);
		}
	}
	if (!isPlainObject(parsed)) throw refuse(`must be a JSON object, but it is ${describeKind(parsed)}`);
	const { depth, dropped } = jsonShape(parsed);
	if (depth > MAX_JSON_DEPTH) throw refuse(`is nested more than ${MAX_JSON_DEPTH} levels deep`);
	if (dropped !== undefined) throw refuse(`has the key ${JSON.stringify(dropped)}, which would be dropped on the way to CometChat; rename it`);
	return parsed as IDataObject;
}

/** Distinct uids mentioned as `<@uid:…>` in a text. */
export function mentionedUids(text: unknown) {
	return typeof text === 'string' ? [...new Set([...text.matchAll(/<@uid:([^>]+)>/g)].map((match) => match[1]))] : [];
}

/** Problems with the tags, [] when within the limits; lengths are Unicode code points. */
export function tagProblems(tags: string[]) {
	const problems = tags.length > LIMITS.tags ? [`has ${tags.length} tags; CometChat accepts at most ${LIMITS.tags}`] : [];
	tags.forEach((tag, index) => {
		const length = [...tag].length;
		if (length > LIMITS.tagCharacters) problems.push(`has a tag of ${length} characters at position ${index + 1}; each tag may have at most ${LIMITS.tagCharacters}`);
	});
	return problems;
}

/** Bytes of the compact JSON as sent, counted as UTF-8 (an emoji is 4 bytes), beyond `max`. */
function tooLarge(value: IDataObject, max: number, what: string) {
	const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
	return bytes > max ? `is too large: ${what} is ${bytes} bytes; CometChat accepts at most ${max} bytes (UTF-8, as compact JSON)` : undefined;
}

export const dataBytesProblem = (data: IDataObject) => tooLarge(data, LIMITS.dataBytes, 'the data object');
export const bodyBytesProblem = (body: IDataObject) => tooLarge(body, LIMITS.bodyBytes, 'the request');

/** How `fromCollection` reads an entry of a collection. */
export type BodyField = 'text' | 'json' | 'tags' | 'list' | 'boolean' | 'choice' | 'flag';

/**
 * The body fields a collection (`additionalFields`) holds that the item set, each read as
 * `kinds` says and only when set: text that
 * is not empty, JSON parsed into an object, tags and lists from an array or comma-separated
 * text (tags within CometChat's limits), booleans as booleans. Every refusal names the
 * entry by its display name and as `<collection>.<key>`. `asQuery`: query parameters from an `options` (or
 * `filters`) collection instead: text trimmed, lists joined by commas (CometChat's
 * `explode: false` arrays), flags sent only when switched on (`true`).
 */
export function fromCollection(context: ItemParameters, collection: INodeProperties, kinds: Record<string, BodyField>, asQuery = false): IDataObject {
	const values = context.getNodeParameter(collection.name, {}) as IDataObject;
	const fromValues: IDataObject = {};
	for (const [key, kind] of Object.entries(kinds)) {
		const value = values[key];
		if (value === undefined || value === null || (asQuery && value === '')) continue;
		const label = (collection.options as INodeProperties[]).find((entry) => entry.name === key)!.displayName;
		const name = `${collection.name}.${key}`;
		if (kind === 'boolean' || kind === 'flag') {
			if (typeof value !== 'boolean') throw parameterError(context, label, name, `must be true or false, not ${JSON.stringify(value)}`);
			if (value || kind === 'boolean') fromValues[key] = value;
		} else if (kind === 'json') {
			fromValues[key] = parseJsonObject(context, value, label, name);
		} else if (kind === 'list' || kind === 'tags') {
			const list = parseStringList(context, value, label, name);
			const [problem] = kind === 'tags' ? tagProblems(list) : [];
			if (problem) throw parameterError(context, label, name, problem);
			if (list.length) fromValues[key] = asQuery ? list.join(',') : list;
		} else {
			const text = asQuery || typeof value === 'number' ? String(value) : value;
			if (typeof text !== 'string') throw parameterError(context, label, name, `must be text, not ${typeof value}`);
			if (text.trim() !== '') fromValues[key] = asQuery ? text.trim() : text;
		}
	}
	return fromValues;
}
