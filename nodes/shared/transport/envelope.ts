import { describeKind, isPlainObject } from '../validation/kinds';

/**
 * What the `data` of a successful CometChat response holds: one object (a message, a user,
 * `{"success": true}`), a list of objects (a page), or either where the API does not
 * document which (the response to a message sent to several receivers).
 */
export type DataKind = 'object' | 'list' | 'any';

/** Where a response's list breaks the envelope: an entry that is not an object. */
function listEntryProblem(list: unknown[]): string | undefined {
	const index = list.findIndex((entry) => !isPlainObject(entry));
	return index === -1 ? undefined : `entry ${index + 1} of "data" is ${describeKind(list[index])}, not an object`;
}

/**
 * Why a 2xx body is not CometChat's envelope `{"data": …}` of the expected kind, or
 * undefined when it is. A proxy, a captive portal or a connection cut short answers
 * 200 too; taking that for success would tell the user a message went out. Where CometChat
 * documents an answer without the envelope, `bareFields` names its fields: an object with
 * all of them passes too, unless its `success` is false.
 */
export function envelopeProblem(body: unknown, kind: DataKind, bareFields?: readonly string[]): string | undefined {
	if (body === undefined || body === null || body === '') return 'the body is empty';
	if (typeof body === 'string' || Buffer.isBuffer(body)) return 'the body is not a JSON object';
	if (!isPlainObject(body)) return `the body is ${describeKind(body)}, not a JSON object`;
	if (!('data' in body)) {
		if (!bareFields?.length || !bareFields.every((field) => field in body)) return 'it has no "data"';
		// a documented answer without the envelope that says it failed is no success
		return body.success === false ? '"success" is false' : undefined;
	}
	const { data } = body;
	if (data === null) return '"data" is null';
	if (Array.isArray(data)) {
		if (kind === 'object') return '"data" is an array, not an object';
		return listEntryProblem(data);
	}
	if (isPlainObject(data)) return kind === 'list' ? '"data" is an object, not a list' : undefined;
	return `"data" is ${describeKind(data)}, not ${kind === 'any' ? 'an object or a list' : kind === 'list' ? 'a list' : 'an object'}`;
}
