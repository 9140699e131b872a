import type { IDataObject } from 'n8n-workflow';
import { type ItemParameters, parseStringList, requireIdentifier, unixSeconds } from '../../../shared/validation/parameters';

const SWITCHES = ['hasAttachments', 'hasLinks', 'hasMentions', 'hasReactions'];

function list(context: ItemParameters, value: unknown, label: string, name: string): string | undefined {
	if (value === undefined) return undefined;
	const entries = parseStringList(context, value, label, name);
	return entries.length ? entries.join(',') : undefined;
}

/**
 * The query of Message > Get Many from its `filters` and `options`: only what was set,
 * lists comma-separated, switches only when on, times in Unix seconds.
 */
export function messageListQuery(this: ItemParameters, conversation: string): IDataObject {
	const filters = this.getNodeParameter('filters', {}) as IDataObject;
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const qs: IDataObject = {};
	const categories = list(this, filters.categories, 'Categories', 'filters.categories');
	if (categories) qs.categories = categories;
	const types = list(this, filters.types, 'Types', 'filters.types');
	if (types) qs.types = types;
	const tags = list(this, filters.tags, 'Tags', 'filters.tags');
	if (tags) qs.tags = tags;
	if (filters.sender !== undefined && filters.sender !== '') {
		qs.sender = requireIdentifier.call(this, filters.sender, 'Sender', 'filters.sender', 'the uid of a user');
	}
	if (typeof filters.searchKey === 'string' && filters.searchKey.trim()) qs.searchKey = filters.searchKey.trim();
	if (filters.attachmentTypes) qs.attachmentTypes = filters.attachmentTypes;
	for (const name of SWITCHES) if (filters[name] === true) qs[name] = true;
	if (filters.sentAfter) qs.fromTimestamp = unixSeconds(this, filters.sentAfter, 'Sent After', 'filters.sentAfter');
	if (filters.sentBefore) {
		qs.toTimestamp = unixSeconds(this, filters.sentBefore, 'Sent Before', 'filters.sentBefore');
		// GET /messages ignores toTimestamp without fromTimestamp: from the first second on
		if (conversation === 'all' && qs.fromTimestamp === undefined) qs.fromTimestamp = 1;
	}
	if (options.hideReplies === true) qs.hideReplies = true;
	if (options.withTags === true) qs.withTags = true;
	return qs;
}
