import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { DEFAULT_IGNORED_SENDER } from '../description';
import { isSelected } from '../events';
import { ignored, refusedByAuth, reject } from './reply';
import { dedupeKey, seenKeysFor } from './dedupe';
import { filterOptions, filteredOutBecause } from './filter';
import { receiveModeration } from '../moderation/receive';
import { parseEvent } from './parse';
import { simplifyEvent } from './simplify';

/**
 * One delivery: authenticate, parse, select, filter, drop redeliveries, then start one
 * execution with the event (or its simplified form). A moderation request is held until
 * the workflow answers it (moderation/receive).
 */
export async function receive(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const refused = await refusedByAuth(this);
	if (refused) return refused;

	if (this.getNodeParameter('source', 'webhook') === 'moderation') {
		return receiveModeration(this, (status, message) => reject(this, status, message));
	}

	const req = this.getRequestObject();
	const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
	const parsed = parseEvent(req.body, size);
	if (!parsed.ok) return reject(this, parsed.status, parsed.message);
	const { event } = parsed;

	if (!isSelected(this.getNodeParameter('events', []) as string[], event.trigger)) {
		return ignored(`Event ignored: ${event.trigger} is not selected`);
	}
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const why = filteredOutBecause(event, filterOptions(options, DEFAULT_IGNORED_SENDER));
	if (why) return ignored(`Event ignored: ${why}`);

	// "Listen for test event" takes the same sample as often as it is sent.
	if (this.getMode() !== 'manual') {
		const seen = seenKeysFor(String(this.getWorkflow().id ?? ''), this.getNode().id);
		if (!seen.firstTime(dedupeKey(event))) return ignored('Duplicate delivery ignored');
	}

	const json = options.simplify === true ? simplifyEvent(event) : event;
	return { workflowData: [[{ json }]] };
}
