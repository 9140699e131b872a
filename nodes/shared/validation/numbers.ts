import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/** A whole number from `min` to `max`, also when an expression gives text such as "30". */
export function wholeNumber(
	context: ItemParameters,
	value: unknown,
	label: string,
	name: string,
	min: number,
	max = Number.MAX_SAFE_INTEGER,
): number {
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
		const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
		throw parameterError(context, label, name, `must be a whole number ${range}, not ${JSON.stringify(value)}`);
	}
	return number;
}
