/** Pure conversions of builder values (no n8n context). */

/**
 * The calendar date (YYYY-MM-DD) of a dateTime parameter: its text as written (no time zone
 * shift), a Date, or a Luxon DateTime from an expression. undefined when there is none.
 */
export function toDateOnly(value: unknown): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value === 'object') {
		const candidate = value as { toISODate?: unknown; toISOString?: unknown };
		if (typeof candidate.toISODate === 'function') {
			const date: unknown = (candidate.toISODate as () => unknown).call(value);
			return typeof date === 'string' ? date : undefined;
		}
		if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
		return undefined;
	}
	if (typeof value !== 'string') return undefined;
	const match = /^\s*(\d{4}-\d{2}-\d{2})(?:$|[T\s])/.exec(value);
	return match ? match[1] : undefined;
}

/**
 * A time of day as CometChat's availability wants it, HHmm (24-hour): "0900", "9:00",
 * "09:00" and "900" all give "0900"; "2400" is refused, "2359" is the end of a day.
 * undefined when the text is not a time.
 */
export function toHhmm(value: unknown): string | undefined {
	const text = typeof value === 'number' ? String(value).padStart(4, '0') : typeof value === 'string' ? value.trim() : '';
	const match = /^(\d{1,2}):?(\d{2})$/.exec(text);
	if (!match) return undefined;
	const hours = Number(match[1]);
	const minutes = Number(match[2]);
	if (hours > 23 || minutes > 59) return undefined;
	return `${String(hours).padStart(2, '0')}${match[2]}`;
}

/** Text from a parameter value: trimmed text, a finite number as its digits, else undefined. */
export function toText(value: unknown): string | undefined {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return typeof value === 'string' ? value.trim() : undefined;
}
