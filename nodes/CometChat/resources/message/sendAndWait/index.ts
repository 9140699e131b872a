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

/**
 * A button of the question. The webhook reads the answer from the signed link and marks the
 * button answered in the chat interacted by its element id (ELEMENT_IDS). In the chat the UI
 * kit calls the link from the person's device (no secret may go in payload or headers) and the
 * button is spent; in the browser the link opens a page that may be opened again until it
 * answers, so the button stays usable.
 */
const button = (elementId: string, buttonText: string, url: string, inChat: boolean) => ({
	elementType: 'button',
	elementId,
	buttonText,
	disableAfterInteracted: inChat,
	action: inChat ? { actionType: 'apiAction', url, method: 'POST', payload: { answer: elementId }, headers: {} } : { actionType: 'urlNavigation', url },
});

const HINTS: Record<string, string> = { email: 'name@example.com', number: 'A number', date: 'YYYY-MM-DD' };

/** A form element of CometChat for one n8n form field (not hidden fields and HTML, which a chat form cannot show). */
function chatElement({ key, label, required, type, options, placeholder = HINTS[type], defaultValue }: FormField): IDataObject {
	const element = { elementId: key, label, optional: !required };
	if (!options.length) return { ...element, elementType: 'textInput', maxLines: type === 'textarea' ? 3 : 1, placeholder: placeholder && { text: placeholder }, defaultValue };
	// checkbox, dropdown and radio, the only types with options
	const defaults = (defaultValue ?? '').split(',').map((value) => value.trim()).filter((value) => options.includes(value));
	const picked = defaults.length ? (type === 'checkbox' ? defaults : defaults[0]) : undefined;
	return { ...element, elementType: type === 'radio' ? 'singleSelect' : type, options: options.map((value) => ({ value, label: value })), defaultValue: picked };
}

/**
 * The interactive message that asks the question: a card whose buttons open the signed
 * links (browser), a card whose buttons call them (chat approval), or a form whose submit
 * calls them (chat free text and custom form). Its `data` validates as CometChat's card or form.
 */
function questionMessage(settings: SendAndWaitSettings, approve: string, decline?: string) {
	const inChat = settings.answerIn === 'chat';
	const goal = (...elements: { elementId: string }[]) => ({ interactionGoal: { type: 'anyOf', elementIds: elements.map(({ elementId }) => elementId) }, allowSenderInteraction: false });
	if (settings.responseType === 'approval' || !inChat) {
		const buttons = [settings.responseType === 'approval' ? button(ELEMENT_IDS.approve, settings.approveLabel, approve, inChat) : button(ELEMENT_IDS.respond, settings.buttonLabel, approve, false)];
		if (decline) buttons.push(button(ELEMENT_IDS.decline, settings.disapproveLabel, decline, inChat));
		return { type: 'card', data: { ...goal(...buttons), interactiveData: { text: settings.message, cardActions: buttons } } };
	}
	const submitElement = button(ELEMENT_IDS.submit, settings.submitLabel, approve, true);
	const title = settings.formTitle ? `${settings.formTitle}\n\n${settings.message}` : settings.message;
	const formFields = settings.fields.filter(({ type }) => type !== 'hiddenField' && type !== 'html').map(chatElement);
	return { type: 'form', data: { ...goal(submitElement), interactiveData: { title, formFields, submitElement, goalCompletionText: 'Got it, thanks' } } };
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
	// a date-time text, or from an expression a Date or a Luxon DateTime (whose value is its time)
	const given = limit.maxDateAndTime ?? '';
	const date = new Date(typeof given === 'object' || typeof given === 'number' ? (given as number) : String(given));
	if (Number.isNaN(date.getTime())) throw fail(`Max Date and Time is not a date: ${JSON.stringify(given)}`);
	return date;
}

/**
 * Message > Send and Wait for Response: sends the question, then puts the execution to
 * wait; the webhook resumes it with the answer. Everything is checked and the message sent
 * before anything waits, so a failed send fails the item (or, with Continue On Fail, gives
 * an item carrying the error and the workflow goes on without waiting). As n8n's own
 * send-and-wait nodes, it reads its parameters from the first item and sends one message.
 */
export async function sendAndWait(this: IExecuteFunctions) {
	// an AI Agent that runs its tools as nodes (Agent V3) reaches this; n8n's other tool path cannot
	if (isToolExecution(this)) return [await refuseAsTool(this, 0)];
	try {
		const plain = itemParameters(this, 0);
		const fail = (label: string, name: string, problem: string) => parameterError(plain, label, name, problem);
		const settings = readSettings(plain, fail);
		const file = settings.answerIn === 'chat' && settings.fields.find((field) => field.type === 'file');
		if (file) throw fail('Form Elements', 'formFields', `has the file element "${file.label}", which a CometChat form cannot carry; use Answer In: Browser`);
		const waitTill = waitTillDate(settings.waitLimit, (problem) => fail('Limit Wait Time', 'options.limitWaitTime', problem));

		// n8n 1.x checks the links' signature only when asked to; 2.x always does and has no such call
		(this as { setSignatureValidationRequired?: () => void }).setSignatureValidationRequired?.();
		// approve (also "respond" for forms) and, for two buttons, decline
		const approve = this.getSignedResumeUrl({ approved: 'true' });
		const question = questionMessage(settings, approve, settings.twoButtons ? this.getSignedResumeUrl({ approved: 'false' }) : undefined);
		const checked = itemParameters(this, 0, { additionalFields: {}, interactiveType: question.type, interactiveInput: 'json', interactiveJson: question.data });
		const head = { receiverType: plain.getNodeParameter('receiverType', 'user'), receiver: plain.getNodeParameter('receiver', '', { extractValue: true }), category: 'interactive', type: question.type };
		const { body, onBehalfOf } = buildMessageBody.call(checked, head);
		// Settings > Request Options and the credential's allowed domains apply here as to Send
		// (batching has nothing to do: one message)
		const channel = await helpersChannel(this, COMETCHAT_API, plain.getNodeParameter('requestOptions', {}) as IDataObject, 0);
		await apiRequest(this, COMETCHAT_API, { method: 'POST', path: '/messages', body, onBehalfOf, returns: 'object' }, 0, channel);

		await this.putExecutionToWait(waitTill);
		return [this.getInputData()];
	} catch (caught) {
		// as every operation's: the tool's answer, the Continue On Fail item, or the error
		return [await failedItem(this, caught, 0)];
	}
}
