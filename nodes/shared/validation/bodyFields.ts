import type { IDataObject } from 'n8n-workflow';
import { parseJsonObject } from './json';
import { tagProblems } from './limits';
import { parseStringList } from './lists';
import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/** How a collection entry becomes a body field. */
type FieldKind = 'text' | 'json' | 'tags' | 'list' | 'boolean' | 'choice';

export interface BodyField {
	kind: FieldKind;
	label: string;
}

/**
 * The body fields a collection (`additionalFields`) holds, each only when set: text that
 * is not empty, JSON parsed into an object, tags and lists from an array or comma-separated
 * text (tags within CometChat's limits), booleans as booleans. Every refusal names the
 * parameter as `<collection>.<key>`.
 */
export function bodyFromCollection(
	context: ItemParameters,
	collection: string,
	values: IDataObject,
	fields: Record<string, BodyField>,
): IDataObject {
	const body: IDataObject = {};
	for (const [key, { kind, label }] of Object.entries(fields)) {
		const value = values[key];
		if (value === undefined || value === null) continue;
		const name = `${collection}.${key}`;
		switch (kind) {
			case 'text':
			case 'choice': {
				const text = typeof value === 'number' ? String(value) : value;
				if (typeof text !== 'string') throw parameterError(context, label, name, `must be text, not ${typeof value}`);
				if (text.trim() !== '') body[key] = text;
				break;
			}
			case 'json':
				body[key] = parseJsonObject(context, value, label, name);
				break;
			case 'tags':
			case 'list': {
				const list = parseStringList(context, value, label, name);
				const [problem] = kind === 'tags' ? tagProblems(list) : [];
				if (problem) throw parameterError(context, label, name, problem);
				if (list.length) body[key] = list;
				break;
			}
			case 'boolean':
				if (typeof value !== 'boolean') throw parameterError(context, label, name, `must be true or false, not ${JSON.stringify(value)}`);
				body[key] = value;
				break;
		}
	}
	return body;
}

/**
 * `unset` of an update: the attributes to clear, none of them also set in the same
 * update (CometChat would have to pick one).
 */
export function unsetList(context: ItemParameters, collection: string, values: IDataObject, body: IDataObject): string[] {
	const unset = values.unset;
	if (unset === undefined || unset === null || (Array.isArray(unset) && unset.length === 0)) return [];
	const list = parseStringList(context, unset, 'Clear Fields', `${collection}.unset`);
	const both = list.find((key) => key in body);
	if (both) {
		throw parameterError(context, 'Clear Fields', `${collection}.unset`, `clears "${both}", which this update also sets; do one or the other`);
	}
	return list;
}
