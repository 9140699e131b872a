import type { IDataObject } from 'n8n-workflow';
import type { Operation } from '../../../shared/operation';
import { tagProblems } from '../../../shared/validation/body';
import { onBehalfOfFrom, parameterError, parseStringList } from '../../../shared/validation/parameters';
import { asUser } from '../../descriptions/parameters';
import { messageUpdate } from '../message/update';
import { conversationPath, conversationWith, oneConversation, withGroup, withUser } from './conversation.fields';

/** Message › Update's "Update Fields": for a conversation only its Tags entry shows. */
const updateFields = messageUpdate.fields.find((field) => field.name === 'additionalFields')!;

/** Update: `PUT /users/{uid}/conversation` (or the group's) with `{"tags": […]}`, as the user in As User. */
export const conversationUpdate: Operation = {
	resource: 'conversation',
	value: 'update',
	name: 'Update',
	action: 'Update a conversation',
	description: "Replace the tags of a CometChat conversation (with a user or of a group) as one user keeps them; an empty Tags clears them",
	fields: [conversationWith, withUser, withGroup, asUser, updateFields],
	returns: 'object',
	request(ctx) {
		const { path } = conversationPath(ctx);
		const fields = ctx.getNodeParameter('additionalFields', {}) as IDataObject;
		if (fields.tags === undefined) {
			throw parameterError(ctx, 'Update Fields', 'additionalFields', 'are empty; add Tags (empty to clear them)');
		}
		const tags = parseStringList(ctx, fields.tags, 'Tags', 'additionalFields.tags');
		const [problem] = tagProblems(tags);
		if (problem) throw parameterError(ctx, 'Tags', 'additionalFields.tags', problem);
		// CometChat's example answers with the conversation in a list
		return { method: 'PUT', path, body: { tags }, onBehalfOf: onBehalfOfFrom.call(ctx, true), returns: 'any' };
	},
	output: (_ctx, response) => oneConversation(response),
};
