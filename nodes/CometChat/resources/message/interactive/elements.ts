import type { IDataObject, IDisplayOptions, INodeProperties, INodePropertyCollection } from 'n8n-workflow';
import { parseJsonObject } from '../../../../shared/validation/body';
import { describeKind, isPlainObject, parameterError, parseStringList, type ItemParameters } from '../../../../shared/validation/parameters';

/** What card, form and scheduler share: where their fields show, buttons, goals and errors. */

/** Where every interactive parameter lives: Message > Send, category interactive. */
export const interactiveShow = { category: ['interactive'] };

/** Builder parameters of one interactive type (input "fields"). */
export const builderShow = (...types: string[]) => ({ ...interactiveShow, interactiveType: types, interactiveInput: ['fields'] });

/** `fields`, each shown where `show` says and its own show (if any) too. */
export const shownWith = (show: IDisplayOptions['show'], fields: INodeProperties[]) => fields.map((field): INodeProperties => ({ ...field, displayOptions: { ...field.displayOptions, show: { ...show, ...field.displayOptions?.show } } }));

export const HTTP_METHOD_OPTIONS = ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'].map((method) => ({ name: method, value: method }));

export const HEADERS_NOTICE = 'Whoever receives the message can read these headers, so never put a full-access API key here';

const api = { show: { actionType: ['apiAction'] } };

/** The settings of a button element: a card's buttons and a form's (the submit button has its own, in form.ts). */
export const buttonValues: INodeProperties[] = [
	{ displayName: 'Element ID', name: 'elementId', type: 'string', required: true, default: '', placeholder: 'e.g. buyNow', description: 'ID of the button, unique within the message. Goal Element IDs refer to it.' },
	{ displayName: 'Text', name: 'buttonText', type: 'string', required: true, default: '', placeholder: 'e.g. Buy Now', description: 'The text on the button' },
	{ displayName: 'Disable After Use', name: 'disableAfterInteracted', type: 'boolean', default: true, description: 'Whether to disable the button once the user has clicked it' },
	{
		displayName: 'Action',
		name: 'actionType',
		type: 'options',
		options: [
			{ name: 'Call an API', value: 'apiAction', description: 'Send an HTTP request, for example to CometChat to post a reply' },
			{ name: 'Open a URL', value: 'urlNavigation', description: 'Open a web page in the browser' },
		],
		default: 'urlNavigation',
		description: 'What happens when the user clicks the button',
	},
	{ displayName: 'URL', name: 'url', type: 'string', required: true, default: '', placeholder: 'e.g. https://example.com/orders', description: 'The page to open, or the API endpoint to call' },
	{ displayName: 'Method', name: 'method', type: 'options', options: HTTP_METHOD_OPTIONS, default: 'POST', description: 'The HTTP method of the API call', displayOptions: api },
	{ displayName: 'Payload', name: 'payload', type: 'json', default: '{}', description: 'JSON object sent as the body of the API call', displayOptions: api },
	{ displayName: 'Headers', name: 'headers', type: 'json', default: '{}', description: 'JSON object of the HTTP headers of the API call, e.g. {"onBehalfOf": "cometchat-uid-1"}', hint: HEADERS_NOTICE, displayOptions: api },
	{
		displayName: 'Data Key',
		name: 'dataKey',
		type: 'string',
		default: '',
		placeholder: 'e.g. CometChatData',
		description: "Key of the payload under which the user's input is added. Leave empty to leave it out.",
		displayOptions: api,
	},
];

/** Text from a parameter value: trimmed text, a finite number as its digits, else undefined. */
export function toText(value: unknown) {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return typeof value === 'string' ? value.trim() : undefined;
}

/** A field's display name, saved name and, in an entry of a list, what the problem is about ("button 2: URL"). */
type Naming = (field: string) => [label: string, name: string, subject?: string];

/**
 * Where the values of one element come from: top-level parameters, or an entry of a
 * fixedCollection. Every error it raises names the parameter (and entry) at fault.
 */
export function valueScope(context: ItemParameters, naming: Naming) {
	const fail = (field: string, problem: string) => {
		const [label, name, subject] = naming(field);
		return parameterError(context, label, name, subject ? `${subject} ${problem}` : problem);
	};
	return {
		fail,
		jsonObject(field: string, value: unknown) {
			// an empty JSON field means "none", as it does in a list entry
			if (value == null || (typeof value === 'string' && !value.trim())) return {};
			const [label, name, subject] = naming(field);
			if (!subject) return parseJsonObject(context, value, label, name);
			let parsed;
			try {
				parsed = typeof value === 'string' ? JSON.parse(value) : value;
			} catch (error) {
				throw fail(field, `is not valid JSON: ${(error as Error).message}`);
			}
			if (!isPlainObject(parsed)) throw fail(field, `must be a JSON object, but it is ${describeKind(parsed)}`);
			return parsed as IDataObject;
		},
		/** Non-empty text, or an error "… is empty". */
		requiredText(field: string, value: unknown) {
			const text = toText(value);
			if (!text) throw fail(field, text === undefined ? 'must be text' : 'is empty');
			return text;
		},
	};
}

export type ValueScope = ReturnType<typeof valueScope>;

/**
 * The entries of the fixedCollection `name` among `fields`, each built with the scope of its
 * errors: "Card Buttons (cardActions) button 2: URL is empty [item 0]".
 */
export function buildEntries<T>(context: ItemParameters, fields: INodeProperties[], name: string, build: (scope: ValueScope, entry: IDataObject) => T) {
	const { displayName, options } = fields.find((field) => field.name === name)!;
	const [{ name: key, values }] = options as INodePropertyCollection[];
	const rows = ((context.getNodeParameter(name, {}) as IDataObject)[key] ?? []) as IDataObject[];
	return rows.map((row, index) => build(valueScope(context, (field) => [displayName, name, `${key} ${index + 1}: ${values.find((value) => value.name === field)?.displayName ?? field}`]), row));
}

/** A button element from its settings (keys as in buttonValues). */
export function buildButton(scope: ValueScope, entry: IDataObject) {
	const elementId = scope.requiredText('elementId', entry.elementId);
	const buttonText = scope.requiredText('buttonText', entry.buttonText);
	const actionType = toText(entry.actionType) || 'urlNavigation';
	if (actionType !== 'apiAction' && actionType !== 'urlNavigation') throw scope.fail('actionType', `must be apiAction or urlNavigation, but it is "${actionType}"`);
	const action: IDataObject = { actionType, url: scope.requiredText('url', entry.url) };
	if (actionType === 'apiAction') Object.assign(action, { method: toText(entry.method) || 'POST', payload: scope.jsonObject('payload', entry.payload), headers: scope.jsonObject('headers', entry.headers) }, toText(entry.dataKey) && { dataKey: toText(entry.dataKey) });
	return { elementType: 'button', elementId, buttonText, disableAfterInteracted: entry.disableAfterInteracted !== false, action };
}

/**
 * interactionGoal and allowSenderInteraction from the builder. Empty goal element IDs mean
 * `defaultIds` (the submit button, every card button, the schedule button), except for goal
 * type none.
 */
export function buildGoal(this: ItemParameters, goalParameter: string, defaultGoal: string, defaultIds: string[]) {
	const type = this.getNodeParameter(goalParameter, defaultGoal) as string;
	const elementIds = parseStringList(this, this.getNodeParameter('interactionGoalElementIds', ''), 'Goal Element IDs', 'interactionGoalElementIds');
	return { interactionGoal: { type, elementIds: elementIds.length || type === 'none' ? elementIds : defaultIds }, allowSenderInteraction: this.getNodeParameter('allowSenderInteraction', false) === true };
}
