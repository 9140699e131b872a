import { type IDataObject, type INodeProperties, type ItemParameters, parameterError, unixSeconds, defineResource } from './parts';

const COUNTS = ['messagesSent', 'readReceipts', 'deliveryReceipts'] as const;

/** `fromDate` and `toDate` of Metric › Get Usage (query parameters of the same names). */
const fromDate: INodeProperties = {
	displayName: 'From',
	name: 'fromDate',
	type: 'dateTime',
	required: true,
	default: '',
	description: 'Start of the period, e.g. the expression $now.minus({ days: 7 }) for the last week. Sent to CometChat as Unix seconds.',
};

const toDate: INodeProperties = {
	displayName: 'To',
	name: 'toDate',
	type: 'dateTime',
	required: true,
	default: '',
	description: 'End of the period, e.g. the expression $now. Sent to CometChat as Unix seconds.',
};

/** The period in Unix seconds, its end after its start. */
function readPeriod(context: ItemParameters): { fromDate: number; toDate: number } {
	const from = unixSeconds(context, context.getNodeParameter('fromDate'), 'From', 'fromDate');
	const to = unixSeconds(context, context.getNodeParameter('toDate'), 'To', 'toDate');
	if (to <= from) {
		throw parameterError(context, 'To', 'toDate', `is not after From (${new Date(to * 1000).toISOString()} ≤ ${new Date(from * 1000).toISOString()})`, 'Give a period that ends after it starts.');
	}
	return { fromDate: from, toDate: to };
}

export const metric = defineResource('metric', 'getUsage', {
	getMessageMetrics: {
		action: 'Get message metrics',
		description:
			"Get the CometChat app's messages sent, read receipts and delivery receipts in 5-minute intervals over CometChat's latest period (its API takes no dates), with their totals",
		fields: [],
		// the OpenAPI's schema has `dataPoints` at the top, its example inside `data`: both are taken
		request: () => ({ method: 'GET', path: '/stats/messages', bareAnswer: ['dataPoints'] }),
		// with the sums of the data points' counts, for a report that needs one figure each
		output: (_ctx, response) => {
			const data = response.data as IDataObject;
			const points = Array.isArray(data.dataPoints) ? (data.dataPoints as IDataObject[]) : [];
			return { ...data, totals: Object.fromEntries(COUNTS.map((count) => [count, points.reduce((sum, point) => sum + (Number(point?.[count]) || 0), 0)])) };
		},
	},
	getUsage: {
		action: 'Get usage metrics',
		description: "Get the CometChat app's usage in a period: active and concurrent users, audio, video and recorded minutes",
		fields: [fromDate, toDate],
		request: (ctx) => ({ method: 'GET', path: '/stats', qs: readPeriod(ctx) }),
	},
});
