import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';
import { routing, setPath } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { parseJsonObject } from '../../../shared/validation/json';
import { bodyBytesProblem, dataBytesProblem, LIMITS, mentionedUids, tagProblems } from '../../../shared/validation/limits';
import { parseStringList } from '../../../shared/validation/lists';
import { actAs, onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { parameterError } from '../../../shared/validation/parameterError';
import type { OperationDefinition } from '../../descriptions/operations';
import { readMessageId } from './messageId';
import { updateFields } from './update.fields';

/**
 * The `PUT /messages/{id}` body: only the fields that were added, checked against the
 * message limits (data 10,240 bytes, 10 mentions, 25 tags of 100 characters, body 65,536).
 */
export function buildUpdateBody(this: IExecuteSingleFunctions): IDataObject {
	const fields = this.getNodeParameter('additionalFields', {}) as IDataObject;
	const data: IDataObject = {};
	const body: IDataObject = {};
	if (fields.text !== undefined) {
		if (typeof fields.text !== 'string' && typeof fields.text !== 'number') {
			throw parameterError(this, 'Text', 'additionalFields.text', 'must be text');
		}
		const text = String(fields.text);
		if (!text.trim()) throw parameterError(this, 'Text', 'additionalFields.text', 'is empty; remove the field to keep the current text');
		const mentions = mentionedUids(text).length;
		if (mentions > LIMITS.mentions) {
			throw parameterError(this, 'Text', 'additionalFields.text', `mentions ${mentions} distinct users; CometChat accepts at most ${LIMITS.mentions}`);
		}
		data.text = text;
	}
	if (fields.metadata !== undefined) {
		data.metadata = parseJsonObject(this, fields.metadata, 'Metadata', 'additionalFields.metadata');
	}
	if (Object.keys(data).length) {
		const problem = dataBytesProblem(data);
		if (problem) throw parameterError(this, 'Message Data', 'additionalFields.text, additionalFields.metadata', problem);
		body.data = data;
	}
	if (fields.tags !== undefined) {
		const tags = parseStringList(this, fields.tags, 'Tags', 'additionalFields.tags');
		const [problem] = tagProblems(tags);
		if (problem) throw parameterError(this, 'Tags', 'additionalFields.tags', problem);
		body.tags = tags;
	}
	if (!Object.keys(body).length) {
		throw parameterError(this, 'Update Fields', 'additionalFields', 'are empty; add the text, metadata or tags to change');
	}
	const problem = bodyBytesProblem(body);
	if (problem) throw parameterError(this, 'Message', 'additionalFields', problem);
	return body;
}

/** Update: edits a message's text, metadata or tags; the item is CometChat's answer (`data`). */
export const update: OperationDefinition = {
	option: {
		name: 'Update',
		value: 'update',
		action: 'Update a message',
		description: 'Edit the text, metadata or tags of a message; only the fields given are changed',
		routing: routing({ method: 'PUT', path: '/messages/{id}', postReceive: [unwrapData] }, async function (requestData, send) {
			setPath(requestData, { id: readMessageId(this) });
			requestData.options.body = buildUpdateBody.call(this);
			actAs(requestData, onBehalfOfFrom.call(this));
			return await send(requestData);
		}),
	},
	fields: updateFields,
};
