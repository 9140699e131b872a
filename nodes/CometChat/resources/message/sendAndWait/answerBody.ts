import type { IDataObject } from 'n8n-workflow';

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
