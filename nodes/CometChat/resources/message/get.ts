import { routing, setPath } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { actAs, onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { onBehalfOfField } from '../../descriptions/onBehalfOf.fields';
import type { OperationDefinition } from '../../descriptions/operations';
import { messageIdField, readMessageId } from './messageId';

/** Get: one message by its id (`GET /messages/{id}`), the response's `data` as the item. */
export const get: OperationDefinition = {
	option: {
		name: 'Get',
		value: 'get',
		action: 'Get a message',
		description: 'Get one message by its ID: text, sender, receiver, tags, reactions, edit and delete times',
		routing: routing({ method: 'GET', path: '/messages/{id}', postReceive: [unwrapData] }, async function (requestData, send) {
			setPath(requestData, { id: readMessageId(this) });
			actAs(requestData, onBehalfOfFrom.call(this));
			return await send(requestData);
		}),
	},
	fields: [
		messageIdField('The ID of the message to get'),
		onBehalfOfField('The uid of a user to read the message as (then reactions say which are theirs). Leave empty to read as the app.'),
	],
};
