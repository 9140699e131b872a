import type { IDataObject } from 'n8n-workflow';
import type { Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { optionsField } from '../../descriptions/options.fields';
import { asUser } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';
import { conversationPath, conversationWith, withGroup, withUser } from './conversation.fields';

/**
 * Reset: `DELETE /users/{uid}/conversation` (optionally deleting its messages for good) or
 * `DELETE /groups/{guid}/conversation` (no body there), for the user in As User.
 */
export const conversationReset: Operation = {
	resource: 'conversation',
	value: 'reset',
	name: 'Reset',
	action: 'Reset a conversation',
	description: "Reset a CometChat conversation (with a user or of a group) for one user: it leaves their conversation list and its unread count is gone",
	fields: [conversationWith, withUser, withGroup, asUser, optionsField],
	returns: 'object',
	request(ctx) {
		const { path, with: ids } = conversationPath(ctx);
		const options = ctx.getNodeParameter('options', {}) as IDataObject;
		const body = ids.uid !== undefined ? bodyFromCollection(ctx, 'options', options, { deleteMessagesPermanently: { kind: 'boolean', label: 'Delete Messages Permanently' } }) : {};
		return { method: 'DELETE', path, onBehalfOf: onBehalfOfFrom.call(ctx, true), ...(body.deleteMessagesPermanently === true ? { body } : {}) };
	},
	output: (ctx, response) => outcomeItem('reset', { ...conversationPath(ctx).with, onBehalfOf: onBehalfOfFrom.call(ctx, true) }, response),
};
