/**
 * Send and Wait for Response, answered in the browser (the default): the question sent,
 * the execution put to wait, n8n's signed links answering it (a link opens a page; only the
 * page's button or form, a POST, answers), the wait limit, and what is refused (forged links,
 * link previews, bad input, failed sends).
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { useFake } from '../../../support/useFake';
import { startWaiting } from '../../../support/waiting';
import { QUESTION, ask, sentBodies, sentQuestion, withoutTime } from './helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

const YEAR_3000 = new Date('3000-01-01T00:00:00.000Z').getTime();

describe('approval', () => {
	test('the card sent: exact body, urlNavigation buttons to signed links; the execution waits indefinitely', async () => {
		const run = await startWaiting({
			parameters: ask({ onBehalfOf: 'approvals-bot', approvalOptions: { values: { approvalType: 'double', approveLabel: 'Refund', disapproveLabel: 'Keep' } } }),
			credentials,
			items: [{ json: { order: 1042 } }],
		});
		const { body, links } = sentQuestion(server);
		assert.deepEqual(body, {
			receiverType: 'user',
			receiver: 'ana',
			category: 'interactive',
			type: 'card',
			data: {
				interactionGoal: { type: 'anyOf', elementIds: ['approve', 'decline'] },
				allowSenderInteraction: false,
				interactiveData: {
					text: QUESTION,
					cardActions: [
						// the link opens a page whose button answers: usable again until then
						{ elementType: 'button', elementId: 'approve', buttonText: 'Refund', disableAfterInteracted: false, action: { actionType: 'urlNavigation', url: links[0] } },
						{ elementType: 'button', elementId: 'decline', buttonText: 'Keep', disableAfterInteracted: false, action: { actionType: 'urlNavigation', url: links[1] } },
					],
				},
			},
		});
		assert.match(links[0], /approved=true&/);
		assert.match(links[1], /approved=false&/);
		assert.equal(server.requests[0].headers.onbehalfof, 'approvals-bot');
		assert.equal(run.status, 'waiting');
		assert.equal(new Date(run.waitTill!).getTime(), YEAR_3000);
		assert.deepEqual(run.firstItems.map((i) => i.json), [{ order: 1042 }]);
	});

	test('the Approve link opens a page that asks for the click; its button (a POST) resumes with { data: { approved: true } } and the recorded page', async () => {
		const run = await startWaiting({ parameters: ask(), credentials });
		const { links } = sentQuestion(server);
		assert.equal(links.length, 1, 'approve only by default');
		const page = await run.answer({ method: 'GET', url: links[0] });
		assert.equal(page.resumed, false);
		assert.equal(page.status, 200);
		assert.match(page.headers['content-type'], /^text\/html/);
		assert.match(page.headers['content-security-policy'], /form-action 'self'/);
		const html = String(page.body);
		assert.ok(html.includes(`<p class="lead">${QUESTION.replace('$', '$')}</p><form method="post"><button type="submit">Approve</button></form>`), html);
		// opened again (another tab, a second look): still only the page
		assert.equal((await run.answer({ method: 'GET', url: links[0] })).resumed, false);
		// the page's form posts back to its own address: an empty form body
		const answer = await run.answer({ method: 'POST', url: links[0], body: {}, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
		assert.equal(answer.resumed, true);
		assert.equal(answer.status, 200);
		assert.match(String(answer.body), /Got it, thanks/);
		assert.equal(answer.items.length, 1);
		assert.deepEqual(withoutTime(answer.items[0].json), { approved: true });
		assert.equal(answer.run?.status, 'success');
	});

	test('the Decline link: its page names Decline (or its label), its button resumes with approved false', async () => {
		const run = await startWaiting({ parameters: ask({ approvalOptions: { values: { approvalType: 'double', disapproveLabel: 'Keep <it>' } } }), credentials });
		const { body, links } = sentQuestion(server);
		const buttons = ((body.data as IDataObject).interactiveData as IDataObject).cardActions as IDataObject[];
		assert.deepEqual(buttons.map((b) => b.buttonText), ['Approve', 'Keep <it>']);
		const page = String((await run.answer({ method: 'GET', url: links[1] })).body);
		assert.match(page, /<title>Keep &lt;it&gt;<\/title>[^]*<button type="submit">Keep &lt;it&gt;<\/button>/);
		const answer = await run.answer({ method: 'POST', url: links[1], body: {} });
		assert.deepEqual(withoutTime(answer.items[0].json), { approved: false });
	});

	// What chat apps, social networks and mail scanners send when they unfurl or check a link
	const PREVIEWS = [
		'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
		'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
		'Microsoft Teams Preview',
		'WhatsApp/2.23.20.0 A',
		'TelegramBot (like TwitterBot)',
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
		'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
		'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
		'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
		'Twitterbot/1.0',
		'Mozilla/5.0 (compatible; Googlebot/2.1)',
		// a scanner that says it is a browser
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
		'',
	];

	test('a link preview, crawler or scanner (any user agent, even a browser\'s, or none) fetches the page and answers nothing', async () => {
		const run = await startWaiting({ parameters: ask({ approvalOptions: { values: { approvalType: 'double' } } }), credentials });
		for (const url of sentQuestion(server).links) {
			for (const agent of PREVIEWS) {
				const answer = await run.answer({ method: 'GET', url, headers: { 'user-agent': agent } });
				assert.equal(answer.resumed, false, agent);
				assert.equal(answer.status, 200);
				assert.match(String(answer.body), /<form method="post">/);
			}
		}
	});

	// in-app browsers whose names a user-agent guess took for previews
	for (const agent of [
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.8962',
		'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.11.1 (Google Pixel 8; Android 14; SDK 34; AVERAGE)',
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Teams/24004.1309.2689.2246',
		'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0]',
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0',
		'Slack/4.38 (Macintosh) Electron/29.4.0 Chrome/122.0 Safari/537.36',
	]) {
		test(`a click in an in-app browser answers: ${agent.slice(-40)}`, async () => {
			const run = await startWaiting({ parameters: ask(), credentials });
			const [link] = sentQuestion(server).links;
			const page = await run.answer({ method: 'GET', url: link, headers: { 'user-agent': agent } });
			assert.equal(page.resumed, false);
			const answer = await run.answer({ method: 'POST', url: link, body: {}, headers: { 'user-agent': agent, 'content-type': 'application/x-www-form-urlencoded' } });
			assert.equal(answer.resumed, true);
			assert.deepEqual(withoutTime(answer.items[0].json), { approved: true });
		});
	}

	test('forged, unsigned and altered links get 401 and resume nothing', async () => {
		const run = await startWaiting({ parameters: ask({ approvalOptions: { values: { approvalType: 'double' } } }), credentials });
		const [approve, decline] = sentQuestion(server).links;
		const declineSignature = new URL(decline).searchParams.get('signature')!;
		const forged = [
			approve.replace(/signature=[0-9a-f]{4}/, 'signature=0000'),
			// as many characters as the signature, one of them of two bytes
			approve.replace(/signature=[0-9a-f]/, 'signature=%C3%A9'),
			approve.replace(/&signature=.*$/, ''),
			approve.replace(/signature=.*$/, `signature=${declineSignature}`),
			`${approve}&approved=false`,
			approve.replace('approved=true', 'approved=yes'),
		];
		for (const url of forged) {
			for (const method of ['GET', 'POST'] as const) {
				const answer = await run.answer({ method, url });
				assert.equal(answer.status, 401, url);
				assert.deepEqual(answer.body, { error: 'Invalid token' });
				assert.equal(answer.resumed, false);
			}
		}
	});
});

describe('wait limit', () => {
	test('after an interval: waitTill is now + the interval; when it passes the input goes on without data', async () => {
		const before = Date.now();
		const run = await startWaiting({
			parameters: ask({ options: { limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } } } }),
			credentials,
			items: [{ json: { order: 1 } }, { json: { order: 2 } }],
		});
		const waitTill = new Date(run.waitTill!).getTime();
		assert.ok(waitTill >= before + 45 * 60_000 && waitTill <= Date.now() + 45 * 60_000, `waitTill ${new Date(waitTill).toISOString()}`);
		const { items, run: resumed } = await run.timeOut();
		assert.equal(resumed.status, 'success');
		assert.deepEqual(items.map((i) => i.json), [{ order: 1 }, { order: 2 }]);
	});

	test('at a date: waitTill is that date', async () => {
		const run = await startWaiting({
			parameters: ask({ options: { limitWaitTime: { values: { limitType: 'atSpecifiedTime', maxDateAndTime: '2031-05-04T10:00:00.000Z' } } } }),
			credentials,
		});
		assert.equal(new Date(run.waitTill!).toISOString(), '2031-05-04T10:00:00.000Z');
	});

	test('a date that is not one is refused before sending', async () => {
		const run = await startWaiting({
			parameters: ask({ options: { limitWaitTime: { values: { limitType: 'atSpecifiedTime', maxDateAndTime: 'next tuesday' } } } }),
			credentials,
		});
		assert.equal(run.status, 'error');
		assert.match(String(run.firstRun.data.resultData.error?.message), /Limit Wait Time \(options\.limitWaitTime\) Max Date and Time is not a date: "next tuesday" \[item 0\]/);
		assert.equal(server.requests.length, 0);
	});
});

describe('free text', () => {
	test('the card opens the answer page; the page posts back; the text resumes the execution', async () => {
		const run = await startWaiting({ parameters: ask({ responseType: 'freeText', options: { messageButtonLabel: 'Answer', responseFormTitle: 'Refund' } }), credentials });
		const { body, links } = sentQuestion(server);
		assert.deepEqual(((body.data as IDataObject).interactiveData as IDataObject).cardActions, [
			{ elementType: 'button', elementId: 'respond', buttonText: 'Answer', disableAfterInteracted: false, action: { actionType: 'urlNavigation', url: links[0] } },
		]);
		const page = await run.answer({ method: 'GET', url: links[0] });
		assert.equal(page.resumed, false);
		assert.equal(page.status, 200);
		assert.match(page.headers['content-type'], /text\/html/);
		assert.match(page.headers['content-security-policy'], /default-src 'none'/);
		const html = String(page.body);
		assert.match(html, /<h1>Refund<\/h1>/);
		assert.match(html, /Refund \$120 to order #1042\?/);
		assert.match(html, /<form method="post" enctype="application\/x-www-form-urlencoded">/);
		assert.doesNotMatch(html, /action=/, 'the page posts to its own signed address');
		assert.match(html, /<textarea id="field-0" name="field-0" rows="4" required/);
		assert.doesNotMatch(html, /<script/i);

		const empty = await run.answer({ method: 'POST', url: links[0], body: { 'field-0': '   ' }, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
		assert.equal(empty.status, 400);
		assert.equal(empty.resumed, false);
		assert.match(String(empty.body), /The answer is empty/);

		const answer = await run.answer({ method: 'POST', url: links[0], body: { 'field-0': 'The parcel arrived broken' }, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
		assert.equal(answer.resumed, true);
		assert.match(String(answer.body), /Got it, thanks/);
		assert.deepEqual(withoutTime(answer.items[0].json), { text: 'The parcel arrived broken' });
	});

	test('the page escapes what it shows', async () => {
		const run = await startWaiting({ parameters: ask({ responseType: 'freeText', message: '<img src=x onerror=alert(1)> "quoted"' }), credentials });
		const page = await run.answer({ method: 'GET', url: sentQuestion(server).links[0] });
		assert.match(String(page.body), /&lt;img src=x onerror=alert\(1\)&gt; &quot;quoted&quot;/);
	});
});

const FORM_ELEMENTS = {
	values: [
		{ fieldLabel: 'Amount', fieldType: 'number', requiredField: true },
		{ fieldLabel: 'Reason', fieldType: 'dropdown', fieldOptions: { values: [{ option: 'Damaged' }, { option: 'Late' }] } },
		{ fieldLabel: 'Channels', fieldType: 'checkbox', fieldOptions: { values: [{ option: 'Email' }, { option: 'Chat' }] } },
		{ fieldLabel: 'Priority', fieldType: 'radio', fieldOptions: { values: [{ option: 'Low' }, { option: 'High' }] } },
		{ fieldLabel: 'Contact', fieldType: 'email' },
		{ fieldLabel: 'Notes', fieldType: 'textarea', placeholder: 'Anything else?' },
		{ fieldLabel: 'When', fieldType: 'date' },
		{ fieldType: 'hiddenField', fieldName: 'source', fieldValue: 'n8n' },
		{ fieldType: 'html', html: '<p>Read <b>the policy</b></p><script>alert(1)</script>' },
	],
};

describe('custom form', () => {
	test('the page shows every element; the answer comes out under the labels with n8n\'s types', async () => {
		const run = await startWaiting({ parameters: ask({ responseType: 'customForm', formFields: FORM_ELEMENTS }), credentials });
		const { links } = sentQuestion(server);
		const html = String((await run.answer({ method: 'GET', url: links[0] })).body);
		for (const part of [
			/<input type="number" id="field-0" name="field-0" step="any" required/,
			/<select id="field-1" name="field-1">/,
			/<input type="checkbox" name="field-2" value="Email">/,
			/<input type="radio" name="field-3" value="Low">/,
			/<input type="email" id="field-4"/,
			/<textarea id="field-5" name="field-5" rows="4" placeholder="Anything else\?">/,
			/<input type="date" id="field-6"/,
			/<p>Read <b>the policy<\/b><\/p>/,
		]) {
			assert.match(html, part);
		}
		assert.doesNotMatch(html, /field-7|<script/, 'hidden values stay on the server; scripts are removed');

		const form = { 'content-type': 'application/x-www-form-urlencoded' };
		const missing = await run.answer({ method: 'POST', url: links[0], body: { 'field-1': 'Late' }, headers: form });
		assert.equal(missing.status, 400);
		assert.match(String(missing.body), /&quot;Amount&quot; is required/);
		const wrong = await run.answer({ method: 'POST', url: links[0], body: { 'field-0': '12', 'field-1': 'Lost' }, headers: form });
		assert.match(String(wrong.body), /&quot;Reason&quot; has no option &quot;Lost&quot;/);
		assert.equal(run.answers, 0);

		const answer = await run.answer({
			method: 'POST',
			url: links[0],
			body: { 'field-0': '120.5', 'field-1': 'Damaged', 'field-2': ['Email', 'Chat'], 'field-3': 'High', 'field-4': ' ana@example.com ', 'field-6': '2026-11-30' },
			headers: form,
		});
		assert.equal(answer.resumed, true);
		assert.deepEqual(withoutTime(answer.items[0].json), {
			Amount: 120.5,
			Reason: 'Damaged',
			Channels: ['Email', 'Chat'],
			Priority: 'High',
			Contact: 'ana@example.com',
			Notes: null,
			When: '2026-11-30',
			source: 'n8n',
		});
	});

	test('defined with JSON (n8n Form syntax); a single checkbox answer is a list', async () => {
		const json = JSON.stringify([
			{ fieldLabel: 'Approve?', fieldType: 'checkbox', fieldOptions: { values: [{ option: 'Yes' }] }, requiredField: true },
		]);
		const run = await startWaiting({ parameters: ask({ responseType: 'customForm', defineForm: 'json', jsonOutput: json }), credentials });
		const answer = await run.answer({ method: 'POST', url: sentQuestion(server).links[0], body: { 'field-0': 'Yes' } });
		assert.deepEqual(withoutTime(answer.items[0].json), { 'Approve?': ['Yes'] });
	});

	test('a file element: the page posts multipart; the file becomes binary data', async () => {
		const { writeFileSync, mkdtempSync, rmSync } = await import('node:fs');
		const { tmpdir } = await import('node:os');
		const path = await import('node:path');
		const folder = mkdtempSync(path.join(tmpdir(), 'upload-'));
		const file = path.join(folder, 'receipt.txt');
		try {
			writeFileSync(file, 'receipt 1042');
			const run = await startWaiting({
				parameters: ask({ responseType: 'customForm', formFields: { values: [{ fieldLabel: 'Receipt', fieldType: 'file', multipleFiles: false, requiredField: true }] } }),
				credentials,
			});
			const { links } = sentQuestion(server);
			assert.match(String((await run.answer({ method: 'GET', url: links[0] })).body), /enctype="multipart\/form-data"/);
			const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
			const none = await run.answer({ method: 'POST', url: links[0], body: { data: {}, files: {} }, headers: multipart });
			assert.equal(none.status, 400);
			// files only ever come from the page: a missing one is refused with the page, whatever else the body says
			const chatLike = await run.answer({ method: 'POST', url: links[0], body: { data: { trigger: 'ui_message_interacted' }, files: {} }, headers: multipart });
			assert.equal(chatLike.status, 400);
			assert.match(chatLike.headers['content-type'], /^text\/html/);
			assert.equal(chatLike.resumed, false);
			const answer = await run.answer({
				method: 'POST',
				url: links[0],
				body: { data: {}, files: { 'field-0': { filepath: file, originalFilename: 'receipt.txt', mimetype: 'text/plain', size: 12 } } },
				headers: multipart,
			});
			assert.equal(answer.resumed, true);
			assert.deepEqual(withoutTime(answer.items[0].json), { Receipt: { filename: 'receipt.txt', mimetype: 'text/plain', size: 12 } });
			assert.equal(answer.items[0].binary?.Receipt?.fileName, 'receipt.txt');
		} finally {
			rmSync(folder, { recursive: true, force: true });
		}
	});

	test('forms that could not be answered are refused before sending', async () => {
		for (const [formFields, pattern] of [
			[{ values: [] }, /Form Elements \(formFields\) has no elements/],
			[{ values: [{ fieldLabel: 'Pick', fieldType: 'dropdown', fieldOptions: { values: [] } }] }, /element 1 \("Pick"\) has no options/],
			[{ values: [{ fieldLabel: 'A' }, { fieldLabel: 'A', fieldType: 'email' }] }, /two elements named "A"/],
		] as const) {
			const run = await startWaiting({ parameters: ask({ responseType: 'customForm', formFields: formFields as never }), credentials });
			assert.match(String(run.firstRun.data.resultData.error?.message), pattern);
		}
		const run = await startWaiting({ parameters: ask({ responseType: 'customForm', defineForm: 'json', jsonOutput: '[{"fieldLabel": ' }), credentials });
		assert.match(String(run.firstRun.data.resultData.error?.message), /Form Fields \(jsonOutput\) is not valid JSON/);
		assert.equal(server.requests.length, 0);
	});
});

describe('input and failures', () => {
	test('bad input names the parameter and the item, and sends nothing', async () => {
		for (const [extra, pattern] of [
			[{ message: '  ' }, /Message \(message\) is empty; write the question the person answers \[item 0\]/],
			[{ message: '={{ { question: 1 } }}' }, /Message \(message\) must be text, but the expression gave an object \[item 0\]/],
			[{ message: '={{ null }}' }, /Message \(message\) must be text, but the expression gave null \[item 0\]/],
			[{ receiver: '={{ "" }}' }, /Receiver \(receiver\) is empty \[item 0\]/],
			[{ onBehalfOf: 'has space' }, /On Behalf Of \(onBehalfOf\) has characters that cannot travel in an HTTP header/],
		] as const) {
			const run = await startWaiting({ parameters: ask(extra as IDataObject), credentials });
			assert.equal(run.status, 'error');
			assert.match(String(run.firstRun.data.resultData.error?.message), pattern);
		}
		assert.equal(server.requests.length, 0);
	});

	test('a failed send fails the node before anything waits', async () => {
		const run = await startWaiting({ parameters: ask({ receiver: 'unknown-user' }), credentials });
		assert.equal(run.status, 'error');
		assert.equal(run.waitTill, undefined);
		assert.equal(run.firstRun.data.resultData.error?.message, 'The user with uid unknown-user does not exist.');
	});

	test('with Continue On Fail the failed send gives an item carrying the error, and nothing waits', async () => {
		const run = await startWaiting({ parameters: ask({ receiver: 'unknown-user' }), credentials, continueOnFail: true, items: [{ json: { a: 1 } }, { json: { a: 2 } }] });
		assert.equal(run.status, 'success');
		assert.equal(run.waitTill, undefined);
		assert.deepEqual(run.firstItems.map((i) => i.json), [{ error: 'The user with uid unknown-user does not exist.' }]);
	});

	test('a 429 is waited out like any send, the question sent once, then the execution waits', async () => {
		server.fault({ status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });
		const run = await startWaiting({ parameters: ask(), credentials });
		assert.equal(server.requestsTo('POST', '/v3/messages').length, 2);
		assert.equal(run.status, 'waiting');
		server.requests.shift();
	});

	test('Settings > Request Options > Timeout applies to the send; a timed-out send is not repeated and nothing waits', async () => {
		server.fault({ delayMs: 1500, status: 200, body: { data: { id: 'late' } } });
		const run = await startWaiting({ parameters: ask({ requestOptions: { timeout: 300 } }), credentials });
		assert.equal(run.status, 'error');
		assert.equal(run.firstRun.data.resultData.error?.message, `CometChat did not answer at ${new URL(server.baseUrl).origin} within 300 ms`);
		assert.equal(server.requestsTo('POST', '/v3/messages').length, 1);
		assert.equal(run.waitTill, undefined);
	});

	test('a 5xx send is not repeated (it may have been delivered): the node fails', async () => {
		server.fault({ status: 503, body: { error: { message: 'busy', code: 'ERR_BUSY' } } });
		const run = await startWaiting({ parameters: ask(), credentials });
		assert.equal(server.requestsTo('POST', '/v3/messages').length, 1);
		assert.equal(run.status, 'error');
	});

	test('several items: one question built from the first item; one answer item; a timeout passes all items on', async () => {
		const items = [{ json: { order: 1042, who: 'ana' } }, { json: { order: 1043, who: 'bo' } }];
		const run = await startWaiting({ parameters: ask({ receiver: '={{ $json.who }}', message: '=Refund order {{ $json.order }}?' }), credentials, items });
		const { body, links } = sentQuestion(server);
		assert.equal(body.receiver, 'ana');
		assert.equal(((body.data as IDataObject).interactiveData as IDataObject).text, 'Refund order 1042?');
		const answer = await run.answer({ method: 'POST', url: links[0], body: {} });
		assert.equal(answer.items.length, 1);
		assert.deepEqual((await run.timeOut()).items.map((i) => i.json), items.map((i) => i.json));
	});

	test('the API key is nowhere in the message, the pages or the output', async () => {
		const run = await startWaiting({ parameters: ask({ responseType: 'freeText' }), credentials });
		const { links } = sentQuestion(server);
		const page = await run.answer({ method: 'GET', url: links[0] });
		const answer = await run.answer({ method: 'POST', url: links[0], body: { 'field-0': 'ok' } });
		const seen = JSON.stringify([sentBodies(server), page.body, answer.body, answer.items, run.firstRun.data]);
		assert.ok(!seen.includes(server.apiKey));
	});
});
