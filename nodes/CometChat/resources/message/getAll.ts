import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { cursorList, type CursorPaging } from '../../../shared/paging/cursorList';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import { fillPath, routing } from '../../../shared/transport/routing';
import { actAs, onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { parameterError } from '../../../shared/validation/parameterError';
import { readGuid, readUid } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';
import { getAllFields } from './getAll.fields';
import { messageListQuery } from './messageFilters';

/** Each list, its path and the cursor fields its OpenAPI documents as query parameters. */
const LISTS: Record<string, { path: string; paging: CursorPaging }> = {
	user: { path: '/users/{uid}/messages', paging: { sizeParameter: 'limit', cursorParameters: ['affix', 'id'] } },
	group: { path: '/groups/{guid}/messages', paging: { sizeParameter: 'limit', cursorParameters: ['affix', 'id'] } },
	all: { path: '/messages', paging: { sizeParameter: 'limit', cursorParameters: ['affix', 'id', 'sentAt'] } },
};

function conversationOf(context: IExecuteSingleFunctions): string {
	const conversation = String(context.getNodeParameter('conversation', 'group'));
	if (!(conversation in LISTS)) {
		throw parameterError(context, 'Conversation', 'conversation', `must be one of ${Object.keys(LISTS).join(', ')}, not ${JSON.stringify(conversation)}`);
	}
	return conversation;
}

/**
 * Get Many: the messages of a conversation between two users, of a group, or of the
 * whole app, filtered, paged through the envelope's cursor (`meta.next`).
 */
export const getAll: OperationDefinition = {
	option: {
		name: 'Get Many',
		value: 'getAll',
		action: 'Get many messages',
		description:
			'List the messages between two users, of a group, or of the whole app, oldest first, filtered by category, type, sender, text, attachments, mentions, reactions, time or tags',
		routing: routing({ method: 'GET', path: LISTS.all.path }, async function (requestData, send) {
			const conversation = conversationOf(this);
			const ids: Record<string, string> =
				conversation === 'user' ? { uid: readUid(this) } : conversation === 'group' ? { guid: readGuid(this) } : {};
			actAs(requestData, onBehalfOfFrom.call(this, conversation === 'user', conversation === 'user' ? 'Other User' : 'On Behalf Of'));
			const window = readPageWindow.call(this, { name: 'options.pageSize', label: 'Page Size' });
			requestData.options.url = fillPath(LISTS[conversation].path, ids);
			requestData.options.qs = { ...requestData.options.qs, ...messageListQuery.call(this, conversation) };
			return await cursorList.call(this, requestData, send, window, LISTS[conversation].paging);
		}),
	},
	fields: getAllFields,
};
