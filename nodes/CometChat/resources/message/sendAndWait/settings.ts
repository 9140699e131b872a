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
	const rows = (entry.fieldOptions as IDataObject | undefined)?.values;
	const options = ['checkbox', 'dropdown', 'radio'].includes(type) ? (Array.isArray(rows) ? rows : []).map((row: IDataObject) => text(row?.option)).filter((option) => option) : [];
	if (!options.length && ['checkbox', 'dropdown', 'radio'].includes(type)) throw fail(`${where} ("${label}") has no options; add at least one`);
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
		value: type === 'hiddenField' ? text(entry.fieldValue) : type === 'html' && typeof entry.html === 'string' ? entry.html : type === 'html' ? '' : undefined,
		multipleFiles: type === 'file' && entry.multipleFiles !== false,
		accept: (type === 'file' && text(entry.acceptFileTypes)) || undefined,
	};
}

export type FormField = ReturnType<typeof toField>;

/** The one field of a free-text answer (n8n calls it "Response", key field-0). */
const FREE_TEXT_FIELD = toField({ fieldLabel: 'Response', fieldType: 'textarea', requiredField: true }, 0, Error);

/**
 * The custom form's elements from Define Form: the Form Elements list, or the JSON of
 * n8n's Form node syntax. Refuses what could not be answered: no elements, unknown types,
 * no label, choices without options, two answers under one label.
 */
function readFormFields(list: unknown, fail: Fail) {
	if (!Array.isArray(list)) throw fail('must be a list of form elements');
	if (list.length === 0) throw fail('has no elements; add at least one');
	const fields = list.map((entry, index) => toField(entry, index, fail));
	const labels = fields.map((field) => field.label).filter((label) => label);
	const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
	if (repeated !== undefined) throw fail(`has two elements named "${repeated}"; their answers would share one key`);
	return fields;
}

/** Element ids of the question's buttons; the webhook reads the answer from the signed link, never from these. */
export const ELEMENT_IDS = { approve: 'approve', decline: 'decline', respond: 'respond', submit: 'submit' };

const RESPONSE_TYPES = ['approval', 'freeText', 'customForm'];

/**
 * The settings of a send-and-wait, read the same way when the message is sent and when the
 * answer comes, so the form answered is the form that was asked. `read` is n8n's
 * getNodeParameter bound to one item (execute) or to the request (webhook); `fail` names the parameter.
 */
export function readSettings(read: (name: string, fallback: unknown) => unknown, fail: (label: string, name: string, problem: string) => Error) {
	const responseType = String(read('responseType', 'approval')) as 'approval' | 'freeText' | 'customForm';
	if (!RESPONSE_TYPES.includes(responseType)) {
		throw fail('Response Type', 'responseType', `must be one of ${RESPONSE_TYPES.join(', ')}, not ${JSON.stringify(responseType)}`);
	}
	const rawMessage = read('message', '');
	if (typeof rawMessage !== 'string' && typeof rawMessage !== 'number') {
		throw fail('Message', 'message', `must be text, but the expression gave ${describeKind(rawMessage)}`);
	}
	const message = withLineBreaks(String(rawMessage).trim());
	if (!message) throw fail('Message', 'message', 'is empty; write the question the person answers');
	const approval = (read('approvalOptions', {}) as IDataObject)?.values as IDataObject | undefined;
	const options = (read('options', {}) ?? {}) as IDataObject;

	// the answer form: free text its one field, a custom form its elements, an approval none
	let fields: FormField[] = responseType === 'freeText' ? [FREE_TEXT_FIELD] : [];
	if (responseType === 'customForm') {
		const json = read('defineForm', 'fields') === 'json';
		const refuse: Fail = (problem) => (json ? fail('Form Fields', 'jsonOutput', problem) : fail('Form Elements', 'formFields', problem));
		let list = json ? read('jsonOutput', '[]') : ((read('formFields', {}) as IDataObject)?.values ?? []);
		if (json && typeof list === 'string') {
			try {
				list = JSON.parse(list);
			} catch (error) {
				throw refuse(`is not valid JSON: ${(error as Error).message}`);
			}
		}
		fields = readFormFields(list, refuse);
	}
	return {
		responseType,
		answerIn: read('answerIn', 'browser') === 'chat' ? ('chat' as const) : ('browser' as const),
		message,
		approvalType: approval?.approvalType === 'double' ? 'double' : 'single',
		approveLabel: text(approval?.approveLabel, 'Approve'),
		disapproveLabel: text(approval?.disapproveLabel, 'Decline'),
		fields,
		buttonLabel: text(options.messageButtonLabel, 'Respond'),
		formTitle: text(options.responseFormTitle),
		formDescription: withLineBreaks(text(options.responseFormDescription)) || message,
		submitLabel: text(options.responseFormButtonLabel, 'Submit'),
	};
}

export type SendAndWaitSettings = ReturnType<typeof readSettings>;
