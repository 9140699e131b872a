import type { IBinaryKeyData, IDataObject, IWebhookFunctions } from 'n8n-workflow';
import { isPlainObject } from '../../../../shared/validation/parameters';
import { toText } from '../interactive/elements';
import type { FormField } from './settings';

/** An answer as it comes: the body of whichever client sent it, the values of the form, its files. */

/** Android sends `payload` and `data` as JSON text inside a form-encoded body. */
function parsed(value: unknown) {
	if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
	try {
		return JSON.parse(value);
	} catch {
		return value;
	}
}

const text = (value: unknown) => toText(value) || undefined;

/** formData as an object (React Native) or as a list of {elementId, value} (Android). */
function formValues(formData: unknown) {
	const data = parsed(formData);
	if (!Array.isArray(data)) return isPlainObject(data) ? (data as IDataObject) : undefined;
	const values: IDataObject = {};
	for (const entry of data) if (isPlainObject(entry) && typeof entry.elementId === 'string') values[entry.elementId] = entry.value as IDataObject[string];
	return values;
}

/**
 * The interaction data of a UI-kit call, wherever the kit put it: under `data` (React
 * Native, Android), under the button's dataKey (any name: "CometChatData", "cometchatData",
 * …; iOS nests card data there), or flat at the top level.
 */
function interactionData(root: IDataObject) {
	const found = Object.entries(root)
		.map(([key, raw]) => [key, parsed(raw)] as const)
		.filter(([key, value]) => isPlainObject(value) && (key === 'data' || /^cometchat_?data$/i.test(key) || 'formData' in value || 'messageId' in value || 'interactedBy' in value))
		.map(([, value]) => value as IDataObject);
	return 'formData' in root || 'messageId' in root ? [...found, root] : found;
}

/**
 * Reads an answer from the body n8n parsed (JSON, form-encoded, or a multipart page's
 * `data`): the answer page's fields, or a CometChat UI kit's interaction in every variant
 * the clients are known to send (cometchat-webhooks.md section 6). `values` are by element
 * id (field-0, field-1, …); `fromChat`: sent by a CometChat UI kit (apiAction), not by the answer page.
 */
export function readAnswer(body: unknown) {
	const root = (isPlainObject(body) ? body : {}) as IDataObject;
	const values: IDataObject = Object.fromEntries(Object.entries(root).filter(([key]) => /^field-\d+$/.test(key)));
	const data = interactionData(root);
	const payload = parsed(root.payload);
	const fromChat = data.length > 0 || root.trigger === 'ui_message_interacted' || 'cometchatSenderUid' in root || isPlainObject(payload);
	for (const entry of data) Object.assign(values, formValues(entry.formData));
	const first = (read: (entry: IDataObject) => unknown) => data.map((entry) => text(read(entry))).find((value) => value);
	return {
		values,
		fromChat,
		messageId: first((entry) => entry.messageId),
		interactedBy: first((entry) => entry.interactedBy) ?? text(root.cometchatSenderUid) ?? (isPlainObject(payload) ? text(payload.cometchatSenderUid) : undefined),
		elementId: first((entry) => text(entry.interactedElementId) ?? entry.elementId),
	};
}

/** Why an answer is not taken: the person is told (a file's, always on the page), and the execution keeps waiting. */
export class AnswerRefused extends Error {
	ofFile = false;
}

const refused = (problem: string) => new AnswerRefused(problem);

/** Several values: a list, or a JSON list in text. */
function asList(value: unknown) {
	const list = typeof value === 'string' && value.trim().startsWith('[') ? parsed(value) : value;
	return Array.isArray(list) ? list : [value];
}

/** One field's value as n8n's forms give it; refused when the person can fix it. */
function fieldValue(field: FormField, raw: unknown) {
	if (field.type === 'hiddenField' || field.type === 'html') return field.value ?? '';
	if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) {
		if (field.required) throw refused(`"${field.label}" is required`);
		return null;
	}
	if (field.type === 'checkbox') {
		const picked = asList(raw).map(String);
		const unknown = picked.find((value) => !field.options.includes(value));
		if (unknown !== undefined) throw refused(`"${field.label}" has no option "${unknown}"`);
		return picked;
	}
	const single = Array.isArray(raw) ? raw[0] : raw;
	if (typeof single === 'object' && single !== null) throw refused(`"${field.label}" must be a single value`);
	const value = String(single);
	if ((field.type === 'dropdown' || field.type === 'radio') && !field.options.includes(value)) throw refused(`"${field.label}" has no option "${value}"`);
	if (field.type === 'number') {
		if (value.trim() === '' || !Number.isFinite(Number(value.trim()))) throw refused(`"${field.label}" must be a number`);
		return Number(value.trim());
	}
	if (field.type === 'email' && !/^[^\s@]+@[^\s@]+$/.test(value.trim())) throw refused(`"${field.label}" must be an email address`);
	return field.type === 'text' || field.type === 'email' ? value.trim() : value;
}

/**
 * The output `data` of a free-text or custom-form answer from the submitted values (by
 * element id), in n8n's shapes: free text `{ text }`, a custom form `{ <label>: value, … }`
 * (a file's value is added by the webhook). A missing required value or a value that is
 * not one of the options is refused (AnswerRefused): nothing resumes.
 */
export function answerData(responseType: string, fields: FormField[], values: IDataObject) {
	if (responseType === 'freeText') {
		const text = values['field-0'];
		if (typeof text !== 'string' || !text.trim()) throw refused('The answer is empty; write a response');
		return { text };
	}
	const data: IDataObject = {};
	for (const field of fields) {
		if (field.type !== 'file' && (field.type !== 'html' || field.label)) data[field.label] = fieldValue(field, values[field.key]) as IDataObject[string];
	}
	return data;
}

/** A file of a multipart answer, as n8n's body parser hands it over (formidable). */
type UploadedFile = { filepath: string; originalFilename?: string | null; newFilename?: string; mimetype?: string | null; size?: number };

export type UploadedFiles = Record<string, UploadedFile | UploadedFile[] | undefined>;

/**
 * The files of the answer page's file elements: their descriptions go into `data` under the
 * element's label and their content into the item's binary data, named as n8n's forms name
 * them (label with non-word characters as "_", an index when several).
 */
export async function attachFiles(context: IWebhookFunctions, fields: FormField[], files: UploadedFiles, data: IDataObject) {
	const binary: IBinaryKeyData = {};
	for (const field of fields.filter((f) => f.type === 'file')) {
		const list = [files[field.key] ?? []].flat().filter((file) => file && (file.size ?? 1) > 0);
		if (list.length === 0) {
			if (field.required) throw Object.assign(refused(`"${field.label}" is required`), { ofFile: true });
			data[field.label] = null;
			continue;
		}
		const described = list.map((file) => ({ filename: file.originalFilename ?? null, mimetype: file.mimetype ?? null, size: file.size ?? null }));
		data[field.label] = field.multipleFiles ? described : described[0];
		const base = field.label.replace(/\W/g, '_');
		for (const [index, file] of list.entries()) {
			const name = field.multipleFiles ? `${base}_${index}` : base;
			binary[name] = await context.nodeHelpers.copyBinaryFile(file.filepath, file.originalFilename ?? file.newFilename ?? name, file.mimetype ?? 'application/octet-stream');
		}
	}
	return Object.keys(binary).length ? binary : undefined;
}
