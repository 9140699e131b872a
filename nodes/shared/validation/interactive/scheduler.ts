/** Scheduler data: every field of the specification's scheduler table, with its type. */
import { type Json, type Problems, SCHEDULER_GOAL_TYPES, checkBoolean, checkGoal, checkInteger, checkObject, checkString, describeKind, isIsoDate } from './checks';

export function schedulerProblems(data: Json): Problems {
	const problems: Problems = [];
	checkGoal(problems, data, SCHEDULER_GOAL_TYPES, true);
	checkBoolean(problems, data, 'allowSenderInteraction', 'allowSenderInteraction', true);
	const interactive = checkObject(problems, data, 'interactiveData', 'interactiveData', true);
	if (!interactive) return problems;
	const at = (key: string) => `interactiveData.${key}`;
	for (const key of ['title', 'avatarUrl', 'icsFileUrl', 'timezoneCode', 'goalCompletionText']) {
		checkString(problems, interactive, key, at(key), true);
	}
	checkInteger(problems, interactive, 'bufferTime', at('bufferTime'), true, 0);
	checkInteger(problems, interactive, 'duration', at('duration'), true, 1);
	checkObject(problems, interactive, 'availability', at('availability'), true);
	for (const key of ['dateRangeStart', 'dateRangeEnd']) {
		const value = interactive[key];
		if (value === undefined) problems.push(`${at(key)} is missing`);
		else if (!isIsoDate(value)) {
			problems.push(`${at(key)} must be a date written YYYY-MM-DD, but it is ${typeof value === 'string' ? JSON.stringify(value) : describeKind(value)}`);
		}
	}
	if (isIsoDate(interactive.dateRangeStart) && isIsoDate(interactive.dateRangeEnd) && interactive.dateRangeEnd < interactive.dateRangeStart) {
		problems.push(`${at('dateRangeEnd')} (${interactive.dateRangeEnd}) is before ${at('dateRangeStart')} (${interactive.dateRangeStart})`);
	}

	const element = checkObject(problems, interactive, 'scheduleElement', at('scheduleElement'), true);
	if (!element) return problems;
	const elementPath = at('scheduleElement');
	for (const key of ['elementId', 'buttonText', 'elementType']) checkString(problems, element, key, `${elementPath}.${key}`, true);
	checkBoolean(problems, element, 'disableAfterInteracted', `${elementPath}.disableAfterInteracted`, true);
	const action = checkObject(problems, element, 'action', `${elementPath}.action`, true);
	if (!action) return problems;
	const actionPath = `${elementPath}.action`;
	for (const key of ['url', 'actionType', 'method', 'dataKey']) checkString(problems, action, key, `${actionPath}.${key}`, true);
	checkObject(problems, action, 'headers', `${actionPath}.headers`, true);
	const payload = checkObject(problems, action, 'payload', `${actionPath}.payload`, true);
	if (!payload) return problems;
	const payloadPath = `${actionPath}.payload`;
	const payloadData = checkObject(problems, payload, 'data', `${payloadPath}.data`, true);
	if (payloadData) checkString(problems, payloadData, 'text', `${payloadPath}.data.text`, true);
	for (const key of ['type', 'category', 'receiver', 'receiverType']) checkString(problems, payload, key, `${payloadPath}.${key}`, true);
	return problems;
}
