import type { Resource } from '../../descriptions/operations';
import { metricGetMessageMetrics } from './getMessageMetrics';
import { metricGetUsage } from './getUsage';

export const metric: Resource = { value: 'metric', label: 'Metric', defaultOperation: 'getUsage', operations: [metricGetMessageMetrics, metricGetUsage] };
