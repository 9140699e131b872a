import type { ModerationDecision } from '../../../../shared/heldResponse';
import { type ItemParameters, parameterError } from '../../../../shared/validation/parameters';

type Read = (name: string, fallback: unknown) => unknown;

function booleanOf(value: unknown): boolean | undefined {
	if (typeof value === 'boolean') return value;
	if (value === 'true' || value === 'false') return value === 'true';
	return undefined;
}

function confidenceOf(value: unknown): number | undefined {
	const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
	return Number.isFinite(number) ? number : undefined;
}

/** The item's decision, checked: Is Violation a boolean, Confidence a number from 0 to 1, Reason a text. */
export function readDecision(context: ItemParameters, read: Read): ModerationDecision {
	const isMatchingCondition = booleanOf(read('isViolation', false));
	if (isMatchingCondition === undefined) {
		throw parameterError(context, 'Is Violation', 'isViolation', 'must be true or false');
	}
	const raw = read('confidence', 1);
	const confidence = confidenceOf(raw);
	if (confidence === undefined || confidence < 0 || confidence > 1) {
		throw parameterError(context, 'Confidence', 'confidence', `must be a number from 0 to 1, not ${JSON.stringify(raw)}`, 'CometChat compares it with the rule\'s threshold: 0.8 means 80%.');
	}
	const reason = read('reason', '');
	if (reason !== undefined && reason !== null && typeof reason === 'object') {
		throw parameterError(context, 'Reason', 'reason', 'must be a text');
	}
	return { isMatchingCondition, confidence, reason: reason === undefined || reason === null ? '' : String(reason) };
}
