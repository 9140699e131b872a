/**
 * What the interactive Send tests share: the builder run on its own (parameters resolved by
 * n8n's own NodeHelpers from the real descriptions, read per item as the node reads them),
 * the parameters of an interactive Send through the engine, and the official scheduler example.
 * The one file of the tests that imports the node's interactive modules; the tests take them from here.
 */
import assert from 'node:assert/strict';
import { NodeHelpers } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INodeParameters, INodeProperties } from 'n8n-workflow';
import { buildInteractiveData, interactiveFields } from '../../../../nodes/CometChat/resources/message/interactive';
import { interactiveJsonExamples } from '../../../../nodes/CometChat/resources/message/interactive';
import { toDateOnly, toHhmm } from '../../../../nodes/CometChat/resources/message/interactive/scheduler';
import { interactiveDataProblems, isIsoDate } from '../../../../nodes/shared/validation/interactive';
import { cometChatNode } from '../../../support/node';
import { validateSendMessageBody } from '../../../support/openapi';

export { interactiveDataProblems, interactiveFields, interactiveJsonExamples, isIsoDate, toDateOnly, toHhmm, validateSendMessageBody };

export const CHAT_URL = 'https://app.api-us.cometchat.io/v3/messages';

/** Message > Send parameters of an interactive message to ana. */
export const interactive = (extra: INodeParameters): INodeParameters => ({ category: 'interactive', receiver: 'ana', ...extra });

/** Message > Send parameters of an interactive message given as JSON. */
export const jsonInput = (type: string, data: unknown, input = 'json'): INodeParameters =>
	interactive({ interactiveType: type, interactiveInput: input, interactiveJson: JSON.stringify(data) });

const node = cometChatNode({ id: 'node-1' });

const baseProperties: INodeProperties[] = [
	{ displayName: 'Resource', name: 'resource', type: 'options', options: [{ name: 'Message', value: 'message' }], default: 'message' },
	{ displayName: 'Operation', name: 'operation', type: 'options', options: [{ name: 'Send', value: 'send' }], default: 'send' },
	{ displayName: 'Receiver Type', name: 'receiverType', type: 'options', options: [{ name: 'User', value: 'user' }, { name: 'Group', value: 'group' }], default: 'user' },
	{ displayName: 'Receiver', name: 'receiver', type: 'string', default: '' },
	{
		displayName: 'Category',
		name: 'category',
		type: 'options',
		options: [
			{ name: 'Interactive', value: 'interactive' },
			{ name: 'Message', value: 'message' },
		],
		default: 'message',
	},
];

/** The parameters n8n resolves from `values` (defaults, display options) for the interactive fields. */
export function resolvedParameters(values: INodeParameters): INodeParameters {
	return NodeHelpers.getNodeParameters([...baseProperties, ...interactiveFields], values, true, false, node, null) ?? {};
}

function contextFor(values: INodeParameters, itemIndex = 0): IExecuteSingleFunctions {
	const parameters = resolvedParameters({ resource: 'message', operation: 'send', category: 'interactive', ...values });
	const context = {
		// dotted paths reach into collections, as n8n's getNodeParameter does
		getNodeParameter: (name: string, fallback?: unknown) => {
			const value = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], parameters);
			return value === undefined ? fallback : value;
		},
		getItemIndex: () => itemIndex,
		getNode: () => node,
	};
	return context as unknown as IExecuteSingleFunctions;
}

export function build(values: INodeParameters, itemIndex = 0): IDataObject {
	return buildInteractiveData.call(contextFor(values, itemIndex));
}

export function buildError(values: INodeParameters, itemIndex = 0): Error & { description?: string } {
	try {
		build(values, itemIndex);
	} catch (error) {
		return error as Error & { description?: string };
	}
	assert.fail('expected an error');
}

export function assertSchemaValid(type: string, data: IDataObject): void {
	const body = { receiver: 'superhero1', receiverType: 'user', category: 'interactive', type, data };
	assert.deepEqual(validateSendMessageBody(body), []);
}

export const officialScheduler = (): IDataObject => ({
	interactionGoal: { type: 'anyAction', elementIds: [] },
	allowSenderInteraction: false,
	interactiveData: {
		title: 'Meet with Dr. Jacob',
		avatarUrl: 'https://data-us.cometchat.io/assets/images/avatars/ironman.png',
		bufferTime: 15,
		icsFileUrl: 'https://example.com/calendar.ics',
		availability: { monday: [{ from: '0600', to: '1700' }] },
		timezoneCode: 'Asia/Kolkata',
		duration: 60,
		scheduleElement: {
			action: {
				url: CHAT_URL,
				actionType: 'apiAction',
				method: 'post',
				dataKey: '',
				headers: { onBehalfOf: 'suryansh1' },
				payload: {
					data: { text: 'Meeting Scheduled Successfully!' },
					type: 'text',
					category: 'message',
					receiver: 'demo1',
					receiverType: 'group',
				},
			},
			elementId: '1',
			buttonText: 'Schedule',
			elementType: 'button',
			disableAfterInteracted: true,
		},
		goalCompletionText: 'Your meeting has been Scheduled',
		dateRangeStart: '2024-06-09',
		dateRangeEnd: '2024-06-09',
	},
});
