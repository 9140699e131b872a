import type { IDataObject } from 'n8n-workflow';
import { type ItemParameters, describeKind, parseStringList, parameterError, requireIdentifier, optionalText, onBehalfOfFrom } from '../../../shared/validation/parameters';
import { parseJsonObject, bodyBytesProblem, dataBytesProblem, LIMITS, mentionedUids, tagProblems } from '../../../shared/validation/body';
import { buildInteractiveData } from './interactive';

const CATEGORIES = ['message', 'custom', 'interactive'];

/** Which parameters make up `data` in each category, for errors about its size. */
const DATA_SOURCES: Record<string, [string, string]> = {
	message: ['Message Data', 'text, attachments, additionalFields.metadata'],
	custom: ['Custom Data', 'customData'],
	interactive: ['Interactive Data', 'interactiveJson or the builder fields'],
};

/** Optional text fields of `additionalFields` and the categories that take them. */
const TEXT_FIELDS: Array<[string, string, string[]]> = [
	['muid', 'Message ID (MUID)', CATEGORIES],
	['quotedMessageId', 'Quoted Message ID', ['message', 'custom']],
];

/** `additionalFields.tags`: a list within CometChat's limits for tags. */
export function readTags(context: ItemParameters, value: unknown) {
	const tags = parseStringList(context, value, 'Tags', 'additionalFields.tags');
	const [problem] = tagProblems(tags);
	if (problem) throw parameterError(context, 'Tags', 'additionalFields.tags', problem);
	return tags;
}

/** At most 10 distinct users mentioned in the text (parameter `name`). */
export function checkMentions(context: ItemParameters, text: unknown, name: string) {
	const mentions = mentionedUids(text).length;
	if (mentions > LIMITS.mentions) throw parameterError(context, 'Text', name, `mentions ${mentions} distinct users; CometChat accepts at most ${LIMITS.mentions}`);
}

const MESSAGE_TYPES = ['text', 'image', 'file', 'audio', 'video'];

function attachments(context: ItemParameters, type: string) {
	const fail = (problem: string) => parameterError(context, 'Attachments', 'attachments', problem);
	const entries = (context.getNodeParameter('attachments', {}) as IDataObject).attachment as IDataObject[] | undefined;
	if (!Array.isArray(entries) || entries.length === 0) throw fail(`are empty; an ${type} message needs at least one attachment with a URL`);
	return entries.map((entry, index) => {
		const attachment: Record<string, string> = {};
		for (const field of ['url', 'name', 'mimeType', 'extension', 'size']) {
			const value = String(entry[field] ?? '').trim();
			if (value) attachment[field] = value;
		}
		const position = `entry ${index + 1}`;
		if (!attachment.url) throw fail(`${position} has no URL`);
		if (!/^https?:\/\/\S+$/i.test(attachment.url)) throw fail(`${position} has a URL that is not http(s): ${JSON.stringify(attachment.url)}`);
		if (attachment.size !== undefined && !/^\d+$/.test(attachment.size)) throw fail(`${position} has a size that is not a whole number of bytes: ${JSON.stringify(attachment.size)}`);
		return attachment;
	});
}

/** `data` of category message: text (or caption), attachments for media, metadata. */
function messageData(this: ItemParameters, type: string, fields: IDataObject) {
	if (!MESSAGE_TYPES.includes(type)) throw parameterError(this, 'Message Type', 'messageType', `must be one of ${MESSAGE_TYPES.join(', ')}, not ${JSON.stringify(type)}`);
	const data: IDataObject = {};
	const text = this.getNodeParameter('text', '');
	if (text !== '' && text != null) {
		if (typeof text !== 'string' && typeof text !== 'number') throw parameterError(this, 'Text', 'text', `must be text, but the expression gave ${describeKind(text)}`);
		data.text = String(text);
	}
	if (type !== 'text') data.attachments = attachments(this, type);
	else if (!String(data.text ?? '').trim()) throw parameterError(this, 'Text', 'text', 'is empty; a text message needs text');
	if (fields.metadata !== undefined) data.metadata = parseJsonObject(this, fields.metadata, 'Metadata', 'additionalFields.metadata');
	return data;
}

/**
 * The `POST /messages` body for the current item, from its head (`receiverType`,
 * `receiver`, `category`, `type`, as the parameters gave them) and the parameters of its
 * category. Every rule of the contract is checked here, before anything is sent;
 * each error names the parameter and the item.
 */
export function buildMessageBody(
	this: ItemParameters,
	head: IDataObject,
	/** The categories the endpoint takes, and where, for the error (threads and bots: message and custom). */
	allowed: { categories: string[]; where: string } = { categories: CATEGORIES, where: '' },
): { body: IDataObject; onBehalfOf?: string } {
	const body: IDataObject = { ...head, receiver: requireIdentifier.call(this, head.receiver, 'Receiver', 'receiver') };
	if (body.receiverType !== 'user' && body.receiverType !== 'group') {
		throw parameterError(this, 'Receiver Type', 'receiverType', `must be "user" or "group", not ${JSON.stringify(body.receiverType)}`);
	}
	const category = String(body.category);
	if (!allowed.categories.includes(category)) {
		throw parameterError(this, 'Category', 'category', `must be one of ${allowed.categories.join(', ')}${allowed.where}, not ${JSON.stringify(body.category)}`);
	}

	const fields = this.getNodeParameter('additionalFields', {}) as IDataObject;
	for (const [name, label, categories] of TEXT_FIELDS) {
		const text = categories.includes(category) ? optionalText(this, fields[name], label, `additionalFields.${name}`) : undefined;
		if (text !== undefined) body[name] = text;
	}
	if (category === 'message') {
		body.data = messageData.call(this, String(body.type), fields);
	} else if (category === 'custom') {
		if (typeof body.type !== 'string' || !body.type.trim()) {
			throw parameterError(this, 'Custom Type', 'customType', 'is empty; name the kind of custom message, such as "location"');
		}
		body.data = { customData: parseJsonObject(this, this.getNodeParameter('customData', ''), 'Custom Data', 'customData') };
	} else {
		body.data = buildInteractiveData.call(this);
	}

	if (fields.tags !== undefined) {
		const tags = readTags(this, fields.tags);
		if (tags.length) body.tags = tags;
	}
	const [uids, guids] = (['multipleReceiversUids', 'multipleReceiversGuids'] as const).map((name, index) => {
		const list = fields[name] === undefined ? [] : parseStringList(this, fields[name], ['Receiver User IDs', 'Receiver Group IDs'][index], `additionalFields.${name}`);
		return list.length ? list : undefined;
	});
	if (uids || guids) body.multipleReceivers = { ...(uids && { uids }), ...(guids && { guids }) };

	const data = body.data as IDataObject;
	checkMentions(this, data.text, 'text');
	const dataProblem = dataBytesProblem(data);
	if (dataProblem) throw parameterError(this, ...DATA_SOURCES[category], dataProblem);
	const bodyProblem = bodyBytesProblem(body);
	if (bodyProblem) throw parameterError(this, 'Message', 'all parameters', bodyProblem);
	return { body, onBehalfOf: onBehalfOfFrom.call(this) };
}
