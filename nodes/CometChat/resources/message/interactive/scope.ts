import type { IDataObject } from 'n8n-workflow';
import { parseJsonObject } from '../../../../shared/validation/body';
import { describeKind, isPlainObject, type ItemParameters, parameterError, parseStringList } from '../../../../shared/validation/parameters';
import { toText } from './values';

/**
 * Where the values of one element come from: an entry of a fixedCollection, or top-level
 * parameters. Every error it raises names the parameter (and entry) at fault.
 */
export interface ValueScope {
	fail(field: string, problem: string): Error;
	jsonObject(field: string, value: unknown): IDataObject;
	stringList(field: string, value: unknown): string[];
	/** Non-empty text, or an error "… is empty". */
	requiredText(field: string, value: unknown): string;
}

interface FieldNaming {
	/** Display name used in messages (for an entry: "Card Buttons"). */
	label: string;
	/** Saved parameter name (for an entry: "cardActions"). */
	name: string;
	/** What the problem is about, before it (for an entry: "button 2: URL"); empty at top level. */
	subject: string;
}

function scopeOf(context: ItemParameters, naming: (field: string) => FieldNaming): ValueScope {
	const scope: ValueScope = {
		fail: (field, problem) => {
			const { label, name, subject } = naming(field);
			return parameterError(context, label, name, subject ? `${subject} ${problem}` : problem);
		},
		jsonObject: (field, value) => {
			const { label, name, subject } = naming(field);
			// an empty JSON field means "none", as it does in a list entry
			if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return {};
			if (!subject) return parseJsonObject(context, value, label, name);
			let parsed: unknown = value ?? {};
			if (typeof parsed === 'string') {
				if (!parsed.trim()) return {};
				try {
					parsed = JSON.parse(parsed);
				} catch (error) {
					throw scope.fail(field, `is not valid JSON: ${(error as Error).message}`);
				}
			}
			if (!isPlainObject(parsed)) throw scope.fail(field, `must be a JSON object, but it is ${describeKind(parsed)}`);
			return parsed as IDataObject;
		},
		stringList: (field, value) => {
			const { label, name, subject } = naming(field);
			if (!subject) return parseStringList(context, value ?? '', label, name);
			const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : undefined;
			if (entries === undefined) throw scope.fail(field, `must be a list or comma-separated text, but it is ${describeKind(value)}`);
			return entries.map((entry) => toText(entry) ?? '').filter((entry) => entry !== '');
		},
		requiredText: (field, value) => {
			const text = toText(value);
			if (text === undefined) throw scope.fail(field, 'must be text');
			if (!text) throw scope.fail(field, 'is empty');
			return text;
		},
	};
	return scope;
}

/**
 * Entry `position` (1-based) of the fixedCollection `name` (display name `label`). Errors
 * read "Card Buttons (cardActions) button 2: URL is empty [item 0]".
 */
export function entryScope(
	context: ItemParameters,
	label: string,
	name: string,
	entryLabel: string,
	position: number,
	fieldLabels: Record<string, string>,
): ValueScope {
	return scopeOf(context, (field) => ({ label, name, subject: `${entryLabel} ${position}: ${fieldLabels[field] ?? field}` }));
}

/** Top-level parameters: field `key` is the parameter `nameOf(key)` with display name `labelOf(key)`. */
export function parameterScope(
	context: ItemParameters,
	labelOf: (field: string) => string,
	nameOf: (field: string) => string,
): ValueScope {
	return scopeOf(context, (field) => ({ label: labelOf(field), name: nameOf(field), subject: '' }));
}
