/**
 * Message > Send, the interactive parameters: shown only for the interactive category, the
 * contract's names, when the JSON parameter and the builders are shown, JSON input checked,
 * and the JSON defaults valid examples of their type.
 */
import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { CometChat } from '../../../../nodes/CometChat/CometChat.node';
import {
	assertSchemaValid,
	build,
	buildError,
	interactiveDataProblems,
	interactiveFields,
	interactiveJsonExamples,
	officialScheduler,
	resolvedParameters,
	validateSendMessageBody,
} from './interactiveHelpers';

describe('Message > Send: the interactive parameters', () => {
	test('every interactive parameter is shown only for Message > Send > interactive', () => {
		const names = new Set(interactiveFields.map((property) => property.name));
		// formFields is also a parameter of Send and Wait
		const shown = new CometChat().description.properties.filter(
			(property) => names.has(property.name) && (property.displayOptions?.show?.operation as string[] | undefined)?.includes('send'),
		);
		assert.equal(shown.length, interactiveFields.length);
		for (const property of shown) {
			const show = property.displayOptions?.show ?? {};
			assert.deepEqual(show.resource, ['message'], property.name);
			assert.deepEqual(show.operation, ['send'], property.name);
			assert.deepEqual(show.category, ['interactive'], property.name);
		}
	});

	test('contract parameters: interactiveType, interactiveInput, interactiveJson', () => {
		const type = interactiveFields.find((property) => property.name === 'interactiveType');
		assert.ok(type);
		assert.equal(type.default, 'card');
		// Send reads it into the body's type itself (see interactive.card.test.ts)
		assert.equal(type.routing, undefined);
		assert.deepEqual(
			(type.options as Array<{ value: string }>).map((option) => option.value).sort(),
			['card', 'customInteractive', 'form', 'scheduler'],
		);
		const input = interactiveFields.find((property) => property.name === 'interactiveInput');
		assert.ok(input);
		assert.equal(input.default, 'fields');
		assert.deepEqual(input.displayOptions?.show?.interactiveType, ['card', 'form', 'scheduler']);
		// one per type, each shown only for its type, with an example of that type as default
		const json = interactiveFields.filter((property) => property.name === 'interactiveJson');
		assert.deepEqual(json.map((property) => property.displayOptions?.show?.interactiveType), [['card'], ['form'], ['scheduler'], ['customInteractive']]);
		for (const property of json) assert.equal(property.type, 'json');
	});

	test('the JSON parameter is shown for input json and for customInteractive, builders only for input fields', () => {
		const custom = resolvedParameters({ category: 'interactive', interactiveType: 'customInteractive' });
		assert.ok('interactiveJson' in custom);
		assert.ok(!('interactiveInput' in custom));
		assert.ok(!('cardText' in custom));
		const cardJson = resolvedParameters({ category: 'interactive', interactiveInput: 'json' });
		assert.ok('interactiveJson' in cardJson);
		assert.ok(!('cardText' in cardJson));
		const cardFields = resolvedParameters({ category: 'interactive' });
		assert.ok(!('interactiveJson' in cardFields));
		assert.ok('cardText' in cardFields && 'cardActions' in cardFields && !('formTitle' in cardFields));
	});

	test('JSON input: parsed, validated, errors name interactiveJson', () => {
		const scheduler = build({ interactiveType: 'scheduler', interactiveInput: 'json', interactiveJson: JSON.stringify(officialScheduler()) });
		assert.deepEqual(scheduler, officialScheduler());
		const broken = officialScheduler();
		delete ((broken.interactiveData as IDataObject).scheduleElement as IDataObject).elementType;
		const error = buildError({ interactiveType: 'scheduler', interactiveInput: 'json', interactiveJson: broken as INodeParameters }, 1);
		assert.equal(
			error.message,
			'Interactive Data (JSON) (interactiveJson) is not valid for a scheduler: interactiveData.scheduleElement.elementType is missing [item 1]',
		);
		assert.match(error.description ?? '', /- interactiveData\.scheduleElement\.elementType is missing/);
		assert.match(
			buildError({ interactiveType: 'form', interactiveInput: 'json', interactiveJson: '{"interactiveData": ' }).message,
			/^Interactive Data \(JSON\) \(interactiveJson\) is not valid JSON/,
		);
		// The default example of the JSON parameter is a valid card.
		const example = build({ interactiveType: 'card', interactiveInput: 'json' });
		assert.deepEqual(interactiveDataProblems('card', example), []);
		assertSchemaValid('card', example);
	});

	test('the JSON defaults of card, form and scheduler are valid examples of their type', () => {
		for (const [type, example] of Object.entries(interactiveJsonExamples)) {
			const data = JSON.parse(example);
			assert.deepEqual(interactiveDataProblems(type, data), [], type);
			assert.deepEqual(validateSendMessageBody({ receiver: 'a', receiverType: 'user', category: 'interactive', type, data }), [], type);
		}
	});
});
