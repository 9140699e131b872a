import type { INodeProperties } from 'n8n-workflow';
import { type ItemParameters, parameterError, unixSeconds } from '../../../shared/validation/parameters';

/** `fromDate` and `toDate` of Metric › Get Usage (query parameters of the same names). */
export const fromDate: INodeProperties = {
	displayName: 'From',
	name: 'fromDate',
	type: 'dateTime',
	required: true,
	default: '',
	description: 'Start of the period, e.g. the expression $now.minus({ days: 7 }) for the last week. Sent to CometChat as Unix seconds.',
};

export const toDate: INodeProperties = {
	displayName: 'To',
	name: 'toDate',
	type: 'dateTime',
	required: true,
	default: '',
	description: 'End of the period, e.g. the expression $now. Sent to CometChat as Unix seconds.',
};

/** The period in Unix seconds, its end after its start. */
export function readPeriod(context: ItemParameters): { fromDate: number; toDate: number } {
	const from = unixSeconds(context, context.getNodeParameter('fromDate'), 'From', 'fromDate');
	const to = unixSeconds(context, context.getNodeParameter('toDate'), 'To', 'toDate');
	if (to <= from) {
		throw parameterError(context, 'To', 'toDate', `is not after From (${new Date(to * 1000).toISOString()} ≤ ${new Date(from * 1000).toISOString()})`, 'Give a period that ends after it starts.');
	}
	return { fromDate: from, toDate: to };
}
