import type { IDataObject } from 'n8n-workflow';
import { type ItemParameters, parameterError } from '../../../shared/validation/parameters';
import type { Operation } from '../../../shared/operation';
import { parseJsonObject, bodyBytesProblem, dataBytesProblem, LIMITS } from '../../../shared/validation/body';
import { LIST_HINT } from '../../descriptions/common.fields';
import { messageId, onBehalfOf } from '../../descriptions/parameters';
import { onMessage } from './messageId';
import { checkMentions, readTags } from './messageBody';

/**
 * The `PUT /messages/{id}` body: only the fields that were added, checked against the
 * message limits (data 10,240 bytes, 10 mentions, 25 tags of 100 characters, body 65,536).
 */
function buildUpdateBody(this: ItemParameters) {
	const { text, metadata, tags } = this.getNodeParameter('additionalFields', {}) as IDataObject;
	const data: IDataObject = {};
	const body: IDataObject = {};
	if (text !== undefined) {
		const refuse = (problem: string) => parameterError(this, 'Text', 'additionalFields.text', problem);
		if (typeof text !== 'string' && typeof text !== 'number') throw refuse('must be text');
		if (!String(text).trim()) throw refuse('is empty; remove the field to keep the current text');
		checkMentions(this, text, 'additionalFields.text');
		data.text = String(text);
	}
	if (metadata !== undefined) data.metadata = parseJsonObject(this, metadata, 'Metadata', 'additionalFields.metadata');
	if (Object.keys(data).length) {
		const problem = dataBytesProblem(data);
		if (problem) throw parameterError(this, 'Message Data', 'additionalFields.text, additionalFields.metadata', problem);
		body.data = data;
	}
	if (tags !== undefined) body.tags = readTags(this, tags);
	if (!Object.keys(body).length) throw parameterError(this, 'Update Fields', 'additionalFields', 'are empty; add the text, metadata or tags to change');
	const tooLarge = bodyBytesProblem(body);
	if (tooLarge) throw parameterError(this, 'Message', 'additionalFields', tooLarge);
	return body;
}

/** Update: edits a message's text, metadata or tags; the item is CometChat's answer (`data`). */
export const messageUpdate: Operation = {
	resource: 'message',
	value: 'update',
	name: 'Update',
	action: 'Update a message',
	description: 'Edit the text, metadata or tags of a CometChat message; only the fields given are changed',
	fields: [
		messageId,
		onBehalfOf,
		{
			displayName: 'Update Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			description: 'Only the fields added here are changed',
			options: [
				// Conversation › Update shows this collection too, with its Tags only
				{ displayName: 'Metadata', name: 'metadata', type: 'json', default: '{}', description: 'A JSON object that replaces data.metadata', displayOptions: { show: { '/resource': ['message'] } } },
				{
					displayName: 'Tags',
					name: 'tags',
					type: 'string',
					default: '',
					placeholder: 'e.g. billing, urgent',
					description: `Replace the tags: up to ${LIMITS.tags} tags of up to ${LIMITS.tagCharacters} characters. ${LIST_HINT}.`,
				},
				{
					displayName: 'Text',
					name: 'text',
					type: 'string',
					typeOptions: { rows: 3 },
					default: '',
					description: `The new text of the message; mention users as &lt;@uid:cometchat-uid-1&gt; (at most ${LIMITS.mentions}). Text and metadata together at most ${LIMITS.dataBytes.toLocaleString('en-US')} bytes.`,
					displayOptions: { show: { '/resource': ['message'] } },
				},
			],
		},
	],
	returns: 'object',
	request: (ctx) => ({ method: 'PUT', ...onMessage(ctx, () => buildUpdateBody.call(ctx)) }),
};
