/**
 * Send and Wait for Response answered inside CometChat (answerIn: chat): the card or form
 * sent, and the calls CometChat's UI kits make from the person's device, in every body
 * variant the reference lists (cometchat-webhooks.md section 6).
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { useFake } from '../../../support/useFake';
import { startWaiting, type WaitingRun } from '../../../support/waiting';
import { QUESTION, ask, sentQuestion, withoutTime } from './helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

// PATCH /messages/{id}/interacted (marking the answered message, as the UI kits do) is in
// CometChat's UI kit reference (cometchat-webhooks.md), not in the OpenAPI files.
useFake((fake) => ({ server, credentials } = fake), { match: (r) => !(r.method === 'PATCH' && r.path.endsWith('/interacted')) });

const JSON_HEADERS = { 'content-type': 'application/json' };
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
const marks = () => server.requestsTo('PATCH', '/v3/messages/');

/** What the React Native v4 UI kit posts for a form submit. */
function reactNativeForm(messageId: string, formData: IDataObject, dataKey = 'data'): IDataObject {
	return {
		appID: 'testapp',
		region: 'us',
		trigger: 'ui_message_interacted',
		payload: { answer: 'submit' },
		[dataKey]: {
			messageId,
			conversationId: 'ana_user_app_system',
			receiver: 'app_system',
			messageType: 'form',
			messageCategory: 'interactive',
			receiverType: 'user',
			interactedBy: 'ana',
			interactionTimezoneCode: 'Europe/Berlin',
			sender: 'ana',
			formData,
		},
	};
}

/** What the Android v5 UI kit posts: form-encoded, payload and data as JSON text, formData a list. */
function androidForm(messageId: string, formData: IDataObject): IDataObject {
	return {
		payload: JSON.stringify({ answer: 'submit' }),
		data: JSON.stringify({
			messageId,
			interactedBy: 'ana',
			interactedElementId: 'submit',
			sender: 'Ana Lopez',
			formData: Object.entries(formData).map(([elementId, value]) => ({ elementId, value })),
		}),
	};
}

describe('approval card', () => {
	test('the card sent: apiAction buttons calling the signed links, no secret in payload or headers', async () => {
		await startWaiting({ parameters: ask({ answerIn: 'chat', receiverType: 'group', receiver: 'finance', approvalOptions: { values: { approvalType: 'double' } } }), credentials });
		const { body, links } = sentQuestion(server);
		assert.deepEqual(body, {
			receiverType: 'group',
			receiver: 'finance',
			category: 'interactive',
			type: 'card',
			data: {
				interactionGoal: { type: 'anyOf', elementIds: ['approve', 'decline'] },
				allowSenderInteraction: false,
				interactiveData: {
					text: QUESTION,
					cardActions: [
						{ elementType: 'button', elementId: 'approve', buttonText: 'Approve', disableAfterInteracted: true, action: { actionType: 'apiAction', url: links[0], method: 'POST', payload: { answer: 'approve' }, headers: {} } },
						{ elementType: 'button', elementId: 'decline', buttonText: 'Decline', disableAfterInteracted: true, action: { actionType: 'apiAction', url: links[1], method: 'POST', payload: { answer: 'decline' }, headers: {} } },
					],
				},
			},
		});
	});

	const cardBodies: Array<[string, IDataObject, Record<string, string>]> = [
		['React Native card button (payload + cometchatSenderUid, JSON)', { answer: 'decline', cometchatSenderUid: 'bo' }, JSON_HEADERS],
		['iOS card button (data under dataKey CometChatData)', { answer: 'decline', CometChatData: { messageId: '1000', interactedBy: 'bo', interactedElementId: 'decline' } }, JSON_HEADERS],
		['documented dataKey cometchatData', { cometchatData: { messageId: '1000', interactedBy: 'bo' } }, JSON_HEADERS],
		['Android card button (form-encoded, JSON text fields)', { payload: '{"answer":"decline"}', data: '{"messageId":"1000","interactedBy":"bo","interactedElementId":"decline"}' }, FORM_HEADERS],
		['an empty body', {}, JSON_HEADERS],
	];
	test.each(cardBodies)('%s: the signed link decides; the execution resumes once', async (_name, body, headers) => {
		const run = await startWaiting({ parameters: ask({ answerIn: 'chat', approvalOptions: { values: { approvalType: 'double' } } }), credentials });
		const { links } = sentQuestion(server);
		const answer = await run.answer({ method: 'POST', url: links[1], body, headers });
		assert.equal(answer.resumed, true);
		assert.deepEqual(withoutTime(answer.items[0].json), { approved: false });
		if (Object.keys(body).length) {
			assert.equal(answer.status, 200);
			assert.deepEqual(answer.body, { message: 'Answer recorded' });
		}
	});

	test('when the kit says which message and who, the message is marked interacted on their behalf', async () => {
		const run = await startWaiting({ parameters: ask({ answerIn: 'chat' }), credentials });
		const { links } = sentQuestion(server);
		const id = String(server.messages[0].id);
		await run.answer({ method: 'POST', url: links[0], body: { answer: 'approve', CometChatData: { messageId: id, interactedBy: 'bo' } }, headers: JSON_HEADERS });
		assert.equal(marks().length, 1);
		assert.equal(marks()[0].path, `/v3/messages/${id}/interacted`);
		assert.equal(marks()[0].headers.onbehalfof, 'bo');
		assert.equal(marks()[0].headers.apikey, server.apiKey);
		assert.deepEqual(marks()[0].body, { interactions: ['approve'] });
		assert.deepEqual(server.messages[0].interactions, ['approve']);
	});

	test('a mark that CometChat refuses changes nothing: the answer counts', async () => {
		const run = await startWaiting({ parameters: ask({ answerIn: 'chat' }), credentials });
		const answer = await run.answer({ method: 'POST', url: sentQuestion(server).links[0], body: { data: { messageId: '999999', interactedBy: 'bo' } }, headers: JSON_HEADERS });
		assert.equal(marks().length, 1);
		assert.equal(answer.resumed, true);
		assert.deepEqual(withoutTime(answer.items[0].json), { approved: true });
	});

	test('a chat call with a forged signature gets 401 and resumes nothing', async () => {
		const run = await startWaiting({ parameters: ask({ answerIn: 'chat' }), credentials });
		const url = sentQuestion(server).links[0].replace(/signature=[0-9a-f]{8}/, 'signature=deadbeef');
		const answer = await run.answer({ method: 'POST', url, body: { answer: 'approve', cometchatSenderUid: 'mallory' }, headers: JSON_HEADERS });
		assert.equal(answer.status, 401);
		assert.equal(answer.resumed, false);
		assert.equal(marks().length, 0);
	});
});

describe('free text form', () => {
	let run: WaitingRun;
	let link: string;
	let messageId: string;
	beforeEach(async () => {
		run = await startWaiting({ parameters: ask({ answerIn: 'chat', responseType: 'freeText', options: { responseFormButtonLabel: 'Send' } }), credentials });
		link = sentQuestion(server).links[0];
		messageId = String(server.messages[0].id);
	});

	test('the form sent: one required text input and a submit calling the signed link', () => {
		assert.deepEqual(sentQuestion(server).body, {
			receiverType: 'user',
			receiver: 'ana',
			category: 'interactive',
			type: 'form',
			data: {
				interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
				allowSenderInteraction: false,
				interactiveData: {
					title: QUESTION,
					formFields: [{ elementId: 'field-0', label: 'Response', optional: false, elementType: 'textInput', maxLines: 3 }],
					submitElement: { elementType: 'button', elementId: 'submit', buttonText: 'Send', disableAfterInteracted: true, action: { actionType: 'apiAction', url: link, method: 'POST', payload: { answer: 'submit' }, headers: {} } },
					goalCompletionText: 'Got it, thanks',
				},
			},
		});
	});

	const variants: Array<[string, (id: string) => IDataObject, Record<string, string>]> = [
		['React Native (JSON, data)', (id) => reactNativeForm(id, { 'field-0': 'Broken on arrival' }), JSON_HEADERS],
		['React Native with dataKey CometChatData', (id) => reactNativeForm(id, { 'field-0': 'Broken on arrival' }, 'CometChatData'), JSON_HEADERS],
		['docs dataKey cometchatData', (id) => reactNativeForm(id, { 'field-0': 'Broken on arrival' }, 'cometchatData'), JSON_HEADERS],
		['a custom dataKey', (id) => reactNativeForm(id, { 'field-0': 'Broken on arrival' }, 'refundAnswer'), JSON_HEADERS],
		['Android (form-encoded, formData list)', (id) => androidForm(id, { 'field-0': 'Broken on arrival' }), FORM_HEADERS],
		['flat JSON', (id) => ({ messageId: id, interactedBy: 'ana', formData: { 'field-0': 'Broken on arrival' } }), JSON_HEADERS],
	];
	test.each(variants)('%s: resumes with the text; the form is marked interacted for the person', async (_name, body, headers) => {
		const answer = await run.answer({ method: 'POST', url: link, body: body(messageId), headers });
		assert.equal(answer.resumed, true);
		assert.deepEqual(answer.body, { message: 'Answer recorded' });
		assert.deepEqual(withoutTime(answer.items[0].json), { text: 'Broken on arrival' });
		assert.deepEqual(marks().map((r) => [r.path, r.headers.onbehalfof, r.body]), [[`/v3/messages/${messageId}/interacted`, 'ana', { interactions: ['submit'] }]]);
	});

	test('iOS v5 (a submit without the values) is refused with 400 and the execution keeps waiting', async () => {
		const answer = await run.answer({ method: 'POST', url: link, body: { CometChatData: { messageId, interactedBy: 'ana' } }, headers: JSON_HEADERS });
		assert.equal(answer.status, 400);
		assert.deepEqual(answer.body, { error: 'The answer is empty; write a response' });
		assert.equal(answer.resumed, false);
		assert.equal(marks().length, 0);
	});
});

describe('custom form', () => {
	const elements = {
		values: [
			{ fieldLabel: 'Amount', fieldType: 'number', requiredField: true, placeholder: 'In dollars' },
			{ fieldLabel: 'Reason', fieldType: 'dropdown', fieldOptions: { values: [{ option: 'Damaged' }, { option: 'Late' }] }, defaultValue: 'Late' },
			{ fieldLabel: 'Channels', fieldType: 'checkbox', fieldOptions: { values: [{ option: 'Email' }, { option: 'Chat' }] }, defaultValue: 'Chat, Fax' },
			{ fieldLabel: 'Priority', fieldType: 'radio', fieldOptions: { values: [{ option: 'Low' }, { option: 'High' }] } },
			{ fieldLabel: 'Contact', fieldType: 'email' },
			{ fieldLabel: 'Due', fieldType: 'date' },
			{ fieldType: 'hiddenField', fieldName: 'source', fieldValue: 'n8n' },
			{ fieldType: 'html', html: '<p>Policy</p>' },
		],
	};

	test('n8n form elements become CometChat form elements; answers come out under the labels', async () => {
		const run = await startWaiting({ parameters: ask({ answerIn: 'chat', responseType: 'customForm', formFields: elements, options: { responseFormTitle: 'Refund request' } }), credentials });
		const { body, links } = sentQuestion(server);
		const interactive = (body.data as IDataObject).interactiveData as IDataObject;
		assert.equal(interactive.title, `Refund request\n\n${QUESTION}`);
		const options = (...values: string[]) => values.map((value) => ({ value, label: value }));
		assert.deepEqual(interactive.formFields, [
			{ elementId: 'field-0', label: 'Amount', optional: false, elementType: 'textInput', maxLines: 1, placeholder: { text: 'In dollars' } },
			{ elementId: 'field-1', label: 'Reason', optional: true, elementType: 'dropdown', options: options('Damaged', 'Late'), defaultValue: 'Late' },
			{ elementId: 'field-2', label: 'Channels', optional: true, elementType: 'checkbox', options: options('Email', 'Chat'), defaultValue: ['Chat'] },
			{ elementId: 'field-3', label: 'Priority', optional: true, elementType: 'singleSelect', options: options('Low', 'High') },
			{ elementId: 'field-4', label: 'Contact', optional: true, elementType: 'textInput', maxLines: 1, placeholder: { text: 'name@example.com' } },
			{ elementId: 'field-5', label: 'Due', optional: true, elementType: 'textInput', maxLines: 1, placeholder: { text: 'YYYY-MM-DD' } },
		]);
		const id = String(server.messages[0].id);
		const bad = await run.answer({ method: 'POST', url: links[0], body: reactNativeForm(id, { 'field-0': 'twelve' }), headers: JSON_HEADERS });
		assert.equal(bad.status, 400);
		assert.deepEqual(bad.body, { error: '"Amount" must be a number' });
		const answer = await run.answer({
			method: 'POST',
			url: links[0],
			body: androidForm(id, { 'field-0': '80', 'field-1': 'Damaged', 'field-2': ['Email'], 'field-3': 'Low', 'field-4': 'ana@example.com' }),
			headers: FORM_HEADERS,
		});
		assert.equal(answer.resumed, true);
		assert.deepEqual(withoutTime(answer.items[0].json), { Amount: 80, Reason: 'Damaged', Channels: ['Email'], Priority: 'Low', Contact: 'ana@example.com', Due: null, source: 'n8n' });
	});

	test('a file element cannot be answered in the chat: refused before sending', async () => {
		const run = await startWaiting({
			parameters: ask({ answerIn: 'chat', responseType: 'customForm', formFields: { values: [{ fieldLabel: 'Receipt', fieldType: 'file' }] } }),
			credentials,
		});
		assert.match(String(run.firstRun.data.resultData.error?.message), /Form Elements \(formFields\) has the file element "Receipt", which a CometChat form cannot carry; use Answer In: Browser \[item 0\]/);
		assert.equal(server.requests.length, 0);
	});
});
