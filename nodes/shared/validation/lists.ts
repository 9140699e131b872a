import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/**
 * A list of strings from an expression's array or from comma-separated text: entries
 * trimmed, empty ones dropped. Anything else is refused, naming the parameter.
 */
export function parseStringList(
	context: ItemParameters,
	value: unknown,
	label: string,
	name: string,
): string[] {
	const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
	if (entries === undefined) {
		throw parameterError(context, label, name, `must be a list or comma-separated text, but it is ${value === null ? 'null' : `a ${typeof value}`}`);
	}
	return entries
		.map((entry, index) => {
			if (typeof entry === 'number') return String(entry);
			if (typeof entry !== 'string') {
				throw parameterError(context, label, name, `has an entry at position ${index + 1} that is not text`);
			}
			return entry.trim();
		})
		.filter((entry) => entry !== '');
}
