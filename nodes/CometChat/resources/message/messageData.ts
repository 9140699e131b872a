import type { IDataObject } from 'n8n-workflow';
import { parseJsonObject } from '../../../shared/validation/body';
import { type ItemParameters, parameterError } from '../../../shared/validation/parameters';

const MESSAGE_TYPES = ['text', 'image', 'file', 'audio', 'video'];
const ATTACHMENT_FIELDS = ['url', 'name', 'mimeType', 'extension', 'size'];

function attachments(context: ItemParameters, type: string): IDataObject[] {
	const entries = ((context.getNodeParameter('attachments', {}) as IDataObject).attachment ?? []) as IDataObject[];
	if (!Array.isArray(entries) || entries.length === 0) {
		throw parameterError(context, 'Attachments', 'attachments', `are empty; an ${type} message needs at least one attachment with a URL`);
	}
	return entries.map((entry, index) => {
		const attachment: IDataObject = {};
		for (const field of ATTACHMENT_FIELDS) {
			const value = entry[field];
			if (value !== undefined && value !== null && String(value).trim() !== '') attachment[field] = String(value).trim();
		}
		const position = `entry ${index + 1}`;
		if (!attachment.url) throw parameterError(context, 'Attachments', 'attachments', `${position} has no URL`);
		if (!/^https?:\/\/\S+$/i.test(attachment.url as string)) {
			throw parameterError(context, 'Attachments', 'attachments', `${position} has a URL that is not http(s): ${JSON.stringify(attachment.url)}`);
		}
		if (attachment.size !== undefined && !/^\d+$/.test(attachment.size as string)) {
			throw parameterError(context, 'Attachments', 'attachments', `${position} has a size that is not a whole number of bytes: ${JSON.stringify(attachment.size)}`);
		}
		return attachment;
	});
}

/** `data` of category message: text (or caption), attachments for media, metadata. */
export function messageData(this: ItemParameters, type: string, fields: IDataObject): IDataObject {
	if (!MESSAGE_TYPES.includes(type)) {
		throw parameterError(this, 'Message Type', 'messageType', `must be one of ${MESSAGE_TYPES.join(', ')}, not ${JSON.stringify(type)}`);
	}
	const data: IDataObject = {};
	const text = this.getNodeParameter('text', '');
	if (text !== '' && text !== undefined && text !== null) {
		if (typeof text !== 'string' && typeof text !== 'number') {
			throw parameterError(this, 'Text', 'text', `must be text, but the expression gave ${Array.isArray(text) ? 'an array' : `a ${typeof text}`}`);
		}
		data.text = String(text);
	}
	if (type === 'text') {
		if (typeof data.text !== 'string' || !data.text.trim()) {
			throw parameterError(this, 'Text', 'text', 'is empty; a text message needs text');
		}
	} else {
		data.attachments = attachments(this, type);
	}
	if (fields.metadata !== undefined) {
		data.metadata = parseJsonObject(this, fields.metadata, 'Metadata', 'additionalFields.metadata');
	}
	return data;
}
