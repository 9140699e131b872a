/**
 * Message > Send, interactive scheduler: the builder and JSON through n8n's engine (every
 * body validated against CometChat's OpenAPI), the builder, the scheduler rules and the
 * date and time values on their own.
 */
import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import {
	assertSchemaValid,
	build,
	buildError,
	CHAT_URL,
	interactive,
	interactiveDataProblems,
	isIsoDate,
	jsonInput,
	officialScheduler,
	toDateOnly,
	toHhmm,
	validateSendMessageBody,
} from './interactiveHelpers';
import { useSendFake } from './sendFake';

let server: FakeCometChat;
const { expectSent, refused } = useSendFake((fake) => ({ server } = fake));

const schedulerBuilder: INodeParameters = {
	interactiveType: 'scheduler',
	schedulerTitle: 'Meet with Dr. Jacob',
	schedulerAvatarUrl: 'https://example.invalid/jacob.png',
	schedulerDuration: 60,
	schedulerBufferTime: 15,
	schedulerTimezoneCode: 'Asia/Kolkata',
	schedulerDateRangeStart: '2026-12-01T00:00:00',
	schedulerDateRangeEnd: '2026-12-31T00:00:00',
	schedulerAvailability: { slot: [{ day: 'monday', from: '0900', to: '1700' }, { day: 'friday', from: '09:00', to: '12:00' }] },
	schedulerIcsFileUrl: 'https://example.invalid/calendar.ics',
	schedulerActionUrl: CHAT_URL,
	schedulerOptions: { schedulerActionHeaders: '{"onBehalfOf":"jacob"}' },
};

describe('Message > Send: interactive scheduler', () => {
	test('scheduler: every required field, the confirmation going back to the receiver', async () => {
		const [body] = await expectSent(interactive(schedulerBuilder));
		assert.equal(body.type, 'scheduler');
		const data = body.data as IDataObject;
		const details = data.interactiveData as IDataObject;
		assert.deepEqual(details.availability, { monday: [{ from: '0900', to: '1700' }], friday: [{ from: '0900', to: '1200' }] });
		assert.equal(details.dateRangeStart, '2026-12-01');
		assert.equal(details.dateRangeEnd, '2026-12-31');
		const action = (details.scheduleElement as IDataObject).action as IDataObject;
		assert.deepEqual(action.payload, { data: { text: 'Meeting scheduled successfully!' }, type: 'text', category: 'message', receiver: 'ana', receiverType: 'user' });
		assert.deepEqual(action.headers, { onBehalfOf: 'jacob' });
	});

	test('scheduler JSON missing a required field is refused, naming interactiveJson and the path', async () => {
		const [body] = await expectSent(interactive(schedulerBuilder));
		server.reset();
		const data = JSON.parse(JSON.stringify(body.data)) as IDataObject;
		delete (data.interactiveData as IDataObject).icsFileUrl;
		await refused(jsonInput('scheduler', data), /^Interactive Data \(JSON\) \(interactiveJson\) is not valid for a scheduler: interactiveData.icsFileUrl is missing/);
	});

	test('a scheduler with a duration that is not an integer is refused', async () => {
		const [body] = await expectSent(interactive(schedulerBuilder));
		server.reset();
		const data = JSON.parse(JSON.stringify(body.data)) as IDataObject;
		(data.interactiveData as IDataObject).duration = '60';
		await refused(jsonInput('scheduler', data), /interactiveData.duration/);
	});
});

const schedulerValues = (): INodeParameters => ({
	interactiveType: 'scheduler',
	receiver: 'superhero2',
	receiverType: 'user',
	schedulerTitle: 'Meet with Dr. Jacob',
	schedulerAvatarUrl: 'https://example.com/jacob.png',
	schedulerDuration: 60,
	schedulerBufferTime: 15,
	schedulerTimezoneCode: 'Asia/Kolkata',
	schedulerDateRangeStart: '2024-06-09T00:00:00',
	schedulerDateRangeEnd: '2024-06-30T18:00:00.000Z',
	schedulerAvailability: {
		slot: [
			{ day: 'tuesday', from: '10:00', to: '1400' },
			{ day: 'monday', from: '0600', to: '1700' },
			{ day: 'tuesday', from: '1700', to: '2000' },
		],
	},
	schedulerIcsFileUrl: 'https://example.com/calendar.ics',
	schedulerActionUrl: CHAT_URL,
	schedulerOptions: { schedulerActionHeaders: '{"apikey":"scoped-key","onBehalfOf":"jacob"}' },
});

describe('Message > Send: interactive scheduler, the builder and the rules on their own', () => {
	test('the official scheduler example has no problems and passes the schema', () => {
		assert.deepEqual(interactiveDataProblems('scheduler', officialScheduler()), []);
		assertSchemaValid('scheduler', officialScheduler());
	});

	test('scheduler: every required field is reported by its path when missing', () => {
		const required = [
			'interactiveData.title',
			'interactiveData.avatarUrl',
			'interactiveData.bufferTime',
			'interactiveData.icsFileUrl',
			'interactiveData.availability',
			'interactiveData.timezoneCode',
			'interactiveData.duration',
			'interactiveData.goalCompletionText',
			'interactiveData.dateRangeStart',
			'interactiveData.dateRangeEnd',
			'interactiveData.scheduleElement',
			'interactiveData.scheduleElement.action',
			'interactiveData.scheduleElement.elementId',
			'interactiveData.scheduleElement.buttonText',
			'interactiveData.scheduleElement.elementType',
			'interactiveData.scheduleElement.disableAfterInteracted',
			'interactiveData.scheduleElement.action.url',
			'interactiveData.scheduleElement.action.actionType',
			'interactiveData.scheduleElement.action.method',
			'interactiveData.scheduleElement.action.dataKey',
			'interactiveData.scheduleElement.action.headers',
			'interactiveData.scheduleElement.action.payload',
			'interactiveData.scheduleElement.action.payload.data',
			'interactiveData.scheduleElement.action.payload.data.text',
			'interactiveData.scheduleElement.action.payload.type',
			'interactiveData.scheduleElement.action.payload.category',
			'interactiveData.scheduleElement.action.payload.receiver',
			'interactiveData.scheduleElement.action.payload.receiverType',
			'interactionGoal',
			'interactionGoal.type',
			'interactionGoal.elementIds',
			'allowSenderInteraction',
			'interactiveData',
		];
		for (const path of required) {
			const data = officialScheduler();
			const keys = path.split('.');
			let holder = data as IDataObject;
			for (const key of keys.slice(0, -1)) holder = holder[key] as IDataObject;
			delete holder[keys[keys.length - 1]];
			assert.ok(interactiveDataProblems('scheduler', data).includes(`${path} is missing`), path);
			// The official schema agrees that the field is required, except payload.data.text: the
			// schema declares it without requiring it, the specification says "data (object with
			// `text` string)", and the specification wins.
			if (path.endsWith('payload.data.text')) continue;
			const body = { receiver: 'a', receiverType: 'user', category: 'interactive', type: 'scheduler', data };
			assert.notDeepEqual(validateSendMessageBody(body), [], `schema accepts a scheduler without ${path}`);
		}
	});

	test('scheduler: types are checked', () => {
		const cases: Array<[string, unknown, RegExp]> = [
			['bufferTime', '15', /interactiveData\.bufferTime must be a whole number/],
			['duration', 30.5, /interactiveData\.duration must be a whole number/],
			['duration', 0, /interactiveData\.duration must be at least 1/],
			['title', 5, /interactiveData\.title must be a string/],
			['availability', 'monday', /interactiveData\.availability must be an object/],
			['dateRangeStart', '09/06/2024', /interactiveData\.dateRangeStart must be a date written YYYY-MM-DD/],
			['dateRangeEnd', '2024-06-08', /interactiveData\.dateRangeEnd \(2024-06-08\) is before/],
		];
		for (const [key, value, pattern] of cases) {
			const data = officialScheduler();
			(data.interactiveData as IDataObject)[key] = value as IDataObject[string];
			const problems = interactiveDataProblems('scheduler', data);
			assert.ok(problems.some((problem) => pattern.test(problem)), `${key}: ${problems.join(' | ')}`);
		}
		const headers = officialScheduler();
		((headers.interactiveData as IDataObject).scheduleElement as IDataObject).action = {
			...(((headers.interactiveData as IDataObject).scheduleElement as IDataObject).action as IDataObject),
			headers: '{}',
		};
		assert.deepEqual(interactiveDataProblems('scheduler', headers), [
			'interactiveData.scheduleElement.action.headers must be an object, but it is a string',
		]);
		const goal = officialScheduler();
		goal.interactionGoal = { type: 'anyOf', elementIds: [] };
		assert.match(interactiveDataProblems('scheduler', goal)[0], /interactionGoal\.type must be one of anyAction, allOf, oneOf, none/);
	});

	test('scheduler builder: every required field, availability grouped by day, dates reduced', () => {
		const data = build(schedulerValues());
		assert.deepEqual(data, {
			interactionGoal: { type: 'anyAction', elementIds: ['schedule'] },
			allowSenderInteraction: false,
			interactiveData: {
				title: 'Meet with Dr. Jacob',
				avatarUrl: 'https://example.com/jacob.png',
				bufferTime: 15,
				icsFileUrl: 'https://example.com/calendar.ics',
				availability: {
					monday: [{ from: '0600', to: '1700' }],
					tuesday: [
						{ from: '1000', to: '1400' },
						{ from: '1700', to: '2000' },
					],
				},
				timezoneCode: 'Asia/Kolkata',
				duration: 60,
				goalCompletionText: 'Your meeting has been scheduled',
				dateRangeStart: '2024-06-09',
				dateRangeEnd: '2024-06-30',
				scheduleElement: {
					elementType: 'button',
					elementId: 'schedule',
					buttonText: 'Schedule',
					disableAfterInteracted: true,
					action: {
						actionType: 'apiAction',
						url: CHAT_URL,
						method: 'POST',
						dataKey: '',
						headers: { apikey: 'scoped-key', onBehalfOf: 'jacob' },
						payload: {
							data: { text: 'Meeting scheduled successfully!' },
							type: 'text',
							category: 'message',
							receiver: 'superhero2',
							receiverType: 'user',
						},
					},
				},
			},
		});
		assertSchemaValid('scheduler', data);

		const toGroup = build({ ...schedulerValues(), schedulerOptions: { schedulerConfirmationReceiver: 'demo1', schedulerConfirmationReceiverType: 'group' } });
		const payload = (((toGroup.interactiveData as IDataObject).scheduleElement as IDataObject).action as IDataObject).payload as IDataObject;
		assert.equal(payload.receiver, 'demo1');
		assert.equal(payload.receiverType, 'group');
	});

	test('scheduler builder errors', () => {
		assert.equal(buildError({ ...schedulerValues(), schedulerTitle: '' }).message, 'Scheduler Title (schedulerTitle) is empty [item 0]');
		assert.equal(
			buildError({ ...schedulerValues(), schedulerDateRangeEnd: '2024-06-01' }).message,
			'Bookable Until (schedulerDateRangeEnd) (2024-06-01) is before Bookable From (2024-06-09) [item 0]',
		);
		assert.equal(buildError({ ...schedulerValues(), schedulerDateRangeStart: '' }).message, 'Bookable From (schedulerDateRangeStart) is empty [item 0]');
		assert.equal(buildError({ ...schedulerValues(), schedulerAvailability: {} }).message, 'Availability (schedulerAvailability) has no time slots; add at least one [item 0]');
		assert.equal(
			buildError({ ...schedulerValues(), schedulerAvailability: { slot: [{ day: 'monday', from: '1700', to: '0900' }] } }).message,
			'Availability (schedulerAvailability) time slot 1: To (0900) must be later than From (1700) [item 0]',
		);
		assert.equal(
			buildError({ ...schedulerValues(), schedulerAvailability: { slot: [{ day: 'monday', from: '9am', to: '1700' }] } }).message,
			'Availability (schedulerAvailability) time slot 1: From "9am" is not a time such as 0900 [item 0]',
		);
		assert.equal(buildError({ ...schedulerValues(), schedulerDuration: 2.5 }).message, 'Meeting Duration (Minutes) (schedulerDuration) must be a whole number [item 0]');
		assert.equal(buildError({ ...schedulerValues(), schedulerOptions: { schedulerActionHeaders: 'nope' } }).message.startsWith('Booking API Headers (schedulerOptions.schedulerActionHeaders) is not valid JSON'), true);
	});
});

describe('Message > Send: interactive scheduler, date and time values', () => {
	test('toDateOnly reduces a dateTime value to its date, without time zone shifts', () => {
		assert.equal(toDateOnly('2024-06-09T00:00:00'), '2024-06-09');
		assert.equal(toDateOnly('2024-06-09T23:30:00.000+05:30'), '2024-06-09');
		assert.equal(toDateOnly('2024-06-09'), '2024-06-09');
		assert.equal(toDateOnly(new Date(Date.UTC(2024, 5, 9, 12))), '2024-06-09');
		assert.equal(toDateOnly({ toISODate: () => '2024-06-10' }), '2024-06-10');
		assert.equal(toDateOnly(''), undefined);
		assert.equal(toDateOnly('next tuesday'), undefined);
	});

	test('toHhmm accepts HHmm and HH:mm and refuses impossible times', () => {
		assert.equal(toHhmm('0900'), '0900');
		assert.equal(toHhmm('9:00'), '0900');
		assert.equal(toHhmm('17:30'), '1730');
		assert.equal(toHhmm('2359'), '2359');
		assert.equal(toHhmm('2400'), undefined);
		assert.equal(toHhmm('12:60'), undefined);
		assert.equal(toHhmm('noon'), undefined);
	});

	test('isIsoDate checks the calendar', () => {
		assert.ok(isIsoDate('2024-02-29'));
		assert.ok(!isIsoDate('2023-02-29'));
		assert.ok(!isIsoDate('2024-13-01'));
		assert.ok(!isIsoDate('2024-6-9'));
	});
});
