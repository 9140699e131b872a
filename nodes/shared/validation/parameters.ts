import { isResourceLocatorValue, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteFunctions, IExecuteSingleFunctions } from 'n8n-workflow';

/**
 * What an operation's request, the message builders and the validators read: the node,
 * the current item's index and its parameters (RoutingNode's IExecuteSingleFunctions is
 * one). Nothing else of the execute context (no `helpers`) is within their reach.
 */
export type ItemParameters = Pick<IExecuteSingleFunctions, 'getNode' | 'getItemIndex' | 'getNodeParameter'>;

/**
 * One item's parameters in a custom operation's execute context, some given by the
 * operation instead of the user (`overrides`), so a Send and Wait question goes through the
 * same checks as Send.
 */
export function itemParameters(context: IExecuteFunctions, itemIndex: number, overrides: IDataObject = {}): ItemParameters {
	return {
		getNode: () => context.getNode(),
		getItemIndex: () => itemIndex,
		getNodeParameter: (name, fallback, options) =>
			Object.prototype.hasOwnProperty.call(overrides, name) ? overrides[name] : context.getNodeParameter(name, itemIndex, fallback, options),
	};
}

/**
 * The one shape of every input error: it names the parameter (display name and the
 * name saved in the workflow) and the item, so a user can find the field at once.
 */
export function parameterError(context: ItemParameters, label: string, name: string, problem: string, description?: string): NodeOperationError {
	const itemIndex = context.getItemIndex();
	return new NodeOperationError(context.getNode(), `${label} (${name}) ${problem} [item ${itemIndex}]`, { itemIndex, description });
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** What a value is, for messages: "a number", "an array", "null". */
export function describeKind(value: unknown) {
	return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** CometChat uids and guids are at most 100 characters. */
export const MAX_ID_LENGTH = 100;

/** Half of a surrogate pair without its other half: no URL or UTF-8 text can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why an id would break the request itself: a path segment of only dots (also written %2E)
 * is collapsed by the URL parser and the request goes elsewhere (`/users/../blockedusers`
 * is `/blockedusers`); a lone surrogate cannot be encoded at all (`URI malformed`).
 */
function unsafeIdProblem(id: string) {
	const dots = id.replace(/%2e/gi, '.');
	if (dots === '.' || dots === '..') return `is ${JSON.stringify(id)}, which a URL reads as "${dots}": the request would go to another address`;
	const broken = LONE_SURROGATE.exec(id);
	if (!broken) return undefined;
	const position = [...id.slice(0, broken.index)].length + 1;
	return `has a broken Unicode character at position ${position} (half of an emoji or another character outside the basic range, as a truncated text leaves it)`;
}

/**
 * A uid or guid from a parameter: a non-empty string (a number from an expression is
 * taken as its digits), at most 100 characters, not `.` or `..` (nor `%2E%2E`), no broken
 * Unicode. Any other character is fine: paths encode it and JSON bodies carry it as is.
 * Every id that becomes a path segment goes through here.
 */
export function requireIdentifier(this: ItemParameters, value: unknown, label: string, name: string, what = 'the uid of a user or the guid of a group', example = 'cometchat-uid-1') {
	const problem = (issue: string) => parameterError(this, label, name, issue, `Give ${what}, such as "${example}".`);
	if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
	if (typeof value !== 'string') throw problem(`must be text, but the expression gave ${describeKind(value)}`);
	const id = value.trim();
	const length = [...id].length;
	const issue = !id ? 'is empty' : (unsafeIdProblem(id) ?? (length > MAX_ID_LENGTH ? `is ${length} characters long; CometChat ids are at most ${MAX_ID_LENGTH}` : undefined));
	if (issue) throw problem(issue);
	return id;
}

/**
 * The uid a request acts as (header `onBehalfOf`): a uid that can travel in an HTTP
 * header. Empty gives undefined (the app itself acts), unless the API requires it. The
 * label is the field's (see descriptions/parameters.ts); `locator` where the field is a
 * picker (a plain string, as saved before it was one, is the uid).
 */
export function onBehalfOfFrom(this: ItemParameters, required = false, label = required ? 'As User' : 'On Behalf Of', name = 'onBehalfOf', locator = false) {
	const given = this.getNodeParameter(name, '', locator ? { extractValue: true } : undefined);
	// Conversation Of's picker value, which n8n's editor keeps when the operation changes to one whose onBehalfOf is text
	const value = isResourceLocatorValue(given) ? given.value : given;
	if ((value === '' || value === undefined || value === null) && !required) return undefined;
	const uid = requireIdentifier.call(this, value, label, name, 'the uid of a user');
	if (!/^[\x21-\x7e]+$/.test(uid)) throw parameterError(this, label, name, 'has characters that cannot travel in an HTTP header (spaces or non-ASCII)');
	return uid;
}

/** A whole number from `min` to `max`, also when an expression gives text such as "30". */
export function wholeNumber(context: ItemParameters, value: unknown, label: string, name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
		const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
		throw parameterError(context, label, name, `must be a whole number ${range}, not ${JSON.stringify(value)}`);
	}
	return number;
}

/**
 * An optional text parameter: text as given, a number from an expression as its digits,
 * undefined when empty. Anything else is refused: an object or a list would otherwise
 * travel as "[object Object]" or "a,b" and be accepted by CometChat.
 */
export function optionalText(context: ItemParameters, value: unknown, label: string, name: string) {
	if (value === undefined || value === '') return undefined;
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	if (typeof value !== 'string') throw parameterError(context, label, name, `must be text, but the expression gave ${describeKind(value)}`);
	return value;
}

/**
 * A point in time as CometChat's Unix seconds: from a date-time field (ISO text), a Date
 * or Luxon DateTime from an expression, or a number (milliseconds when that large).
 */
export function unixSeconds(context: ItemParameters, value: unknown, label: string, name: string): number {
	const given = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : (value as { toMillis?: () => number } | undefined);
	const ms =
		typeof given === 'number' ? (Math.abs(given) >= 1e11 ? given : given * 1000)
		: typeof given === 'string' ? Date.parse(given)
		: given instanceof Date ? given.getTime()
		: typeof given?.toMillis === 'function' ? given.toMillis()
		: Number.NaN;
	if (!Number.isFinite(ms)) throw parameterError(context, label, name, `is not a date and time: ${JSON.stringify(value)}`, 'Give a date such as 2026-11-23T08:00:00Z, or Unix seconds.');
	return Math.floor(ms / 1000);
}

/**
 * A list of strings from an expression's array or from comma-separated text: entries
 * trimmed, empty ones dropped. Anything else is refused, naming the parameter.
 */
export function parseStringList(context: ItemParameters, value: unknown, label: string, name: string) {
	const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
	if (entries === undefined) throw parameterError(context, label, name, `must be a list or comma-separated text, but it is ${describeKind(value)}`);
	return entries
		.map((entry, index) => {
			if (typeof entry === 'number') return String(entry);
			if (typeof entry !== 'string') throw parameterError(context, label, name, `has an entry at position ${index + 1} that is not text`);
			return entry.trim();
		})
		.filter((entry) => entry !== '');
}

/** A list of uids (`parseStringList`, repeats sent once), each at most 100 characters, from 1 to `max`. */
export function parseUidList(context: ItemParameters, value: unknown, label: string, name: string, max: number, { allowEmpty = false } = {}) {
	const uids = [...new Set(parseStringList(context, value, label, name))];
	const long = [...(uids.find((uid) => [...uid].length > MAX_ID_LENGTH) ?? '')];
	const [problem, description] =
		!uids.length && !allowEmpty ? ['is empty', 'Give one uid or more, comma-separated or as an array.']
		: uids.length > max ? [`has ${uids.length} uids; CometChat takes at most ${max} in one request`, 'Split the list over several items.']
		: long.length ? [`has a uid of ${long.length} characters ("${long.slice(0, 20).join('')}…"); CometChat ids are at most ${MAX_ID_LENGTH}`]
		: [];
	if (problem) throw parameterError(context, label, name, problem, description);
	return uids;
}
