import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { type ItemParameters, requireIdentifier, onBehalfOfFrom, parameterError, parseStringList, unixSeconds } from '../../../shared/validation/parameters';
import { DEFAULT_PAGE_SIZE, limit, MAX_PAGE_SIZE, readPageWindow, returnAll, type CursorPaging } from '../../../shared/paging';
import { fillPath, type Operation } from '../../../shared/operation';
import { optionsCollection, queryFrom } from '../../descriptions/collections.fields';
import { listFilters } from '../../descriptions/filters.fields';
import { readGuid, readUid } from '../../descriptions/locators';
import { groupLocator, messageId, onBehalfOf, userLocator } from '../../descriptions/parameters';
import { readMessageId } from './messageId';

const byCursor = (...cursorParameters: string[]): CursorPaging => ({ sizeParameter: 'limit', cursorParameters });

/**
 * Each list: its path, the ids that fill it, and how it pages: the conversations by the
 * cursor fields their OpenAPI documents as query parameters; a thread by `page`/`perPage`,
 * the only paging parameters it documents (it takes none of the filters).
 */
const LISTS: Record<string, { path: string; ids: (ctx: ItemParameters) => Record<string, string>; paging?: CursorPaging }> = {
	user: { path: '/users/{uid}/messages', ids: (ctx) => ({ uid: readUid(ctx) }), paging: byCursor('affix', 'id') },
	group: { path: '/groups/{guid}/messages', ids: (ctx) => ({ guid: readGuid(ctx) }), paging: byCursor('affix', 'id') },
	all: { path: '/messages', ids: () => ({}), paging: byCursor('affix', 'id', 'sentAt') },
	thread: { path: '/messages/{id}/thread', ids: (ctx) => ({ id: readMessageId(ctx) }) },
};

function listOf(context: ItemParameters) {
	const conversation = String(context.getNodeParameter('conversation', 'group'));
	if (!(conversation in LISTS)) {
		throw parameterError(context, 'Conversation', 'conversation', `must be one of ${Object.keys(LISTS).join(', ')}, not ${JSON.stringify(conversation)}`);
	}
	return { conversation, ...LISTS[conversation] };
}

const betweenUsers = { show: { conversation: ['user'] } };

/**
 * The thread's parent. Its own definition: a hide rule on the shared `messageId` would
 * name `conversation`'s default ("group"), which n8n applies in every operation when it
 * decides what to show, and so hide it in Message › Get, Update and Delete too.
 */
const threadParent: INodeProperties = {
	...messageId,
	description: `The ID of the message whose thread to list (the parent of the replies). ${String(messageId.description)}`,
	displayOptions: { show: { conversation: ['thread'] } },
};

/** A thread's replies take neither Hide Thread Replies nor Include Tags. */
const notInThread = { hide: { '/conversation': ['thread'] } };

const options = optionsCollection([
	{ displayName: 'Hide Thread Replies', name: 'hideReplies', type: 'boolean', default: true, description: 'Whether to leave out replies in threads and list only the main conversation', displayOptions: notInThread },
	{ displayName: 'Include Tags', name: 'withTags', type: 'boolean', default: true, description: 'Whether each message carries its tags', displayOptions: notInThread },
	{
		displayName: 'Page Size',
		name: 'pageSize',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_PAGE_SIZE },
		default: DEFAULT_PAGE_SIZE,
		description: 'How many messages to ask CometChat for per request. Larger pages mean fewer requests.',
	},
]);

const fields: INodeProperties[] = [
	{
		displayName: 'Conversation',
		name: 'conversation',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Between Two Users', value: 'user', description: 'The one-on-one conversation of a user with another user' },
			{ name: 'Of a Group', value: 'group', description: 'The messages sent to a group' },
			{ name: 'All', value: 'all', description: 'Messages of every conversation in the app' },
			{ name: 'Thread', value: 'thread', description: 'The replies in the thread of a message' },
		],
		default: 'group',
		description: 'Which messages to list',
	},
	{ ...userLocator, description: `One user of the conversation. ${userLocator.description}`, displayOptions: betweenUsers },
	{
		displayName: 'Other User',
		name: 'onBehalfOf',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. cometchat-uid-2',
		description: 'The uid of the other user of the conversation; the messages are read as this user sees them',
		displayOptions: betweenUsers,
	},
	groupLocator,
	threadParent,
	onBehalfOf,
	returnAll,
	limit,
	listFilters,
	options,
];

const SWITCHES = ['hasAttachments', 'hasLinks', 'hasMentions', 'hasReactions'];
const LIST_FILTERS = { categories: 'list', types: 'list', tags: 'list' } as const;

/**
 * The query of Message > Get Many from its `filters` and `options`: only what was set,
 * lists comma-separated, switches only when on, times in Unix seconds.
 */
function messageListQuery(this: ItemParameters, conversation: string) {
	const filters = this.getNodeParameter('filters', {}) as IDataObject;
	const options = this.getNodeParameter('options', {}) as IDataObject;
	// a list an expression gave as null is refused, not left out: that would widen the search
	for (const filter of listFilters.options as INodeProperties[]) if (filters[filter.name] === null && filter.name in LIST_FILTERS) parseStringList(this, null, filter.displayName, `filters.${filter.name}`);
	const qs = queryFrom(this, listFilters, LIST_FILTERS);
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
	for (const name of ['hideReplies', 'withTags']) if (options[name] === true) qs[name] = true;
	return qs;
}

/**
 * Get Many: the messages of a conversation between two users, of a group, or of the
 * whole app, filtered, paged through the envelope's cursor (`meta.next`); or the replies
 * in a message's thread, page by page.
 */
export const messageGetAll: Operation = {
	resource: 'message',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many messages',
	description:
		'List the CometChat messages between two users, of a group, or of the whole app, oldest first, filtered by category, type, sender, text, attachments, mentions, reactions, time or tags; or the replies in a thread',
	fields,
	returns: 'list',
	request(ctx) {
		const { conversation, path, ids } = listOf(ctx);
		const between = conversation === 'user';
		return {
			method: 'GET',
			path: fillPath(path, ids(ctx)),
			onBehalfOf: onBehalfOfFrom.call(ctx, between, between ? 'Other User' : undefined),
			qs: conversation === 'thread' ? undefined : messageListQuery.call(ctx, conversation),
		};
	},
	paging(ctx) {
		const window = readPageWindow.call(ctx, { name: 'options.pageSize', label: 'Page Size' });
		const { paging } = listOf(ctx);
		return paging ? { by: 'cursor', window, ...paging } : { by: 'page', window };
	},
};
