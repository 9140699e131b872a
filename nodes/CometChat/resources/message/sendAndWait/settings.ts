import type { IDataObject } from 'n8n-workflow';
import { FREE_TEXT_FIELD, readFormFields, type FormField } from './formModel';

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
