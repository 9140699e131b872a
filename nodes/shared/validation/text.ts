import { describeKind } from './kinds';
import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/**
 * An optional text parameter: text as given, a number from an expression as its digits,
 * undefined when empty. Anything else is refused, naming the parameter: an object or a
 * list would otherwise travel as "[object Object]" or "a,b" and be accepted by CometChat.
 */
export function optionalText(
	context: ItemParameters,
	value: unknown,
	label: string,
	name: string,
): string | undefined {
	if (value === undefined || value === '') return undefined;
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	if (typeof value !== 'string') {
		throw parameterError(context, label, name, `must be text, but the expression gave ${describeKind(value)}`);
	}
	return value;
}
