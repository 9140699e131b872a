/**
 * Pure checks of the `data` object of an interactive message (category `interactive`),
 * following the specification (chat-rest-service.md, "Variant category=interactive").
 * Each problem names the JSON path inside `data`; an empty list means the data is fine.
 */
import { cardOrFormProblems } from './cardAndForm';
import { describeKind, isPlainObject } from './checks';
import { schedulerProblems } from './scheduler';

export {
	CARD_FORM_GOAL_TYPES,
	SCHEDULER_GOAL_TYPES,
	ELEMENT_TYPES_WITH_OPTIONS,
	describeKind,
	isIsoDate,
	isPlainObject,
} from './checks';

/**
 * The problems of an interactive message's `data` for the given `type` (`card`, `form`,
 * `scheduler`, `customInteractive`); [] when there are none.
 */
export function interactiveDataProblems(type: string, data: unknown): string[] {
	if (!isPlainObject(data)) return [`data must be an object, but it is ${describeKind(data)}`];
	switch (type) {
		case 'card':
		case 'form':
			return cardOrFormProblems(type, data);
		case 'scheduler':
			return schedulerProblems(data);
		case 'customInteractive':
			return [];
		default:
			return [`type must be one of card, form, scheduler, customInteractive, but it is ${JSON.stringify(type)}`];
	}
}
