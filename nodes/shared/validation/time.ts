import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/**
 * A point in time as CometChat's Unix seconds: from a date-time field (ISO text), a Date
 * or Luxon DateTime from an expression, or a number (milliseconds when that large).
 */
export function unixSeconds(context: ItemParameters, value: unknown, label: string, name: string): number {
	let ms: number;
	if (typeof value === 'number') ms = Math.abs(value) >= 1e11 ? value : value * 1000;
	else if (typeof value === 'string') ms = /^\d+$/.test(value.trim()) ? unixSeconds(context, Number(value), label, name) * 1000 : Date.parse(value);
	else if (value instanceof Date) ms = value.getTime();
	else if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function') ms = (value as { toMillis: () => number }).toMillis();
	else ms = Number.NaN;
	if (!Number.isFinite(ms)) {
		throw parameterError(context, label, name, `is not a date and time: ${JSON.stringify(value)}`, 'Give a date such as 2026-11-23T08:00:00Z, or Unix seconds.');
	}
	return Math.floor(ms / 1000);
}
