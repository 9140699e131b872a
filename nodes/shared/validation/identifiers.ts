import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/** CometChat uids and guids are at most 100 characters. */
export const MAX_ID_LENGTH = 100;

/** Half of a surrogate pair without its other half: no URL or UTF-8 text can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What an id problem is, for ids that would break the request itself: a path segment
 * of only dots (also written %2E) is collapsed by the URL parser and the request goes to
 * another endpoint (`/users/../blockedusers` is `/blockedusers`), whatever the encoding;
 * a lone surrogate cannot be encoded at all (`URI malformed`).
 */
function unsafeIdProblem(id: string): string | undefined {
	const dots = id.replace(/%2e/gi, '.');
	if (dots === '.' || dots === '..') {
		return `is ${JSON.stringify(id)}, which a URL reads as "${dots}": the request would go to another address`;
	}
	const broken = LONE_SURROGATE.exec(id);
	if (broken) {
		const position = [...id.slice(0, broken.index)].length + 1;
		return `has a broken Unicode character at position ${position} (half of an emoji or another character outside the basic range, as a truncated text leaves it)`;
	}
	return undefined;
}

/**
 * A uid or guid from a parameter: a non-empty string (a number from an expression is
 * taken as its digits), at most 100 characters, not `.` or `..` (nor `%2E%2E`), no broken
 * Unicode. Any other character is fine: paths encode it and JSON bodies carry it as is.
 * Every id that becomes a path segment goes through here.
 */
export function requireIdentifier(
	this: ItemParameters,
	value: unknown,
	label: string,
	name: string,
	what = 'the uid of a user or the guid of a group',
	example = 'cometchat-uid-1',
): string {
	const problem = (issue: string) => parameterError(this, label, name, issue, `Give ${what}, such as "${example}".`);
	if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
	if (typeof value !== 'string') {
		throw problem(`must be text, but the expression gave ${value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`}`);
	}
	const id = value.trim();
	if (!id) throw problem('is empty');
	const unsafe = unsafeIdProblem(id);
	if (unsafe) throw problem(unsafe);
	if ([...id].length > MAX_ID_LENGTH) {
		throw problem(`is ${[...id].length} characters long; CometChat ids are at most ${MAX_ID_LENGTH}`);
	}
	return id;
}
