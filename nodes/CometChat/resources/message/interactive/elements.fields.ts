import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

type Show = NonNullable<IDisplayOptions['show']>;

type ButtonKey =
	| 'elementId'
	| 'buttonText'
	| 'disableAfterInteracted'
	| 'actionType'
	| 'url'
	| 'method'
	| 'payload'
	| 'headers'
	| 'dataKey';

/** The settings of a button. */
const BUTTON_KEYS: Record<ButtonKey, true> = {
	elementId: true,
	buttonText: true,
	disableAfterInteracted: true,
	actionType: true,
	url: true,
	method: true,
	payload: true,
	headers: true,
	dataKey: true,
};

interface ButtonFieldSetOptions {
	/** The saved parameter name of each button setting (plain inside a fixedCollection, prefixed at top level). */
	name: (key: ButtonKey) => string;
	/** Extra display conditions (empty inside a button-only collection). */
	show?: Show;
	/** Prefix of every display name at top level, e.g. "Submit Button". */
	label?: string;
	defaultElementId?: string;
	defaultButtonText?: string;
	defaultActionType?: 'apiAction' | 'urlNavigation';
}

/** The saved name of a Submit Button setting of a form, e.g. formSubmitUrl. */
export const submitParameterName = (key: string) => `formSubmit${key.charAt(0).toUpperCase()}${key.slice(1)}`;

export const HTTP_METHOD_OPTIONS = [
	{ name: 'DELETE', value: 'DELETE' },
	{ name: 'GET', value: 'GET' },
	{ name: 'PATCH', value: 'PATCH' },
	{ name: 'POST', value: 'POST' },
	{ name: 'PUT', value: 'PUT' },
];

export const HEADERS_NOTICE =
	'Whoever receives the message can read these headers, so never put a full-access API key here';

function withShow(property: INodeProperties, show: Show | undefined): INodeProperties {
	return show && Object.keys(show).length > 0 ? { ...property, displayOptions: { show } } : property;
}

/**
 * The settings of one button element (elementId, buttonText, disableAfterInteracted and its
 * action), used for card buttons, form buttons and the form's submit button.
 */
export function buttonFieldSet(options: ButtonFieldSetOptions): INodeProperties[] {
	const { name, show } = options;
	const label = (text: string) => (options.label ? `${options.label} ${text}` : text);
	const apiShow: Show = { ...(show ?? {}), [name('actionType')]: ['apiAction'] };
	const defaults: Partial<Record<ButtonKey, string>> = {
		elementId: options.defaultElementId,
		buttonText: options.defaultButtonText,
		actionType: options.defaultActionType,
	};
	const properties: INodeProperties[] = [
		withShow(
			{
				displayName: label('Element ID'),
				name: name('elementId'),
				type: 'string',
				required: true,
				default: '',
				placeholder: 'e.g. buyNow',
				description: 'ID of the button, unique within the message. Goal Element IDs refer to it.',
			},
			show,
		),
		withShow(
			{
				displayName: label('Text'),
				name: name('buttonText'),
				type: 'string',
				required: true,
				default: '',
				placeholder: 'e.g. Buy Now',
				description: 'The text on the button',
			},
			show,
		),
		withShow(
			{
				displayName: label('Disable After Use'),
				name: name('disableAfterInteracted'),
				type: 'boolean',
				default: true,
				description: 'Whether to disable the button once the user has clicked it',
			},
			show,
		),
		withShow(
			{
				displayName: label('Action'),
				name: name('actionType'),
				type: 'options',
				options: [
					{
						name: 'Call an API',
						value: 'apiAction',
						description: 'Send an HTTP request, for example to CometChat to post a reply',
					},
					{ name: 'Open a URL', value: 'urlNavigation', description: 'Open a web page in the browser' },
				],
				default: 'urlNavigation',
				description: 'What happens when the user clicks the button',
			},
			show,
		),
		withShow(
			{
				displayName: label('URL'),
				name: name('url'),
				type: 'string',
				required: true,
				default: '',
				placeholder: 'e.g. https://example.com/orders',
				description: 'The page to open, or the API endpoint to call',
			},
			show,
		),
		withShow(
			{
				displayName: label('Method'),
				name: name('method'),
				type: 'options',
				options: HTTP_METHOD_OPTIONS,
				default: 'POST',
				description: 'The HTTP method of the API call',
			},
			apiShow,
		),
		withShow(
			{
				displayName: label('Payload'),
				name: name('payload'),
				type: 'json',
				default: '{}',
				description: 'JSON object sent as the body of the API call',
			},
			apiShow,
		),
		withShow(
			{
				displayName: label('Headers'),
				name: name('headers'),
				type: 'json',
				default: '{}',
				description: 'JSON object of the HTTP headers of the API call, e.g. {"onBehalfOf": "cometchat-uid-1"}',
				hint: HEADERS_NOTICE,
			},
			apiShow,
		),
		withShow(
			{
				displayName: label('Data Key'),
				name: name('dataKey'),
				type: 'string',
				default: '',
				placeholder: 'e.g. CometChatData',
				description: "Key of the payload under which the user's input is added. Leave empty to leave it out.",
			},
			apiShow,
		),
	];
	return properties.map((property) => {
		const key = (Object.keys(BUTTON_KEYS) as ButtonKey[]).find((candidate) => name(candidate) === property.name);
		const value = key === undefined ? undefined : defaults[key];
		return value === undefined ? property : { ...property, default: value };
	});
}
