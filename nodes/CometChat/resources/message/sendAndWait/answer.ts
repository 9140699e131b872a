import type { IBinaryKeyData, IDataObject, IWebhookFunctions } from 'n8n-workflow';
import type { FormField } from './settings';

/** An answer as it comes: the body of whichever client sent it, the values of the form, its files. */

/** What an answer request carried, whichever client sent it. */
export interface ReceivedAnswer {
	/** Values by element id (field-0, field-1, …). */
	values: IDataObject;
	/** Sent by a CometChat UI kit (apiAction), not by the answer page. */
	fromChat: boolean;
	messageId?: string;
	interactedBy?: string;
	elementId?: string;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Android sends `payload` and `data` as JSON text inside a form-encoded body. */
function parsed(value: unknown): unknown {
	if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
	try {
		return JSON.parse(value);
	} catch {
		return value;
	}
}

const text = (value: unknown): string | undefined =>
	typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** formData as an object (React Native) or as a list of {elementId, value} (Android). */
function formValues(formData: unknown): IDataObject | undefined {
	const data = parsed(formData);
	if (Array.isArray(data)) {
		const values: IDataObject = {};
		for (const entry of data) {
			if (isObject(entry) && typeof entry.elementId === 'string') values[entry.elementId] = entry.value as IDataObject[string];
		}
		return values;
	}
	return isObject(data) ? (data as IDataObject) : undefined;
}

/**
 * The interaction data of a UI-kit call, wherever the kit put it: under `data` (React
 * Native, Android), under the button's dataKey (any name: "CometChatData", "cometchatData",
 * …; iOS nests card data there), or flat at the top level.
 */
function interactionData(root: Loose): Loose[] {
	const found: Loose[] = [];
	for (const [key, raw] of Object.entries(root)) {
		const value = parsed(raw);
		if (!isObject(value)) continue;
		if (key === 'data' || /^cometchat_?data$/i.test(key) || 'formData' in value || 'messageId' in value || 'interactedBy' in value) {
			found.push(value);
		}
	}
	if ('formData' in root || 'messageId' in root) found.push(root);
	return found;
}

/**
 * Reads an answer from the body n8n parsed (JSON, form-encoded, or a multipart page's
 * `data`): the answer page's fields, or a CometChat UI kit's interaction in every variant
 * the clients are known to send (cometchat-webhooks.md section 6).
 */
export function readAnswer(body: unknown): ReceivedAnswer {
	const root = isObject(body) ? body : {};
	const values: IDataObject = {};
	for (const [key, value] of Object.entries(root)) if (/^field-\d+$/.test(key)) values[key] = value as IDataObject[string];

	const data = interactionData(root);
	const payload = parsed(root.payload);
	const fromChat =
		data.length > 0 || root.trigger === 'ui_message_interacted' || 'cometchatSenderUid' in root || isObject(payload);
	const answer: ReceivedAnswer = { values, fromChat };
	for (const entry of data) {
		const form = formValues(entry.formData);
		if (form) Object.assign(values, form);
		answer.messageId ??= text(entry.messageId);
		answer.interactedBy ??= text(entry.interactedBy);
		answer.elementId ??= text(entry.interactedElementId) ?? text(entry.elementId);
	}
	answer.interactedBy ??= text(root.cometchatSenderUid) ?? (isObject(payload) ? text(payload.cometchatSenderUid) : undefined);
	return answer;
}

type AnswerResult = { data: IDataObject } | { problem: string };

function isEmpty(value: unknown): boolean {
	return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function asList(value: unknown): unknown[] {
	if (Array.isArray(value)) return value;
	if (typeof value === 'string' && value.trim().startsWith('[')) {
		try {
			const list: unknown = JSON.parse(value);
			if (Array.isArray(list)) return list;
		} catch {
			// a plain value that happens to start with "["
		}
	}
	return [value];
}

/** One field's value as n8n's forms give it, or a problem the person can fix. */
function fieldValue(field: FormField, raw: unknown): { value: unknown } | { problem: string } {
	if (field.type === 'hiddenField' || field.type === 'html') return { value: field.value ?? '' };
	if (isEmpty(raw)) return field.required ? { problem: `"${field.label}" is required` } : { value: null };
	if (field.type === 'checkbox') {
		const picked = asList(raw).map(String);
		const unknown = picked.find((value) => !field.options.includes(value));
		return unknown !== undefined ? { problem: `"${field.label}" has no option "${unknown}"` } : { value: picked };
	}
	const single = Array.isArray(raw) ? raw[0] : raw;
	if (typeof single === 'object' && single !== null) return { problem: `"${field.label}" must be a single value` };
	const value = String(single);
	if (field.type === 'dropdown' || field.type === 'radio') {
		return field.options.includes(value) ? { value } : { problem: `"${field.label}" has no option "${value}"` };
	}
	if (field.type === 'number') {
		const number = Number(value.trim());
		return value.trim() !== '' && Number.isFinite(number) ? { value: number } : { problem: `"${field.label}" must be a number` };
	}
	if (field.type === 'email' && !/^[^\s@]+@[^\s@]+$/.test(value.trim())) return { problem: `"${field.label}" must be an email address` };
	return { value: field.type === 'text' || field.type === 'email' ? value.trim() : value };
}

/**
 * The output `data` of a free-text or custom-form answer from the submitted values (by
 * element id), in n8n's shapes: free text `{ text }`, a custom form `{ <label>: value, … }`
 * (a file's value is added by the webhook). A missing required value or a value that is
 * not one of the options is a problem: nothing resumes.
 */
export function answerData(responseType: string, fields: FormField[], values: IDataObject): AnswerResult {
	if (responseType === 'freeText') {
		const text = values['field-0'];
		if (typeof text !== 'string' || !text.trim()) return { problem: 'The answer is empty; write a response' };
		return { data: { text } };
	}
	const data: IDataObject = {};
	for (const field of fields) {
		if (field.type === 'file' || (field.type === 'html' && !field.label)) continue;
		const result = fieldValue(field, values[field.key]);
		if ('problem' in result) return result;
		data[field.label] = result.value as IDataObject[string];
	}
	return { data };
}

/** A file of a multipart answer, as n8n's body parser hands it over (formidable). */
interface UploadedFile {
	filepath: string;
	originalFilename?: string | null;
	newFilename?: string;
	mimetype?: string | null;
	size?: number;
}

export type UploadedFiles = Record<string, UploadedFile | UploadedFile[] | undefined>;

/**
 * The files of the answer page's file elements: their descriptions go into `data` under the
 * element's label and their content into the item's binary data, named as n8n's forms name
 * them (label with non-word characters as "_", an index when several).
 */
export async function attachFiles(
	context: IWebhookFunctions,
	fields: FormField[],
	files: UploadedFiles,
	data: IDataObject,
): Promise<{ binary?: IBinaryKeyData } | { problem: string }> {
	const binary: IBinaryKeyData = {};
	for (const field of fields.filter((f) => f.type === 'file')) {
		const given = files[field.key];
		const list = (Array.isArray(given) ? given : given ? [given] : []).filter((file) => file && (file.size ?? 1) > 0);
		if (list.length === 0) {
			if (field.required) return { problem: `"${field.label}" is required` };
			data[field.label] = null;
			continue;
		}
		const described = list.map((file) => ({ filename: file.originalFilename ?? null, mimetype: file.mimetype ?? null, size: file.size ?? null }));
		data[field.label] = field.multipleFiles ? described : described[0];
		const base = field.label.replace(/\W/g, '_');
		for (const [index, file] of list.entries()) {
			const name = field.multipleFiles ? `${base}_${index}` : base;
			binary[name] = await context.nodeHelpers.copyBinaryFile(
				file.filepath,
				file.originalFilename ?? file.newFilename ?? name,
				file.mimetype ?? 'application/octet-stream',
			);
		}
	}
	return Object.keys(binary).length ? { binary } : {};
}
