import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { parameterError } from './parameterError';

/** CometChat uids and guids are at most 100 characters. */
export const MAX_ID_LENGTH = 100;

/**
 * A uid or guid from a parameter: a non-empty string (a number from an expression is
 * taken as its digits), at most 100 characters. Any other character is fine: paths
 * encode it and JSON bodies carry it as is.
 */
export function requireIdentifier(
	this: IExecuteSingleFunctions,
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
	if ([...id].length > MAX_ID_LENGTH) {
		throw problem(`is ${[...id].length} characters long; CometChat ids are at most ${MAX_ID_LENGTH}`);
	}
	return id;
}
