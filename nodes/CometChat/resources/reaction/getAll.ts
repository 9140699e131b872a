import { readPageWindow } from '../../../shared/paging';
import { fillPath, type Operation } from '../../../shared/operation';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { limit, returnAll } from '../../descriptions/paging.fields';
import { messageId, onBehalfOf } from '../../descriptions/parameters';
import { readMessageId } from '../message/messageId';

/**
 * Get Many: who reacted how (`GET /messages/{id}/reactions`), one item per reaction.
 * The endpoint documents no query parameters; its pages are followed through the
 * envelope's `meta.next` (`affix`, `id`), the server choosing the page size.
 */
export const reactionGetAll: Operation = {
	resource: 'reaction',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many reactions to a message',
	description: 'List the reactions to a CometChat message: the emoji, who reacted (uid and user details) and when',
	fields: [messageId, returnAll, limit, onBehalfOf],
	returns: 'list',
	request: (ctx) => ({
		method: 'GET',
		path: fillPath('/messages/{id}/reactions', { id: readMessageId(ctx) }),
		onBehalfOf: onBehalfOfFrom.call(ctx),
	}),
	// returnAll and limit; this list has no page-size parameter, so its default goes unused
	paging: (ctx) => ({ by: 'cursor', window: readPageWindow.call(ctx, { name: 'pageSize', label: 'Page Size' }), cursorParameters: ['affix', 'id'] }),
};
