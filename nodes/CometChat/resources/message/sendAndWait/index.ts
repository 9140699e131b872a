import { WAIT_INDEFINITELY, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { itemParameters, parameterError } from '../../../../shared/validation/parameters';
import { isToolExecution, failedItem } from '../../../../shared/failedItem';
import { apiRequest, COMETCHAT_API } from '../../../../shared/transport/request';
import { helpersChannel } from '../../../../shared/requestOptions';
import { refuseAsTool } from '../../toolRefusal';
import { buildMessageBody } from '../messageBody';
import { ELEMENT_IDS, readSettings, type FormField, type SendAndWaitSettings } from './settings';

export { SEND_AND_WAIT } from './show';
export { sendAndWaitWebhook, sendAndWaitWebhooks } from './webhook';

/** Send and Wait for Response, run by n8n itself: the question sent, the execution put to wait. */

function button(elementId: string, buttonText: string, url: string, inChat: boolean, disableAfterInteracted = true) {
	const action: IDataObject = inChat
		? // the UI kit sends this from the person's device; no secret may go in payload or headers
			{ actionType: 'apiAction', url, method: 'POST', payload: { answer: elementId }, headers: {} }
		: { actionType: 'urlNavigation', url };
	return { elementType: 'button', elementId, buttonText, disableAfterInteracted, action };
}

const HINTS: Record<string, string> = { email: 'name@example.com', number: 'A number', date: 'YYYY-MM-DD' };

/** A form element of CometChat for one n8n form field; undefined for what a chat form cannot show. */
function chatElement(field: FormField) {
	if (field.type === 'hiddenField' || field.type === 'html') return undefined;
	const element: IDataObject = { elementId: field.key, label: field.label, optional: !field.required };
	if (field.options.length) {
		// checkbox, dropdown and radio, the only types with options
		element.elementType = field.type === 'radio' ? 'singleSelect' : field.type;
		element.options = field.options.map((option) => ({ value: option, label: option }));
		const defaults = (field.defaultValue ?? '').split(',').map((value) => value.trim()).filter((value) => field.options.includes(value));
		if (defaults.length) element.defaultValue = field.type === 'checkbox' ? defaults : defaults[0];
		return element;
	}
	const placeholder = field.placeholder ?? HINTS[field.type];
	return { ...element, elementType: 'textInput', maxLines: field.type === 'textarea' ? 3 : 1, ...(placeholder && { placeholder: { text: placeholder } }), ...(field.defaultValue && { defaultValue: field.defaultValue }) };
}

/**
 * The interactive message that asks the question: a card whose buttons open the signed
 * links (browser), a card whose buttons call them (chat approval), or a form whose submit
 * calls them (chat free text and custom form). Its `data` validates as CometChat's card or form.
 */
function questionMessage(settings: SendAndWaitSettings, approve: string, decline?: string): { type: 'card' | 'form'; data: IDataObject } {
	const inChat = settings.answerIn === 'chat';
	const goal = (elements: IDataObject[]) => ({ interactionGoal: { type: 'anyOf', elementIds: elements.map((element) => element.elementId) }, allowSenderInteraction: false });
	const card = (...buttons: IDataObject[]) => ({ type: 'card' as const, data: { ...goal(buttons), interactiveData: { text: settings.message, cardActions: buttons } } });
	if (settings.responseType === 'approval') {
		// in the browser the link opens a page whose button answers: the chat's button stays
		// usable until then (opened and closed without a click, it can be opened again)
		const approveButton = button(ELEMENT_IDS.approve, settings.approveLabel, approve, inChat, inChat);
		return decline ? card(approveButton, button(ELEMENT_IDS.decline, settings.disapproveLabel, decline, inChat, inChat)) : card(approveButton);
	}
	// the page may be opened again until it is submitted, so the button stays usable
	if (!inChat) return card(button(ELEMENT_IDS.respond, settings.buttonLabel, approve, false, false));
	const submitElement = button(ELEMENT_IDS.submit, settings.submitLabel, approve, true);
	const title = settings.formTitle ? `${settings.formTitle}\n\n${settings.message}` : settings.message;
	const formFields = settings.fields.map(chatElement).filter((element) => element);
	return { type: 'form', data: { ...goal([submitElement]), interactiveData: { title, formFields, submitElement, goalCompletionText: 'Got it, thanks' } } };
}

const UNIT_MS: Record<string, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/**
 * When the execution resumes without an answer: never (n8n's WAIT_INDEFINITELY) unless
 * Options > Limit Wait Time is set, then after the interval or at the date, as n8n's own
 * send-and-wait nodes compute it. `now` is taken when the message is sent.
 */
function waitTillDate(limit: IDataObject | undefined, fail: (problem: string) => Error) {
	if (!limit || Object.keys(limit).length === 0) return WAIT_INDEFINITELY;
	if ((limit.limitType ?? 'afterTimeInterval') === 'afterTimeInterval') {
		const amount = Number(limit.resumeAmount ?? 1);
		const unit = String(limit.resumeUnit ?? 'hours');
		if (!Number.isFinite(amount) || amount < 0) throw fail(`Amount must be a number of at least 0, not ${JSON.stringify(limit.resumeAmount)}`);
		if (!UNIT_MS[unit]) throw fail(`Unit must be minutes, hours or days, not ${JSON.stringify(unit)}`);
		return new Date(Date.now() + amount * UNIT_MS[unit]);
	}
	// a date-time text, a Date or a Luxon DateTime from an expression
	const given = limit.maxDateAndTime as { toJSDate?: () => Date } | undefined;
	const date = given instanceof Date ? given : typeof given?.toJSDate === 'function' ? given.toJSDate() : new Date(typeof given === 'number' ? given : String(given ?? ''));
	if (Number.isNaN(date.getTime())) throw fail(`Max Date and Time is not a date: ${JSON.stringify(limit.maxDateAndTime ?? '')}`);
	return date;
}

/** n8n's own send-and-wait nodes read their parameters from the first item and send one message. */
const ITEM = 0;

/**
 * Message > Send and Wait for Response: sends the question, then puts the execution to
 * wait; the webhook resumes it with the answer. Everything is checked and the message sent
 * before anything waits, so a failed send fails the item (or, with Continue On Fail, gives
 * an item carrying the error and the workflow goes on without waiting).
 */
export async function sendAndWait(this: IExecuteFunctions) {
	// an AI Agent that runs its tools as nodes (Agent V3) reaches this; n8n's other tool path cannot
	if (isToolExecution(this)) return [await refuseAsTool(this, ITEM)];
	try {
		const plain = itemParameters(this, ITEM);
		const fail = (label: string, name: string, problem: string) => parameterError(plain, label, name, problem);
		const settings = readSettings((name, fallback) => plain.getNodeParameter(name, fallback), fail);
		const file = settings.answerIn === 'chat' && settings.fields.find((field) => field.type === 'file');
		if (file) throw fail('Form Elements', 'formFields', `has the file element "${file.label}", which a CometChat form cannot carry; use Answer In: Browser`);
		const limit = (plain.getNodeParameter('options', {}) as IDataObject)?.limitWaitTime as IDataObject | undefined;
		const waitTill = waitTillDate(limit?.values as IDataObject | undefined, (problem) => fail('Limit Wait Time', 'options.limitWaitTime', problem));

		// n8n 1.x checks the links' signature only when asked to; 2.x always does and has no such call
		(this as { setSignatureValidationRequired?: () => void }).setSignatureValidationRequired?.();
		// approve (also "respond" for forms) and, for two buttons, decline
		const approve = this.getSignedResumeUrl({ approved: 'true' });
		const double = settings.responseType === 'approval' && settings.approvalType === 'double';
		const question = questionMessage(settings, approve, double ? this.getSignedResumeUrl({ approved: 'false' }) : undefined);
		const checked = itemParameters(this, ITEM, { additionalFields: {}, interactiveType: question.type, interactiveInput: 'json', interactiveJson: question.data });
		const head = { receiverType: plain.getNodeParameter('receiverType', 'user'), receiver: plain.getNodeParameter('receiver', '', { extractValue: true }), category: 'interactive', type: question.type };
		const { body, onBehalfOf } = buildMessageBody.call(checked, head);
		// Settings > Request Options and the credential's allowed domains apply here as to Send
		// (batching has nothing to do: one message)
		const channel = await helpersChannel(this, COMETCHAT_API, plain.getNodeParameter('requestOptions', {}) as IDataObject, ITEM);
		await apiRequest(this, COMETCHAT_API, { method: 'POST', path: '/messages', body, onBehalfOf, returns: 'object' }, ITEM, channel);

		await this.putExecutionToWait(waitTill);
		return [this.getInputData()];
	} catch (caught) {
		// as every operation's: the tool's answer, the Continue On Fail item, or the error
		return [await failedItem(this, caught, ITEM)];
	}
}
