import type { IDataObject } from 'n8n-workflow';
import { toText } from '../interactive/elements';

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
const FREE_TEXT_FIELD: FormField = { key: 'field-0', label: 'Response', type: 'textarea', required: true, options: [] };

type Fail = (problem: string) => Error;

const trimmed = (value: unknown): string => toText(value) ?? '';

function optionsOf(entry: IDataObject): string[] {
	const collection = entry.fieldOptions as IDataObject | undefined;
	const rows = Array.isArray(collection?.values) ? (collection.values as IDataObject[]) : [];
	return rows.map((row) => trimmed(row?.option)).filter((option) => option !== '');
}

function toField(entry: unknown, index: number, fail: Fail): FormField {
	const where = `element ${index + 1}`;
	if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw fail(`${where} must be an object`);
	const row = entry as IDataObject;
	const type = trimmed(row.fieldType) || 'text';
	if (!FIELD_TYPES.includes(type)) throw fail(`${where} has the unknown type "${type}"; use one of ${FIELD_TYPES.join(', ')}`);
	const label = type === 'hiddenField' ? trimmed(row.fieldName) || trimmed(row.fieldLabel) : type === 'html' ? trimmed(row.elementName) : trimmed(row.fieldLabel);
	if (!label && type !== 'html') throw fail(`${where} has no ${type === 'hiddenField' ? 'Field Name' : 'Field Name (fieldLabel)'}`);
	const field: FormField = { key: `field-${index}`, label, type, required: row.requiredField === true, options: [] };
	if (CHOICE_TYPES.includes(type)) {
		field.options = optionsOf(row);
		if (field.options.length === 0) throw fail(`${where} ("${label}") has no options; add at least one`);
	}
	const placeholder = trimmed(row.placeholder);
	if (placeholder) field.placeholder = placeholder;
	const defaultValue = trimmed(row.defaultValue);
	if (defaultValue) field.defaultValue = defaultValue;
	if (type === 'hiddenField') field.value = trimmed(row.fieldValue);
	if (type === 'html') field.value = typeof row.html === 'string' ? row.html : '';
	if (type === 'file') {
		field.multipleFiles = row.multipleFiles !== false;
		const accept = trimmed(row.acceptFileTypes);
		if (accept) field.accept = accept;
	}
	return field;
}

/**
 * The custom form's elements from Define Form: the Form Elements list, or the JSON of
 * n8n's Form node syntax. Refuses what could not be answered: no elements, unknown types,
 * no label, choices without options, two answers under one label.
 */
function readFormFields(defineForm: unknown, entries: unknown, fail: Fail): FormField[] {
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

/** Element ids of the question's buttons; the webhook reads the answer from the signed link, never from these. */
export const ELEMENT_IDS = { approve: 'approve', decline: 'decline', respond: 'respond', submit: 'submit' };

/** Reads a parameter: n8n's getNodeParameter bound to one item (execute) or to the request (webhook). */
export type ReadParameter = (name: string, fallback: unknown) => unknown;

export interface SendAndWaitSettings {
	responseType: 'approval' | 'freeText' | 'customForm';
	answerIn: 'browser' | 'chat';
	message: string;
	approvalType: 'single' | 'double';
	approveLabel: string;
	disapproveLabel: string;
	/** The answer form (free text: its one field; custom form: its elements; approval: none). */
	fields: FormField[];
	buttonLabel: string;
	formTitle: string;
	formDescription: string;
	submitLabel: string;
}

const RESPONSE_TYPES = ['approval', 'freeText', 'customForm'];

function text(value: unknown, fallback = ''): string {
	if (typeof value === 'number') return String(value);
	return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/**
 * The settings of a send-and-wait, read the same way when the message is sent and when the
 * answer comes, so the form answered is the form that was asked. `fail` names the parameter.
 */
export function readSettings(read: ReadParameter, fail: (label: string, name: string, problem: string) => Error): SendAndWaitSettings {
	const responseType = String(read('responseType', 'approval')) as SendAndWaitSettings['responseType'];
	if (!RESPONSE_TYPES.includes(responseType)) {
		throw fail('Response Type', 'responseType', `must be one of ${RESPONSE_TYPES.join(', ')}, not ${JSON.stringify(responseType)}`);
	}
	const answerIn = read('answerIn', 'browser') === 'chat' ? 'chat' : 'browser';
	const rawMessage = read('message', '');
	if (typeof rawMessage !== 'string' && typeof rawMessage !== 'number') {
		throw fail('Message', 'message', `must be text, but the expression gave ${Array.isArray(rawMessage) ? 'an array' : `a ${typeof rawMessage}`}`);
	}
	// n8n's send-and-wait nodes take a literal "\n" and <br> as line breaks
	const message = String(rawMessage).trim().replace(/\\n/g, '\n').replace(/<br\s*\/?>/gi, '\n');
	if (!message) throw fail('Message', 'message', 'is empty; write the question the person answers');
	const approval = (read('approvalOptions', {}) as IDataObject)?.values as IDataObject | undefined;
	const options = (read('options', {}) ?? {}) as IDataObject;

	let fields: FormField[] = [];
	if (responseType === 'freeText') fields = [FREE_TEXT_FIELD];
	if (responseType === 'customForm') {
		const defineForm = read('defineForm', 'fields');
		const [label, name] = defineForm === 'json' ? ['Form Fields', 'jsonOutput'] : ['Form Elements', 'formFields'];
		const entries = defineForm === 'json' ? read('jsonOutput', '[]') : ((read('formFields', {}) as IDataObject)?.values ?? []);
		fields = readFormFields(defineForm, entries, (problem) => fail(label, name, problem));
	}
	return {
		responseType,
		answerIn,
		message,
		approvalType: approval?.approvalType === 'double' ? 'double' : 'single',
		approveLabel: text(approval?.approveLabel, 'Approve'),
		disapproveLabel: text(approval?.disapproveLabel, 'Decline'),
		fields,
		buttonLabel: text(options.messageButtonLabel, 'Respond'),
		formTitle: text(options.responseFormTitle),
		formDescription: text(options.responseFormDescription).replace(/\\n/g, '\n').replace(/<br\s*\/?>/gi, '\n') || message,
		submitLabel: text(options.responseFormButtonLabel, 'Submit'),
	};
}
