import type { IDataObject } from 'n8n-workflow';
import type { Operation } from '../../../shared/operation';

const COUNTS = ['messagesSent', 'readReceipts', 'deliveryReceipts'] as const;

/** The sums of the data points' counts, for a report that needs one figure each. */
function totals(dataPoints: unknown): IDataObject {
	const points = Array.isArray(dataPoints) ? (dataPoints as IDataObject[]) : [];
	return Object.fromEntries(COUNTS.map((count) => [count, points.reduce((sum, point) => sum + (Number(point?.[count]) || 0), 0)]));
}

export const metricGetMessageMetrics: Operation = {
	resource: 'metric',
	value: 'getMessageMetrics',
	name: 'Get Message Metrics',
	action: 'Get message metrics',
	description:
		"Get the CometChat app's messages sent, read receipts and delivery receipts in 5-minute intervals over CometChat's latest period (its API takes no dates), with their totals",
	fields: [],
	returns: 'object',
	// the OpenAPI's schema has `dataPoints` at the top, its example inside `data`: both are taken
	request: () => ({ method: 'GET', path: '/stats/messages', bareAnswer: ['dataPoints'] }),
	output: (_ctx, response) => {
		const data = response.data as IDataObject;
		return { ...data, totals: totals(data.dataPoints) };
	},
};
