/**
 * Message > Send, interactive card: the builder and JSON through n8n's engine (every body
 * validated against CometChat's OpenAPI), the builder and the card rules on their own.
 */
import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { assertSchemaValid, build, buildError, CHAT_URL, interactive, interactiveDataProblems, jsonInput } from './interactiveHelpers';
import { useSendFake } from './sendFake';

const { expectSent, refused } = useSendFake();

const cardBuilder: INodeParameters = {
	interactiveType: 'card',
	cardText: 'Your order has shipped',
	cardImageUrl: 'https://example.invalid/box.png',
	cardActions: {
		button: [
			{ elementId: 'track', buttonText: 'Track', actionType: 'urlNavigation', url: 'https://example.invalid/track' },
			{
				elementId: 'thanks',
				buttonText: 'Say Thanks',
				disableAfterInteracted: false,
				actionType: 'apiAction',
				url: CHAT_URL,
				method: 'POST',
				payload: '{"category":"message","type":"text","data":{"text":"Thanks!"},"receiver":"a","receiverType":"user"}',
				headers: '{"onBehalfOf":"a"}',
				dataKey: 'CometChatData',
			},
		],
	},
};

const cardData = {
	interactionGoal: { type: 'anyOf', elementIds: ['track', 'thanks'] },
	allowSenderInteraction: false,
	interactiveData: {
		text: 'Your order has shipped',
		imageUrl: 'https://example.invalid/box.png',
		cardActions: [
			{ elementType: 'button', elementId: 'track', buttonText: 'Track', disableAfterInteracted: true, action: { actionType: 'urlNavigation', url: 'https://example.invalid/track' } },
			{
				elementType: 'button',
				elementId: 'thanks',
				buttonText: 'Say Thanks',
				disableAfterInteracted: false,
				action: {
					actionType: 'apiAction',
					url: CHAT_URL,
					method: 'POST',
					payload: { category: 'message', type: 'text', data: { text: 'Thanks!' }, receiver: 'a', receiverType: 'user' },
					headers: { onBehalfOf: 'a' },
					dataKey: 'CometChatData',
				},
			},
		],
	},
};

describe('Message > Send: interactive card', () => {
	test('card: exact body', async () => {
		const [body] = await expectSent(interactive(cardBuilder));
		assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'card', data: cardData });
	});

	test('builder fields take expressions per item', async () => {
		const bodies = await expectSent(
			interactive({ ...cardBuilder, receiver: '={{ $json.uid }}', cardText: '=Order {{ $json.order }} shipped' }),
			[{ json: { uid: 'ana', order: 1 } }, { json: { uid: 'bo', order: 2 } }],
		);
		assert.deepEqual(
			bodies.map((b) => [b.receiver, ((b.data as IDataObject).interactiveData as IDataObject).text]).sort(),
			[['ana', 'Order 1 shipped'], ['bo', 'Order 2 shipped']],
		);
	});

	test('a card button without URL names the parameter and sends nothing', async () => {
		await refused(
			interactive({ interactiveType: 'card', cardText: 'x', cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: '={{ "" }}' }] } }),
			/^Card Buttons \(cardActions\) button 1: URL is empty \[item 0\]$/,
		);
	});

	test('a goal naming no element is refused', async () => {
		await refused(interactive({ ...cardBuilder, interactionGoalElementIds: 'track, nope' }), /interactionGoal.elementIds.*"nope"/);
	});

	test('card JSON is sent as data, unchanged', async () => {
		const [body] = await expectSent(jsonInput('card', cardData));
		assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'card', data: cardData });
	});

	test('JSON that is an array is refused', async () => {
		await refused(jsonInput('card', [cardData]), /^Interactive Data \(JSON\) \(interactiveJson\) must be a JSON object, but it is an array \[item 0\]$/);
	});
});

const button = (elementId: string): IDataObject => ({
	elementType: 'button',
	elementId,
	buttonText: elementId,
	disableAfterInteracted: true,
	action: { actionType: 'urlNavigation', url: 'https://example.com' },
});

describe('Message > Send: interactive card, the builder and the rules on their own', () => {
	test('card builder: text, image and buttons, goal defaulting to every button', () => {
		const data = build({
			interactiveType: 'card',
			cardText: 'Your order has shipped',
			cardImageUrl: 'https://example.com/box.png',
			cardActions: {
				button: [
					{ elementId: 'track', buttonText: 'Track', actionType: 'urlNavigation', url: 'https://example.com/track' },
					{
						elementId: 'thanks',
						buttonText: 'Say Thanks',
						disableAfterInteracted: false,
						actionType: 'apiAction',
						url: CHAT_URL,
						method: 'POST',
						payload: '{"category":"message","type":"text","data":{"text":"Thanks!"},"receiver":"a","receiverType":"user"}',
						headers: { onBehalfOf: 'a' },
						dataKey: 'CometChatData',
					},
				],
			},
		});
		assert.deepEqual(data, {
			interactionGoal: { type: 'anyOf', elementIds: ['track', 'thanks'] },
			allowSenderInteraction: false,
			interactiveData: {
				text: 'Your order has shipped',
				imageUrl: 'https://example.com/box.png',
				cardActions: [
					{
						elementType: 'button',
						elementId: 'track',
						buttonText: 'Track',
						disableAfterInteracted: true,
						action: { actionType: 'urlNavigation', url: 'https://example.com/track' },
					},
					{
						elementType: 'button',
						elementId: 'thanks',
						buttonText: 'Say Thanks',
						disableAfterInteracted: false,
						action: {
							actionType: 'apiAction',
							url: CHAT_URL,
							method: 'POST',
							payload: { category: 'message', type: 'text', data: { text: 'Thanks!' }, receiver: 'a', receiverType: 'user' },
							headers: { onBehalfOf: 'a' },
							dataKey: 'CometChatData',
						},
					},
				],
			},
		});
		assertSchemaValid('card', data);
	});

	test('card builder errors name the parameter, the entry and the item', () => {
		assert.equal(buildError({ cardText: '  ' }, 3).message, 'Card Text (cardText) is empty [item 3]');
		assert.equal(
			buildError({ cardText: 'x', cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: '' }] } }).message,
			'Card Buttons (cardActions) button 1: URL is empty [item 0]',
		);
		assert.match(
			buildError({
				cardText: 'x',
				cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: 'https://x', actionType: 'apiAction', payload: '[1]' }] },
			}).message,
			/^Card Buttons \(cardActions\) button 1: Payload must be a JSON object, but it is an array \[item 0\]$/,
		);
		const duplicate = buildError({
			cardText: 'x',
			cardActions: {
				button: [
					{ elementId: 'a', buttonText: 'A', url: 'https://x' },
					{ elementId: 'a', buttonText: 'B', url: 'https://y' },
				],
			},
		});
		assert.match(duplicate.message, /^Card Buttons \(cardActions\) gives a card that is not valid: interactiveData\.cardActions\[1\]\.elementId "a" is already used/);
		assert.match(
			buildError({ cardText: 'x', interactionGoalElementIds: 'nope', cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: 'https://x' }] } }).message,
			/^Goal Element IDs \(interactionGoalElementIds\) gives a card that is not valid: interactionGoal\.elementIds\[0\] "nope" names no element of this card \[item 0\]$/,
		);
	});

	test('card and form: element ids unique, goal ids name elements, goal types', () => {
		const card = {
			interactionGoal: { type: 'anyOf', elementIds: ['a', 'zzz'] },
			interactiveData: { text: 'hi', cardActions: [button('a'), button('b'), button('a')] },
		};
		const problems = interactiveDataProblems('card', card);
		assert.deepEqual(problems, [
			'interactiveData.cardActions[2].elementId "a" is already used by interactiveData.cardActions[0]; element ids must be unique',
			'interactionGoal.elementIds[1] "zzz" names no element of this card',
		]);

		const form = {
			interactionGoal: { type: 'anyAction', elementIds: ['submit'] },
			interactiveData: {
				title: 'T',
				formFields: [{ elementType: 'textInput', elementId: 'submit' }, 'oops', { elementType: 'textInput' }],
				submitElement: button('submit'),
			},
		};
		assert.deepEqual(interactiveDataProblems('form', form), [
			'interactionGoal.type must be one of anyOf, allOf, oneOf, none, but it is "anyAction"',
			'interactiveData.formFields[1] must be an object, but it is a string',
			'interactiveData.formFields[2].elementId is missing',
			'interactiveData.submitElement.elementId "submit" is already used by interactiveData.formFields[0]; element ids must be unique',
		]);
	});
});
