import type { INodeProperties } from 'n8n-workflow';

/** "Limit Wait Time", as n8n's own send-and-wait nodes offer it (45 minutes when added). */
export const limitWaitTimeOption: INodeProperties = {
	displayName: 'Limit Wait Time',
	name: 'limitWaitTime',
	type: 'fixedCollection',
	description: 'Whether the workflow resumes by itself, without an answer, after a time or at a date',
	default: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } },
	options: [
		{
			displayName: 'Values',
			name: 'values',
			values: [
				{
					displayName: 'Limit Type',
					name: 'limitType',
					type: 'options',
					default: 'afterTimeInterval',
					description: 'Resume after an amount of time, or at a date and time',
					options: [
						{ name: 'After Time Interval', value: 'afterTimeInterval', description: 'Waits for a certain amount of time' },
						{ name: 'At Specified Time', value: 'atSpecifiedTime', description: 'Waits until the set date and time' },
					],
				},
				{
					displayName: 'Amount',
					name: 'resumeAmount',
					type: 'number',
					displayOptions: { show: { limitType: ['afterTimeInterval'] } },
					typeOptions: { minValue: 0, numberPrecision: 2 },
					default: 1,
					description: 'The time to wait',
				},
				{
					displayName: 'Unit',
					name: 'resumeUnit',
					type: 'options',
					displayOptions: { show: { limitType: ['afterTimeInterval'] } },
					options: [
						{ name: 'Minutes', value: 'minutes' },
						{ name: 'Hours', value: 'hours' },
						{ name: 'Days', value: 'days' },
					],
					default: 'hours',
					description: 'Unit of the interval value',
				},
				{
					displayName: 'Max Date and Time',
					name: 'maxDateAndTime',
					type: 'dateTime',
					displayOptions: { show: { limitType: ['atSpecifiedTime'] } },
					default: '',
					description: 'Continue execution after the specified date and time',
				},
			],
		},
	],
};
