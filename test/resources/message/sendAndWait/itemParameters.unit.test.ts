/**
 * The item parameters Send and Wait and Answer Moderation Request hand the message builders
 * and validators from their execute context: the item's own parameters, and the ones the
 * operation gives instead of the user (`overrides`).
 */
import assert from 'node:assert/strict';
import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { buildMessageBody } from '../../../../nodes/CometChat/resources/message/messageBody';
import { itemParameters } from '../../../../nodes/shared/validation/parameters';

const node = { name: 'CometChat', type: 'n8n-nodes-cometchat.cometChat', typeVersion: 1, position: [0, 0], parameters: {} } as INode;

/** An execute context with two items' parameters, recording what it was asked. */
function executeContext(items: IDataObject[], asked: unknown[][]) {
	const context: Pick<IExecuteFunctions, 'getNode' | 'getNodeParameter'> = {
		getNode: () => node,
		getNodeParameter: ((name: string, itemIndex: number, fallback?: unknown, options?: unknown) => {
			asked.push([name, itemIndex, fallback, options]);
			return name in items[itemIndex] ? items[itemIndex][name] : fallback;
		}) as IExecuteFunctions['getNodeParameter'],
	};
	return context as IExecuteFunctions;
}

test("an item's own parameters, read for that item with the fallback and options passed on; overrides in their place", () => {
	const asked: unknown[][] = [];
	const context = executeContext([{ receiver: 'ana' }, { receiver: 'ben', additionalFields: { tags: 'x' } }], asked);
	const item = itemParameters(context, 1, { additionalFields: {}, interactiveInput: 'json', empty: '' });
	assert.equal(item.getNode(), node);
	assert.equal(item.getItemIndex(), 1);
	assert.equal(item.getNodeParameter('receiver', ''), 'ben');
	assert.equal(item.getNodeParameter('missing', 'fallback', { extractValue: true }), 'fallback');
	assert.deepEqual(item.getNodeParameter('additionalFields', { tags: 'y' }), {}, 'an override wins over the item');
	assert.equal(item.getNodeParameter('interactiveInput', 'fields'), 'json');
	assert.equal(item.getNodeParameter('empty', 'fallback'), '', 'an empty override is still the override');
	assert.deepEqual(asked, [
		['receiver', 1, '', undefined],
		['missing', 1, 'fallback', { extractValue: true }],
	]);
	assert.equal(itemParameters(context, 0).getNodeParameter('receiver', ''), 'ana');
});

test('a message builder run with them sends what the overrides say, the rest from the item', () => {
	const context = executeContext([{ receiverType: 'user', receiver: 'ana', additionalFields: { tags: 'from the user' }, interactiveInput: 'fields' }], []);
	const question = { title: 'Approve?', formFields: [], submitElement: { elementType: 'button', elementId: 'approve', buttonText: 'Approve', action: { actionType: 'urlNavigation', url: 'https://n8n.example.invalid/approve' } } };
	const item = itemParameters(context, 0, { additionalFields: {}, interactiveType: 'form', interactiveInput: 'json', interactiveJson: question });
	const { body } = buildMessageBody.call(item, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'form' });
	assert.equal(body.receiver, 'ana');
	assert.equal(body.tags, undefined, "the user's Additional Fields are overridden");
	assert.deepEqual(body.data, question, "the interactive JSON the operation gives");
});

test("nothing of the execute context but the item's parameters is within a builder's reach", () => {
	const item = itemParameters(executeContext([{}], []), 0);
	assert.deepEqual(Object.keys(item).sort(), ['getItemIndex', 'getNode', 'getNodeParameter']);
	// @ts-expect-error ItemParameters has no helpers: a builder that used them would not compile
	assert.equal(item.helpers, undefined);
});
