import { cursorList } from '../../../shared/paging/cursorList';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import { routing, setPath } from '../../../shared/transport/routing';
import { actAs, onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { onBehalfOfField } from '../../descriptions/onBehalfOf.fields';
import type { OperationDefinition } from '../../descriptions/operations';
import { returnAllOrLimit } from '../../descriptions/paging.fields';
import { messageIdField, readMessageId } from '../message/messageId';

/**
 * Get Many: who reacted how (`GET /messages/{id}/reactions`), one item per reaction.
 * The endpoint documents no query parameters; its pages are followed through the
 * envelope's `meta.next` (`affix`, `id`), the server choosing the page size.
 */
export const getAll: OperationDefinition = {
	option: {
		name: 'Get Many',
		value: 'getAll',
		action: 'Get many reactions to a message',
		description: 'List the reactions to a message: the emoji, who reacted (uid and user details) and when',
		routing: routing({ method: 'GET', path: '/messages/{id}/reactions' }, async function (requestData, send) {
			setPath(requestData, { id: readMessageId(this) });
			actAs(requestData, onBehalfOfFrom.call(this));
			// returnAll and limit; this list has no page-size parameter, so its default goes unused
			const window = readPageWindow.call(this, { name: 'pageSize', label: 'Page Size' });
			return await cursorList.call(this, requestData, send, window, { cursorParameters: ['affix', 'id'] });
		}),
	},
	fields: [
		messageIdField('The ID of the message whose reactions to list'),
		...returnAllOrLimit,
		onBehalfOfField('The uid of a user to read the reactions as. Leave empty to read as the app.'),
	],
};
