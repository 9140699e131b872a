import type { Operation } from '../../../shared/operation';
import { fromDate, readPeriod, toDate } from './period.fields';

export const metricGetUsage: Operation = {
	resource: 'metric',
	value: 'getUsage',
	name: 'Get Usage',
	action: 'Get usage metrics',
	description: "Get the CometChat app's usage in a period: active and concurrent users, audio, video and recorded minutes",
	fields: [fromDate, toDate],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: '/stats', qs: readPeriod(ctx) }),
};
