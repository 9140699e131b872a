import type { IDataObject } from 'n8n-workflow';
import { type ItemParameters, describeKind, parseStringList, parameterError, requireIdentifier, optionalText, onBehalfOfFrom } from '../../../shared/validation/parameters';
import { parseJsonObject, bodyBytesProblem, dataBytesProblem, LIMITS, mentionedUids, tagProblems } from '../../../shared/validation/body';
import { buildInteractiveData } from './interactive';

/** Each category: the parameter that gives the message its `type`, and the parameters `data` is made of (for errors about its size). */
const CATEGORIES: Record<string, [type: string, label: string, sources: string]> = {
	message: ['messageType', 'Message Data', 'text, attachments, additionalFields.metadata'],
	custom: ['customType', 'Custom Data', 'customData'],
	interactive: ['interactiveType', 'Interactive Data', 'interactiveJson or the builder fields'],
};

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
		const attachment = Object.fromEntries(['url', 'name', 'mimeType', 'extension', 'size'].map((field) => [field, String(entry[field] ?? '').trim()]).filter(([, value]) => value));
		const position = `entry ${index + 1}`;
		if (!attachment.url) throw fail(`${position} has no URL`);
		if (!/^https?:\/\/\S+$/i.test(attachment.url)) throw fail(`${position} has a URL that is not http(s): ${JSON.stringify(attachment.url)}`);
		if (attachment.size !== undefined && !/^\d+$/.test(attachment.size)) throw fail(`${position} has a size that is not a whole number of bytes: ${JSON.stringify(attachment.size)}`);
		return attachment;
	});
}

/** The head of a message as the item's parameters give it: receiver, category, and the type its category names. */
function messageHead(ctx: ItemParameters): IDataObject {
	const category = ctx.getNodeParameter('category', 'message');
	const type = CATEGORIES[String(category)]?.[0];
	return { receiverType: ctx.getNodeParameter('receiverType', 'user'), receiver: ctx.getNodeParameter('receiver', '', { extractValue: true }), category, type: type && ctx.getNodeParameter(type, '') };
}

/**
 * The `POST /messages` body for the current item, from its head (`receiverType`,
 * `receiver`, `category`, `type`, as the parameters gave them) and the parameters of its
 * category. Every rule of the contract is checked here, before anything is sent;
 * each error names the parameter and the item.
 */
export function buildMessageBody(
	this: ItemParameters,
	head = messageHead(this),
	/** Where only categories message and custom go (threads, the bot endpoint), for the error. */
	narrowedTo?: string,
) {
	const body: IDataObject = { ...head, receiver: requireIdentifier.call(this, head.receiver, 'Receiver', 'receiver') };
	if (body.receiverType !== 'user' && body.receiverType !== 'group') {
		throw parameterError(this, 'Receiver Type', 'receiverType', `must be "user" or "group", not ${JSON.stringify(body.receiverType)}`);
	}
	const category = String(body.category);
	const allowed = narrowedTo ? ['message', 'custom'] : Object.keys(CATEGORIES);
	if (!allowed.includes(category)) throw parameterError(this, 'Category', 'category', `must be one of ${allowed.join(', ')}${narrowedTo ?? ''}, not ${JSON.stringify(body.category)}`);

	const fields = this.getNodeParameter('additionalFields', {}) as IDataObject;
	const text = (name: string, label: string) => {
		const value = optionalText(this, fields[name], label, `additionalFields.${name}`);
		if (value !== undefined) body[name] = value;
	};
	text('muid', 'Message ID (MUID)');
	if (category !== 'interactive') text('quotedMessageId', 'Quoted Message ID');
	if (category === 'message') {
		// text (or caption), attachments for media, metadata
		const type = String(body.type);
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
		body.data = data;
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
	const list = (name: string, label: string) => {
		const ids = fields[name] === undefined ? [] : parseStringList(this, fields[name], label, `additionalFields.${name}`);
		return ids.length ? ids : undefined;
	};
	const [uids, guids] = [list('multipleReceiversUids', 'Receiver User IDs'), list('multipleReceiversGuids', 'Receiver Group IDs')];
	if (uids || guids) body.multipleReceivers = { ...(uids && { uids }), ...(guids && { guids }) };

	const data = body.data as IDataObject;
	checkMentions(this, data.text, 'text');
	const [, label, sources] = CATEGORIES[category];
	const dataProblem = dataBytesProblem(data);
	if (dataProblem) throw parameterError(this, label, sources, dataProblem);
	const bodyProblem = bodyBytesProblem(body);
	if (bodyProblem) throw parameterError(this, 'Message', 'all parameters', bodyProblem);
	return { body, onBehalfOf: onBehalfOfFrom.call(this) };
}
