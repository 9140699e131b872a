import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { ItemParameters } from '../../../../shared/validation/parameters';
import { receiverType } from '../../../descriptions/parameters';
import { HEADERS_NOTICE, HTTP_METHOD_OPTIONS, buildGoal, builderShow, shownWith, toText, valueScope } from './elements';

/** A scheduler: lets the receiver book a meeting in the host's free time slots. */

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const schedulerFields = shownWith(builderShow('scheduler'), [
	{ displayName: 'Scheduler Title', name: 'schedulerTitle', type: 'string', required: true, default: '', placeholder: 'e.g. Meet with Dr. Jacob', description: 'The title of the scheduler' },
	{
		displayName: 'Avatar URL',
		name: 'schedulerAvatarUrl',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/avatar.png',
		description: 'Address of the picture of the person to meet',
	},
	{ displayName: 'Meeting Duration (Minutes)', name: 'schedulerDuration', type: 'number', typeOptions: { minValue: 1, numberPrecision: 0 }, default: 30, description: 'How long a meeting lasts' },
	{
		displayName: 'Buffer Time (Minutes)',
		name: 'schedulerBufferTime',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 0 },
		default: 15,
		description: 'Free time kept between two meetings',
	},
	{ displayName: 'Time Zone', name: 'schedulerTimezoneCode', type: 'string', required: true, default: '', placeholder: 'e.g. Europe/Berlin', description: 'IANA time zone of the availability times' },
	{ displayName: 'Bookable From', name: 'schedulerDateRangeStart', type: 'dateTime', required: true, default: '', description: 'First day a meeting can be booked on (only the date is used)' },
	{ displayName: 'Bookable Until', name: 'schedulerDateRangeEnd', type: 'dateTime', required: true, default: '', description: 'Last day a meeting can be booked on (only the date is used)' },
	{
		displayName: 'Availability',
		name: 'schedulerAvailability',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Time Slot',
		default: {},
		description: 'Weekly time slots in which meetings can be booked; a day may have several',
		options: [
			{
				displayName: 'Time Slot',
				name: 'slot',
				values: [
					{ displayName: 'Day', name: 'day', type: 'options', options: [...DAYS].sort().map((day) => ({ name: day.charAt(0).toUpperCase() + day.slice(1), value: day })), default: 'monday' },
					{ displayName: 'From', name: 'from', type: 'string', default: '0900', placeholder: 'e.g. 0900', description: 'Start of the slot, 24-hour time as HHmm (09:00 is accepted too)' },
					{ displayName: 'To', name: 'to', type: 'string', default: '1700', placeholder: 'e.g. 1700', description: 'End of the slot, 24-hour time as HHmm (2359 for the end of the day)' },
				],
			},
		],
	},
	{
		displayName: 'Calendar File URL',
		name: 'schedulerIcsFileUrl',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/calendar.ics',
		description: "Address of an iCalendar (.ics) file with the host's existing events, which are not offered for booking",
	},
	{ displayName: 'Goal Completion Text', name: 'schedulerGoalCompletionText', type: 'string', required: true, default: 'Your meeting has been scheduled', description: 'Text shown once a meeting is booked' },
	{
		displayName: 'Booking API URL',
		name: 'schedulerActionUrl',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/webhooks/booking',
		description:
			'The endpoint the schedule button calls when a meeting is booked, with the confirmation message below as payload. Best an endpoint of your own back end (an n8n Webhook works), which then confirms through CometChat.',
	},
	{
		displayName: 'Scheduler Options',
		name: 'schedulerOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		description: 'The schedule button and the booking call, when the defaults do not fit',
		options: [
			{ displayName: 'Booking API Data Key', name: 'schedulerActionDataKey', type: 'string', default: '', placeholder: 'e.g. CometChatData', description: 'Key of the payload under which the booking details are added. Leave empty for none.' },
			{
				displayName: 'Booking API Headers',
				name: 'schedulerActionHeaders',
				type: 'json',
				default: '{\n  "Content-Type": "application/json"\n}',
				description: 'JSON object of the HTTP headers of the booking call',
				hint: HEADERS_NOTICE,
			},
			{ displayName: 'Booking API Method', name: 'schedulerActionMethod', type: 'options', options: HTTP_METHOD_OPTIONS, default: 'POST', description: 'The HTTP method of the booking call' },
			{
				displayName: 'Confirmation Receiver',
				name: 'schedulerConfirmationReceiver',
				type: 'string',
				default: '',
				placeholder: 'e.g. cometchat-uid-1',
				description: 'The uid or guid the confirmation message goes to. Leave empty to send it to the receiver of this message.',
			},
			{
				displayName: 'Confirmation Receiver Type',
				name: 'schedulerConfirmationReceiverType',
				type: 'options',
				options: receiverType.options,
				default: 'user',
				description: 'Whether the confirmation receiver is a user or a group (ignored when Confirmation Receiver is empty)',
			},
			{ displayName: 'Confirmation Text', name: 'schedulerConfirmationText', type: 'string', default: 'Meeting scheduled successfully!', description: 'Text of the message the booking call sends' },
			{ displayName: 'Disable Button After Booking', name: 'schedulerDisableAfterInteracted', type: 'boolean', default: true, description: 'Whether to disable the schedule button once a meeting is booked' },
			{ displayName: 'Schedule Button Element ID', name: 'schedulerElementId', type: 'string', default: 'schedule', description: 'ID of the schedule button' },
			{ displayName: 'Schedule Button Text', name: 'schedulerButtonText', type: 'string', default: 'Schedule', description: 'The text of the button that books the meeting' },
		],
	},
]);

export const SCHEDULER_EXAMPLE = JSON.stringify(
	{
		interactionGoal: { type: 'anyAction', elementIds: ['schedule'] },
		allowSenderInteraction: false,
		interactiveData: {
			title: 'Book a call',
			avatarUrl: 'https://example.com/avatar.png',
			bufferTime: 15,
			icsFileUrl: 'https://example.com/calendar.ics',
			availability: { monday: [{ from: '0900', to: '1700' }] },
			timezoneCode: 'Europe/Berlin',
			duration: 30,
			goalCompletionText: 'Your call is booked',
			dateRangeStart: '2026-12-01',
			dateRangeEnd: '2026-12-31',
			scheduleElement: {
				elementType: 'button',
				elementId: 'schedule',
				buttonText: 'Schedule',
				disableAfterInteracted: true,
				action: {
					actionType: 'apiAction',
					url: 'https://example.com/webhooks/booking',
					method: 'POST',
					dataKey: 'booking',
					headers: { 'Content-Type': 'application/json' },
					payload: { data: { text: 'Meeting booked' }, type: 'text', category: 'message', receiver: 'cometchat-uid-1', receiverType: 'user' },
				},
			},
		},
	},
	null,
	2,
);

/**
 * The calendar date (YYYY-MM-DD) of a dateTime parameter: its text as written (no time zone
 * shift), a Date, or a Luxon DateTime from an expression. undefined when there is none.
 */
export function toDateOnly(value: unknown) {
	const luxon = value as { toISODate?: () => unknown } | null | undefined;
	// an invalid Date's toJSON gives null
	const text = typeof luxon?.toISODate === 'function' ? luxon.toISODate() : value instanceof Date ? value.toJSON() : value;
	return typeof text === 'string' ? /^\s*(\d{4}-\d{2}-\d{2})(?:$|[T\s])/.exec(text)?.[1] : undefined;
}

/**
 * A time of day as CometChat's availability wants it, HHmm (24-hour): "0900", "9:00",
 * "09:00" and "900" all give "0900"; "2400" is refused, "2359" is the end of a day.
 * undefined when the text is not a time.
 */
export function toHhmm(value: unknown) {
	const match = /^([01]?\d|2[0-3]):?([0-5]\d)$/.exec(typeof value === 'number' ? String(value).padStart(4, '0') : typeof value === 'string' ? value.trim() : '');
	return match ? match[1].padStart(2, '0') + match[2] : undefined;
}

/** The scheduler's parameters and options by path ("schedulerOptions.schedulerElementId"): display names for errors, defaults, minimums. */
const FIELDS: Record<string, INodeProperties> = Object.fromEntries(schedulerFields.flatMap((p) => [[p.name, p], ...((p.options ?? []) as INodeProperties[]).map((option) => [`${p.name}.${option.name}`, option])]));

/** The data of a scheduler from the scheduler parameters (every field CometChat requires). */
export function buildSchedulerData(this: ItemParameters) {
	const scope = valueScope(this, (name) => [FIELDS[name]?.displayName ?? 'Receiver', name]);
	// an option left out reads as its default, except the headers: none rather than the JSON offered
	const get = (name: string, fallback = FIELDS[name]?.default ?? '') => this.getNodeParameter(name, fallback);
	const text = (name: string) => scope.requiredText(name, get(name));
	const integer = (name: string) => {
		const value = get(name);
		const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
		const min = FIELDS[name].typeOptions!.minValue!;
		if (typeof number !== 'number' || !Number.isInteger(number)) throw scope.fail(name, 'must be a whole number');
		if (number < min) throw scope.fail(name, `must be at least ${min}`);
		return number;
	};
	const date = (name: string) => {
		const value = get(name);
		const day = toDateOnly(value);
		if (day === undefined) throw scope.fail(name, value === '' || value == null ? 'is empty' : 'is not a date');
		return day;
	};

	const title = text('schedulerTitle');
	const avatarUrl = text('schedulerAvatarUrl');
	const duration = integer('schedulerDuration');
	const bufferTime = integer('schedulerBufferTime');
	const timezoneCode = text('schedulerTimezoneCode');
	const dateRangeStart = date('schedulerDateRangeStart');
	const dateRangeEnd = date('schedulerDateRangeEnd');
	if (dateRangeEnd < dateRangeStart) throw scope.fail('schedulerDateRangeEnd', `(${dateRangeEnd}) is before Bookable From (${dateRangeStart})`);

	const slots = ((get('schedulerAvailability') as IDataObject).slot ?? []) as IDataObject[];
	if (slots.length === 0) throw scope.fail('schedulerAvailability', 'has no time slots; add at least one');
	const byDay: Record<string, IDataObject[]> = {};
	slots.forEach((slot, index) => {
		const fail = (problem: string) => scope.fail('schedulerAvailability', `time slot ${index + 1}: ${problem}`);
		const day = toText(slot.day) ?? '';
		if (!DAYS.includes(day)) throw fail(`"${day}" is not a day of the week`);
		const [from, to] = [toHhmm(slot.from), toHhmm(slot.to)];
		if (from === undefined) throw fail(`From "${String(slot.from ?? '')}" is not a time such as 0900`);
		if (to === undefined) throw fail(`To "${String(slot.to ?? '')}" is not a time such as 1700`);
		if (to <= from) throw fail(`To (${to}) must be later than From (${from})`);
		(byDay[day] ??= []).push({ from, to });
	});
	const availability = Object.fromEntries(DAYS.filter((day) => byDay[day]).map((day) => [day, byDay[day]]));

	const icsFileUrl = text('schedulerIcsFileUrl');
	const goalCompletionText = text('schedulerGoalCompletionText');

	const confirmTo = toText(get('schedulerOptions.schedulerConfirmationReceiver'));
	const [receiver, receiverType] = confirmTo ? [confirmTo, get('schedulerOptions.schedulerConfirmationReceiverType')] : [scope.requiredText('receiver', this.getNodeParameter('receiver', '', { extractValue: true })), get('receiverType', 'user')];

	const scheduleElement: IDataObject = {
		elementType: 'button',
		elementId: text('schedulerOptions.schedulerElementId'),
		buttonText: text('schedulerOptions.schedulerButtonText'),
		disableAfterInteracted: get('schedulerOptions.schedulerDisableAfterInteracted') !== false,
		action: {
			actionType: 'apiAction',
			url: text('schedulerActionUrl'),
			method: toText(get('schedulerOptions.schedulerActionMethod')) || 'POST',
			dataKey: toText(get('schedulerOptions.schedulerActionDataKey')) ?? '',
			headers: scope.jsonObject('schedulerOptions.schedulerActionHeaders', get('schedulerOptions.schedulerActionHeaders', '{}')),
			payload: { data: { text: text('schedulerOptions.schedulerConfirmationText') }, type: 'text', category: 'message', receiver, receiverType },
		},
	};

	const interactiveData = { title, avatarUrl, bufferTime, icsFileUrl, availability, timezoneCode, duration, goalCompletionText, dateRangeStart, dateRangeEnd, scheduleElement };
	return { ...buildGoal.call(this, 'schedulerGoalType', 'anyAction', [scheduleElement.elementId as string]), interactiveData };
}
