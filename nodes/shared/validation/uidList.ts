import { MAX_ID_LENGTH } from './identifiers';
import { parseStringList } from './lists';
import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/**
 * A list of uids (an array from an expression, or comma-separated text; entries trimmed,
 * empty ones dropped, repeats sent once), each at most 100 characters, from 1 to `max`.
 */
export function parseUidList(
	context: ItemParameters,
	value: unknown,
	label: string,
	name: string,
	max: number,
	{ allowEmpty = false } = {},
): string[] {
	const uids = [...new Set(parseStringList(context, value, label, name))];
	if (!uids.length && !allowEmpty) {
		throw parameterError(context, label, name, 'is empty', 'Give one uid or more, comma-separated or as an array.');
	}
	if (uids.length > max) {
		throw parameterError(context, label, name, `has ${uids.length} uids; CometChat takes at most ${max} in one request`, 'Split the list over several items.');
	}
	const long = uids.find((uid) => [...uid].length > MAX_ID_LENGTH);
	if (long !== undefined) {
		throw parameterError(context, label, name, `has a uid of ${[...long].length} characters ("${[...long].slice(0, 20).join('')}…"); CometChat ids are at most ${MAX_ID_LENGTH}`);
	}
	return uids;
}
