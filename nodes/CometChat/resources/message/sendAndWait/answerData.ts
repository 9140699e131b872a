import type { IDataObject } from 'n8n-workflow';
import type { FormField } from './formModel';

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
