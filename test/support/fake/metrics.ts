import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { cometError, type Answer, type Route } from './types';

const FIVE_MINUTES = 300_000;

/** GET /stats: `fromDate` and `toDate` required; the range echoed in milliseconds, as CometChat's example does. */
function usage(fake: FakeCometChat, request: RecordedRequest): Answer {
	const details: Record<string, string[]> = {};
	for (const key of ['fromDate', 'toDate']) if (!/^\d+$/.test(request.query[key] ?? '')) details[key] = [`The ${key} field is required and must be an integer.`];
	if (Object.keys(details).length) return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', details);
	const [fromDate, toDate] = [Number(request.query.fromDate) * 1000, Number(request.query.toDate) * 1000];
	return { status: 200, body: { data: { metrics: { ...fake.usage }, time_range: { fromDate, toDate } } } };
}

/**
 * GET /stats/messages: the last hour in 5-minute data points, times as strings of
 * milliseconds (as CometChat's example gives them), the messages the fake holds counted
 * by when they were sent; receipts are none.
 */
function messageMetrics(fake: FakeCometChat): Answer {
	const end = Math.ceil(Date.now() / FIVE_MINUTES) * FIVE_MINUTES;
	const start = end - 12 * FIVE_MINUTES;
	const dataPoints = Array.from({ length: 12 }, (_, i) => {
		const from = start + i * FIVE_MINUTES;
		const messagesSent = fake.messages.filter((m) => Number(m.sentAt) * 1000 >= from && Number(m.sentAt) * 1000 < from + FIVE_MINUTES).length;
		return { messagesSent, readReceipts: 0, deliveryReceipts: 0, startTime: String(from), endTime: String(from + FIVE_MINUTES) };
	});
	return { status: 200, body: { data: { startTime: String(start), endTime: String(end), dataPoints, appId: 'fake-app' } } };
}

export const metricsRoute: Route = (fake, request) => {
	if (request.method !== 'GET') return undefined;
	if (request.path === '/v3/stats') return usage(fake, request);
	if (request.path === '/v3/stats/messages') return messageMetrics(fake);
	return undefined;
};
