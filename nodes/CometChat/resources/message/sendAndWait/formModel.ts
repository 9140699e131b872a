import type { IDataObject } from 'n8n-workflow';

/** One element of the answer form, from n8n's form-element syntax. */
export interface FormField {
	/** Name of its value in a submission: field-0, field-1, … (as n8n's own forms). */
	key: string;
	/** Key of its answer in the output. */
	label: string;
	type: string;
	required: boolean;
	placeholder?: string;
	defaultValue?: string;
	options: string[];
	/** hiddenField: its fixed value; html: its content. */
	value?: string;
	multipleFiles?: boolean;
	accept?: string;
}

const FIELD_TYPES = ['checkbox', 'date', 'dropdown', 'email', 'file', 'hiddenField', 'html', 'number', 'password', 'radio', 'text', 'textarea'];
const CHOICE_TYPES = ['checkbox', 'dropdown', 'radio'];

/** The one field of a free-text answer (n8n calls it "Response", key field-0). */
export const FREE_TEXT_FIELD: FormField = { key: 'field-0', label: 'Response', type: 'textarea', required: true, options: [] };

type Fail = (problem: string) => Error;

function text(value: unknown): string {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return typeof value === 'string' ? value.trim() : '';
}

function optionsOf(entry: IDataObject): string[] {
	const collection = entry.fieldOptions as IDataObject | undefined;
	const rows = Array.isArray(collection?.values) ? (collection.values as IDataObject[]) : [];
	return rows.map((row) => text(row?.option)).filter((option) => option !== '');
}

function toField(entry: unknown, index: number, fail: Fail): FormField {
	const where = `element ${index + 1}`;
	if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw fail(`${where} must be an object`);
	const row = entry as IDataObject;
	const type = text(row.fieldType) || 'text';
	if (!FIELD_TYPES.includes(type)) throw fail(`${where} has the unknown type "${type}"; use one of ${FIELD_TYPES.join(', ')}`);
	const label = type === 'hiddenField' ? text(row.fieldName) || text(row.fieldLabel) : type === 'html' ? text(row.elementName) : text(row.fieldLabel);
	if (!label && type !== 'html') throw fail(`${where} has no ${type === 'hiddenField' ? 'Field Name' : 'Field Name (fieldLabel)'}`);
	const field: FormField = { key: `field-${index}`, label, type, required: row.requiredField === true, options: [] };
	if (CHOICE_TYPES.includes(type)) {
		field.options = optionsOf(row);
		if (field.options.length === 0) throw fail(`${where} ("${label}") has no options; add at least one`);
	}
	const placeholder = text(row.placeholder);
	if (placeholder) field.placeholder = placeholder;
	const defaultValue = text(row.defaultValue);
	if (defaultValue) field.defaultValue = defaultValue;
	if (type === 'hiddenField') field.value = text(row.fieldValue);
	if (type === 'html') field.value = typeof row.html === 'string' ? row.html : '';
	if (type === 'file') {
		field.multipleFiles = row.multipleFiles !== false;
		const accept = text(row.acceptFileTypes);
		if (accept) field.accept = accept;
	}
	return field;
}

/**
 * The custom form's elements from Define Form: the Form Elements list, or the JSON of
 * n8n's Form node syntax. Refuses what could not be answered: no elements, unknown types,
 * no label, choices without options, two answers under one label.
 */
export function readFormFields(defineForm: unknown, entries: unknown, fail: Fail): FormField[] {
	let list = entries;
	if (defineForm === 'json' && typeof entries === 'string') {
		try {
			list = JSON.parse(entries);
		} catch (error) {
			throw fail(`is not valid JSON: ${(error as Error).message}`);
		}
	}
	if (!Array.isArray(list)) throw fail('must be a list of form elements');
	if (list.length === 0) throw fail('has no elements; add at least one');
	const fields = list.map((entry, index) => toField(entry, index, fail));
	const seen = new Set<string>();
	for (const field of fields) {
		if (!field.label) continue;
		if (seen.has(field.label)) throw fail(`has two elements named "${field.label}"; their answers would share one key`);
		seen.add(field.label);
	}
	return fields;
}
