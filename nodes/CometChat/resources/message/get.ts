import { fillPath, type Operation } from '../../../shared/operation';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { messageId, onBehalfOf } from '../../descriptions/parameters';
import { readMessageId } from './messageId';

/** Get: one message by its id (`GET /messages/{id}`), the response's `data` as the item. */
export const messageGet: Operation = {
	resource: 'message',
	value: 'get',
	name: 'Get',
	action: 'Get a message',
	description: 'Get one CometChat message by its ID: text, sender, receiver, tags, reactions, edit and delete times',
	fields: [messageId, onBehalfOf],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/messages/{id}', { id: readMessageId(ctx) }), onBehalfOf: onBehalfOfFrom.call(ctx) }),
};
