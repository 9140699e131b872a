import type { IDataObject } from 'n8n-workflow';
import type { FormField } from './formModel';
import type { SendAndWaitSettings } from './settings';

/** n8n's signed resume links: approve (also "respond" for forms) and, for two buttons, decline. */
export interface ResumeLinks {
	approve: string;
	decline?: string;
}

/** Element ids of the question's buttons; the webhook reads the answer from the signed link, never from these. */
export const ELEMENT_IDS = { approve: 'approve', decline: 'decline', respond: 'respond', submit: 'submit' };

function button(elementId: string, buttonText: string, url: string, inChat: boolean, disableAfterInteracted = true): IDataObject {
	const action: IDataObject = inChat
		? // the UI kit sends this from the person's device; no secret may go in payload or headers
			{ actionType: 'apiAction', url, method: 'POST', payload: { answer: elementId }, headers: {} }
		: { actionType: 'urlNavigation', url };
	return { elementType: 'button', elementId, buttonText, disableAfterInteracted, action };
}

const HINTS: Record<string, string> = { email: 'name@example.com', number: 'A number', date: 'YYYY-MM-DD' };

/** A form element of CometChat for one n8n form field; undefined for what a chat form cannot show. */
function chatElement(field: FormField): IDataObject | undefined {
	if (field.type === 'hiddenField' || field.type === 'html') return undefined;
	const element: IDataObject = { elementId: field.key, label: field.label, optional: !field.required };
	if (field.type === 'checkbox' || field.type === 'dropdown' || field.type === 'radio') {
		element.elementType = field.type === 'radio' ? 'singleSelect' : field.type;
		element.options = field.options.map((option) => ({ value: option, label: option }));
		const defaults = (field.defaultValue ?? '').split(',').map((value) => value.trim()).filter((value) => field.options.includes(value));
		if (defaults.length) element.defaultValue = field.type === 'checkbox' ? defaults : defaults[0];
		return element;
	}
	element.elementType = 'textInput';
	element.maxLines = field.type === 'textarea' ? 3 : 1;
	const placeholder = field.placeholder ?? HINTS[field.type];
	if (placeholder) element.placeholder = { text: placeholder };
	if (field.defaultValue) element.defaultValue = field.defaultValue;
	return element;
}

/**
 * The interactive message that asks the question: a card whose buttons open the signed
 * links (browser), a card whose buttons call them (chat approval), or a form whose submit
 * calls them (chat free text and custom form). Its `data` validates as CometChat's card or form.
 */
export function questionMessage(settings: SendAndWaitSettings, links: ResumeLinks): { type: 'card' | 'form'; data: IDataObject } {
	const inChat = settings.answerIn === 'chat';
	const goal = (elementIds: string[]) => ({ interactionGoal: { type: 'anyOf', elementIds }, allowSenderInteraction: false });

	if (settings.responseType === 'approval') {
		// in the browser the link opens a page whose button answers: the chat's button stays
		// usable until then (opened and closed without a click, it can be opened again)
		const buttons = [button(ELEMENT_IDS.approve, settings.approveLabel, links.approve, inChat, inChat)];
		if (settings.approvalType === 'double' && links.decline) {
			buttons.push(button(ELEMENT_IDS.decline, settings.disapproveLabel, links.decline, inChat, inChat));
		}
		const ids = buttons.map((b) => b.elementId as string);
		return { type: 'card', data: { ...goal(ids), interactiveData: { text: settings.message, cardActions: buttons } } };
	}

	if (!inChat) {
		// the page may be opened again until it is submitted, so the button stays usable
		const respond = button(ELEMENT_IDS.respond, settings.buttonLabel, links.approve, false, false);
		return { type: 'card', data: { ...goal([ELEMENT_IDS.respond]), interactiveData: { text: settings.message, cardActions: [respond] } } };
	}

	const formFields = settings.fields.map(chatElement).filter((element): element is IDataObject => element !== undefined);
	const submitElement = button(ELEMENT_IDS.submit, settings.submitLabel, links.approve, true);
	const title = settings.formTitle ? `${settings.formTitle}\n\n${settings.message}` : settings.message;
	return {
		type: 'form',
		data: { ...goal([ELEMENT_IDS.submit]), interactiveData: { title, formFields, submitElement, goalCompletionText: 'Got it, thanks' } },
	};
}
