import type { IBinaryKeyData, IDataObject, IWebhookFunctions } from 'n8n-workflow';
import { isPlainObject } from '../../../../shared/validation/parameters';
import { toText } from '../interactive/elements';
import type { FormField } from './settings';

/** An answer as it comes: the body of whichever client sent it, the values of the form, its files. */

/** Android sends `payload` and `data` as JSON text inside a form-encoded body. */
function parsed(value: unknown) {
	try {
		return typeof value === 'string' && /^\s*[[{]/.test(value) ? JSON.parse(value) : value;
	} catch {
		return value;
	}
}

const text = (value: unknown) => toText(value) || undefined;

/**
 * The interaction data of a UI-kit call, wherever the kit put it: under `data` (React
 * Native, Android), under the button's dataKey (any name: "CometChatData", "cometchatData",
 * …; iOS nests card data there), or flat at the top level.
 */
function interactionData(root: IDataObject) {
	const found = Object.entries(root).flatMap(([key, raw]) => {
		const value = parsed(raw);
		return isPlainObject(value) && (key === 'data' || /^cometchat_?data$/i.test(key) || 'formData' in value || 'messageId' in value || 'interactedBy' in value) ? [value as IDataObject] : [];
	});
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
	for (const { formData } of data) {
		// formData as an object (React Native) or as a list of {elementId, value} (Android)
		const form = parsed(formData);
		if (!Array.isArray(form)) Object.assign(values, isPlainObject(form) ? form : {});
		else for (const entry of form) if (isPlainObject(entry) && typeof entry.elementId === 'string') values[entry.elementId] = entry.value as IDataObject[string];
	}
	const first = (...keys: string[]) => data.flatMap((entry) => keys.map((key) => text(entry[key]))).find((value) => value);
	return {
		values,
		fromChat: data.length > 0 || root.trigger === 'ui_message_interacted' || 'cometchatSenderUid' in root || isPlainObject(payload),
		messageId: first('messageId'),
		interactedBy: first('interactedBy') ?? text(root.cometchatSenderUid) ?? (isPlainObject(payload) ? text(payload.cometchatSenderUid) : undefined),
		elementId: first('interactedElementId', 'elementId'),
	};
}

/** Why an answer is not taken: the person is told (a file's, always on the page), and the execution keeps waiting. */
export class AnswerRefused extends Error {
	ofFile = false;
}

const refused = (problem: string) => new AnswerRefused(problem);

/** One field's value as n8n's forms give it; refused when the person can fix it. */
function fieldValue({ type, label, required, options, value }: FormField, raw: unknown) {
	if (type === 'hiddenField' || type === 'html') return value ?? '';
	if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) {
		if (required) throw refused(`"${label}" is required`);
		return null;
	}
	const single = Array.isArray(raw) ? raw[0] : raw;
	if (type !== 'checkbox' && typeof single === 'object' && single !== null) throw refused(`"${label}" must be a single value`);
	// a checkbox's several values: a list, or a JSON list in text
	const list = parsed(raw);
	const picked = type === 'checkbox' ? (Array.isArray(list) ? list : [raw]).map(String) : [String(single)];
	// only checkbox, dropdown and radio have options
	const unknown = picked.find((option) => options.length && !options.includes(option));
	if (unknown !== undefined) throw refused(`"${label}" has no option "${unknown}"`);
	if (type === 'checkbox') return picked;
	const trimmed = picked[0].trim();
	if (type === 'number') {
		if (trimmed === '' || !Number.isFinite(Number(trimmed))) throw refused(`"${label}" must be a number`);
		return Number(trimmed);
	}
	if (type === 'email' && !/^[^\s@]+@[^\s@]+$/.test(trimmed)) throw refused(`"${label}" must be an email address`);
	return type === 'text' || type === 'email' ? trimmed : picked[0];
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
	for (const field of fields) if (field.type !== 'file' && (field.type !== 'html' || field.label)) data[field.label] = fieldValue(field, values[field.key]);
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
	for (const { key, label, required, multipleFiles } of fields.filter((field) => field.type === 'file')) {
		const list = [files[key] ?? []].flat().filter((file) => file && (file.size ?? 1) > 0);
		if (!list.length && required) throw Object.assign(refused(`"${label}" is required`), { ofFile: true });
		const described = list.map((file) => ({ filename: file.originalFilename ?? null, mimetype: file.mimetype ?? null, size: file.size ?? null }));
		data[label] = !list.length ? null : multipleFiles ? described : described[0];
		for (const [index, file] of list.entries()) {
			const name = label.replace(/\W/g, '_') + (multipleFiles ? `_${index}` : '');
			binary[name] = await context.nodeHelpers.copyBinaryFile(file.filepath, file.originalFilename ?? file.newFilename ?? name, file.mimetype ?? 'application/octet-stream');
		}
	}
	return Object.keys(binary).length ? binary : undefined;
}
