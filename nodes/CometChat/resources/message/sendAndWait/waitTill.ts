import { WAIT_INDEFINITELY, type IDataObject } from 'n8n-workflow';
import type { ReadParameter } from './settings';

const UNIT_MS: Record<string, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

function toDate(value: unknown): Date {
	if (value instanceof Date) return value;
	const candidate = value as { toJSDate?: () => Date } | undefined;
	if (candidate && typeof candidate.toJSDate === 'function') return candidate.toJSDate();
	return new Date(typeof value === 'number' ? value : String(value ?? ''));
}

/**
 * When the execution resumes without an answer: never (n8n's WAIT_INDEFINITELY) unless
 * Options > Limit Wait Time is set, then after the interval or at the date, as n8n's own
 * send-and-wait nodes compute it. `now` is taken when the message is sent.
 */
export function waitTillDate(read: ReadParameter, fail: (problem: string) => Error, now = Date.now()): Date {
	const limit = ((read('options', {}) as IDataObject)?.limitWaitTime as IDataObject | undefined)?.values as IDataObject | undefined;
	if (!limit || Object.keys(limit).length === 0) return WAIT_INDEFINITELY;
	if ((limit.limitType ?? 'afterTimeInterval') === 'afterTimeInterval') {
		const amount = Number(limit.resumeAmount ?? 1);
		const unit = String(limit.resumeUnit ?? 'hours');
		if (!Number.isFinite(amount) || amount < 0) throw fail(`Amount must be a number of at least 0, not ${JSON.stringify(limit.resumeAmount)}`);
		if (!UNIT_MS[unit]) throw fail(`Unit must be minutes, hours or days, not ${JSON.stringify(unit)}`);
		return new Date(now + amount * UNIT_MS[unit]);
	}
	const date = toDate(limit.maxDateAndTime);
	if (Number.isNaN(date.getTime())) throw fail(`Max Date and Time is not a date: ${JSON.stringify(limit.maxDateAndTime ?? '')}`);
	return date;
}
