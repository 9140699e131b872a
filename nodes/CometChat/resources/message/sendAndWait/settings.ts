import type { IDataObject } from 'n8n-workflow';
import { describeKind, isPlainObject } from '../../../../shared/validation/parameters';
import { toText } from '../interactive/elements';

const FIELD_TYPES = ['checkbox', 'date', 'dropdown', 'email', 'file', 'hiddenField', 'html', 'number', 'password', 'radio', 'text', 'textarea'];

type Fail = (problem: string) => Error;

/** Trimmed text (a number as its digits), else `fallback`. */
const text = (value: unknown, fallback = '') => toText(value) || fallback;

/** n8n's send-and-wait nodes take a literal "\n" and <br> as line breaks. */
const withLineBreaks = (value: string) => value.replace(/\\n/g, '\n').replace(/<br\s*\/?>/gi, '\n');

/** One element of the answer form, from n8n's form-element syntax. */
function toField(entry: unknown, index: number, fail: Fail) {
	const where = `element ${index + 1}`;
	if (!isPlainObject(entry)) throw fail(`${where} must be an object`);
	const type = text(entry.fieldType, 'text');
	if (!FIELD_TYPES.includes(type)) throw fail(`${where} has the unknown type "${type}"; use one of ${FIELD_TYPES.join(', ')}`);
	const label = type === 'hiddenField' ? text(entry.fieldName) || text(entry.fieldLabel) : text(type === 'html' ? entry.elementName : entry.fieldLabel);
	if (!label && type !== 'html') throw fail(`${where} has no ${type === 'hiddenField' ? 'Field Name' : 'Field Name (fieldLabel)'}`);
	const choice = ['checkbox', 'dropdown', 'radio'].includes(type);
	const rows = (entry.fieldOptions as IDataObject | undefined)?.values;
	const options = choice && Array.isArray(rows) ? (rows as IDataObject[]).map((row) => text(row?.option)).filter((option) => option) : [];
	if (choice && !options.length) throw fail(`${where} ("${label}") has no options; add at least one`);
	return {
		/** Name of its value in a submission: field-0, field-1, … (as n8n's own forms); `label` is the key of its answer in the output. */
		key: `field-${index}`,
		label,
		type,
		required: entry.requiredField === true,
		options,
		placeholder: text(entry.placeholder) || undefined,
		defaultValue: text(entry.defaultValue) || undefined,
		/** hiddenField: its fixed value; html: its content. */
		value: type === 'hiddenField' ? text(entry.fieldValue) : type === 'html' ? (typeof entry.html === 'string' ? entry.html : '') : undefined,
		multipleFiles: type === 'file' && entry.multipleFiles !== false,
		accept: (type === 'file' && text(entry.acceptFileTypes)) || undefined,
	};
}

export type FormField = ReturnType<typeof toField>;

/** Element ids of the question's buttons: the chat marks the one answered interacted (the webhook reads the answer from the signed link, never from these). */
export const ELEMENT_IDS = { approve: 'approve', decline: 'decline', respond: 'respond', submit: 'submit' };

const RESPONSE_TYPES = ['approval', 'freeText', 'customForm'];

/**
 * The settings of a send-and-wait, read the same way when the message is sent and when the
 * answer comes, so the form answered is the form that was asked. `node` is n8n's
 * getNodeParameter for one item (execute) or for the request (webhook); `fail` names the parameter.
 */
export function readSettings(node: { getNodeParameter(name: string, fallback: unknown): unknown }, fail: (label: string, name: string, problem: string) => Error) {
	const read = (name: string, fallback: unknown) => node.getNodeParameter(name, fallback);
	const responseType = String(read('responseType', 'approval'));
	if (!RESPONSE_TYPES.includes(responseType)) throw fail('Response Type', 'responseType', `must be one of ${RESPONSE_TYPES.join(', ')}, not ${JSON.stringify(responseType)}`);
	const rawMessage = read('message', '');
	if (typeof rawMessage !== 'string' && typeof rawMessage !== 'number') throw fail('Message', 'message', `must be text, but the expression gave ${describeKind(rawMessage)}`);
	const message = withLineBreaks(String(rawMessage).trim());
	if (!message) throw fail('Message', 'message', 'is empty; write the question the person answers');
	const approval = (read('approvalOptions', {}) as IDataObject)?.values as IDataObject | undefined;
	const options = (read('options', {}) ?? {}) as IDataObject;

	// the answer form: free text its one field (n8n calls it "Response"), a custom form its elements, an approval none
	let list: unknown = responseType === 'freeText' ? [{ fieldLabel: 'Response', fieldType: 'textarea', requiredField: true }] : [];
	let refuse: Fail = Error;
	if (responseType === 'customForm') {
		// Define Form: the Form Elements list, or the JSON of n8n's Form node syntax
		const json = read('defineForm', 'fields') === 'json';
		refuse = (problem) => (json ? fail('Form Fields', 'jsonOutput', problem) : fail('Form Elements', 'formFields', problem));
		list = json ? read('jsonOutput', '[]') : ((read('formFields', {}) as IDataObject)?.values ?? []);
		try {
			if (json && typeof list === 'string') list = JSON.parse(list);
		} catch (error) {
			throw refuse(`is not valid JSON: ${(error as Error).message}`);
		}
		if (!Array.isArray(list)) throw refuse('must be a list of form elements');
		if (list.length === 0) throw refuse('has no elements; add at least one');
	}
	// refused: what could not be answered (unknown types, no label, choices without options, two answers under one label)
	const fields = (list as unknown[]).map((entry, index) => toField(entry, index, refuse));
	const labels = fields.map((field) => field.label).filter((label) => label);
	const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
	if (repeated !== undefined) throw refuse(`has two elements named "${repeated}"; their answers would share one key`);
	return {
		responseType,
		answerIn: read('answerIn', 'browser') === 'chat' ? 'chat' : 'browser',
		message,
		twoButtons: responseType === 'approval' && approval?.approvalType === 'double',
		approveLabel: text(approval?.approveLabel, 'Approve'),
		disapproveLabel: text(approval?.disapproveLabel, 'Decline'),
		fields,
		buttonLabel: text(options.messageButtonLabel, 'Respond'),
		formTitle: text(options.responseFormTitle),
		formDescription: withLineBreaks(text(options.responseFormDescription)) || message,
		submitLabel: text(options.responseFormButtonLabel, 'Submit'),
		waitLimit: (options.limitWaitTime as IDataObject | undefined)?.values as IDataObject | undefined,
	};
}

export type SendAndWaitSettings = ReturnType<typeof readSettings>;
