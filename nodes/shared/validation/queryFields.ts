import type { IDataObject } from 'n8n-workflow';
import { parseStringList } from './lists';
import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

type QueryKind = 'text' | 'list' | 'flag';

/**
 * Query parameters from an `options` (or `filters`) collection, each only when set: text
 * that is not empty, lists joined by commas (CometChat's `explode: false` arrays), flags
 * sent only when switched on (`true`). Refusals name `<collection>.<key>`.
 */
export function queryFromCollection(
	context: ItemParameters,
	collection: string,
	values: IDataObject,
	fields: Record<string, { kind: QueryKind; label: string }>,
): IDataObject {
	const qs: IDataObject = {};
	for (const [key, { kind, label }] of Object.entries(fields)) {
		const value = values[key];
		if (value === undefined || value === null || value === '') continue;
		const name = `${collection}.${key}`;
		if (kind === 'flag') {
			if (typeof value !== 'boolean') throw parameterError(context, label, name, `must be true or false, not ${JSON.stringify(value)}`);
			if (value) qs[key] = true;
		} else if (kind === 'list') {
			const list = parseStringList(context, value, label, name);
			if (list.length) qs[key] = list.join(',');
		} else {
			const text = String(value).trim();
			if (text) qs[key] = text;
		}
	}
	return qs;
}
