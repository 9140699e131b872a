import type { IDataObject } from 'n8n-workflow';
import { buildGoal } from './buildGoal';
import { parameterScope } from './scope';
import { toDateOnly, toHhmm, toText } from './values';
import type { ItemParameters } from '../../../../shared/validation/parameters';

const LABELS: Record<string, string> = {
	schedulerTitle: 'Scheduler Title',
	schedulerAvatarUrl: 'Avatar URL',
	schedulerDuration: 'Meeting Duration (Minutes)',
	schedulerBufferTime: 'Buffer Time (Minutes)',
	schedulerTimezoneCode: 'Time Zone',
	schedulerDateRangeStart: 'Bookable From',
	schedulerDateRangeEnd: 'Bookable Until',
	schedulerAvailability: 'Availability',
	schedulerIcsFileUrl: 'Calendar File URL',
	schedulerGoalCompletionText: 'Goal Completion Text',
	schedulerButtonText: 'Schedule Button Text',
	schedulerElementId: 'Schedule Button Element ID',
	schedulerActionUrl: 'Booking API URL',
	schedulerActionMethod: 'Booking API Method',
	schedulerActionHeaders: 'Booking API Headers',
	schedulerActionDataKey: 'Booking API Data Key',
	schedulerConfirmationText: 'Confirmation Text',
	schedulerConfirmationReceiver: 'Confirmation Receiver',
	receiver: 'Receiver',
};

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The data of a scheduler from the scheduler parameters (every field CometChat requires). */
export function buildSchedulerData(this: ItemParameters): IDataObject {
	const scope = parameterScope(this, (name) => LABELS[name.replace(/^schedulerOptions\./, '')] ?? name, (name) => name);
	const text = (name: string, fallback = '') => scope.requiredText(name, this.getNodeParameter(name, fallback));
	const integer = (name: string, fallback: number, min: number) => {
		const value = this.getNodeParameter(name, fallback);
		const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
		if (typeof number !== 'number' || !Number.isInteger(number)) throw scope.fail(name, 'must be a whole number');
		if (number < min) throw scope.fail(name, `must be at least ${min}`);
		return number;
	};
	const date = (name: string) => {
		const value = this.getNodeParameter(name, '');
		const day = toDateOnly(value);
		if (day === undefined) {
			throw scope.fail(name, value === '' || value === undefined || value === null ? 'is empty' : 'is not a date');
		}
		return day;
	};

	const title = text('schedulerTitle');
	const avatarUrl = text('schedulerAvatarUrl');
	const duration = integer('schedulerDuration', 30, 1);
	const bufferTime = integer('schedulerBufferTime', 15, 0);
	const timezoneCode = text('schedulerTimezoneCode');
	const dateRangeStart = date('schedulerDateRangeStart');
	const dateRangeEnd = date('schedulerDateRangeEnd');
	if (dateRangeEnd < dateRangeStart) {
		throw scope.fail('schedulerDateRangeEnd', `(${dateRangeEnd}) is before Bookable From (${dateRangeStart})`);
	}

	const slots = ((this.getNodeParameter('schedulerAvailability', {}) as IDataObject).slot ?? []) as IDataObject[];
	if (slots.length === 0) throw scope.fail('schedulerAvailability', 'has no time slots; add at least one');
	const byDay: Record<string, IDataObject[]> = {};
	slots.forEach((slot, index) => {
		const where = `time slot ${index + 1}`;
		const day = toText(slot.day) ?? '';
		if (!DAYS.includes(day)) throw scope.fail('schedulerAvailability', `${where}: "${day}" is not a day of the week`);
		const from = toHhmm(slot.from);
		const to = toHhmm(slot.to);
		if (from === undefined) throw scope.fail('schedulerAvailability', `${where}: From "${String(slot.from ?? '')}" is not a time such as 0900`);
		if (to === undefined) throw scope.fail('schedulerAvailability', `${where}: To "${String(slot.to ?? '')}" is not a time such as 1700`);
		if (to <= from) throw scope.fail('schedulerAvailability', `${where}: To (${to}) must be later than From (${from})`);
		(byDay[day] ??= []).push({ from, to });
	});
	const availability: IDataObject = {};
	for (const day of DAYS) if (byDay[day]) availability[day] = byDay[day];

	const icsFileUrl = text('schedulerIcsFileUrl');
	const goalCompletionText = text('schedulerGoalCompletionText');

	let receiver = toText(this.getNodeParameter('schedulerOptions.schedulerConfirmationReceiver', '')) ?? '';
	let receiverType = this.getNodeParameter('schedulerOptions.schedulerConfirmationReceiverType', 'user') as string;
	if (!receiver) {
		receiver = scope.requiredText('receiver', this.getNodeParameter('receiver', ''));
		receiverType = this.getNodeParameter('receiverType', 'user') as string;
	}

	const scheduleElement: IDataObject = {
		elementType: 'button',
		elementId: text('schedulerOptions.schedulerElementId', 'schedule'),
		buttonText: text('schedulerOptions.schedulerButtonText', 'Schedule'),
		disableAfterInteracted: this.getNodeParameter('schedulerOptions.schedulerDisableAfterInteracted', true) !== false,
		action: {
			actionType: 'apiAction',
			url: text('schedulerActionUrl'),
			method: toText(this.getNodeParameter('schedulerOptions.schedulerActionMethod', 'POST')) || 'POST',
			dataKey: toText(this.getNodeParameter('schedulerOptions.schedulerActionDataKey', '')) ?? '',
			headers: scope.jsonObject('schedulerOptions.schedulerActionHeaders', this.getNodeParameter('schedulerOptions.schedulerActionHeaders', '{}')),
			payload: {
				data: { text: text('schedulerOptions.schedulerConfirmationText', 'Meeting scheduled successfully!') },
				type: 'text',
				category: 'message',
				receiver,
				receiverType,
			},
		},
	};

	const interactiveData: IDataObject = {
		title,
		avatarUrl,
		bufferTime,
		icsFileUrl,
		availability,
		timezoneCode,
		duration,
		goalCompletionText,
		dateRangeStart,
		dateRangeEnd,
		scheduleElement,
	};
	return {
		...buildGoal.call(this, 'schedulerGoalType', 'anyAction', [scheduleElement.elementId as string]),
		interactiveData,
	};
}
