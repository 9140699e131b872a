/**
 * CometChat Trigger, what an event brings into the workflow: its attachments (Download
 * Attachments), a body nested too deep, and example 08 run from the trigger, a describe block
 * each. The event families, Basic Auth and filters are in webhook.test.ts.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type { IDataObject, INodeProperties, ICredentialDataDecryptedObject } from 'n8n-workflow';
import { loadPackage, PackageNodeTypes, repoRoot } from '../support/engine';
import * as events from '../support/cometChatEvents';
import { triggerHarness, type TriggerOptions, runFromTrigger } from '../support/webhook';
import { otherHost, PNG, serve } from '../resources/message/downloadAttachments/filesFake';
import { ResponseRecorder } from '../support/responseRecorder';
import { readExample, startExampleServer, startsManually } from '../support/examples';
import type { FakeCometChat } from '../support/fakeCometChat';

describe('attachments', () => {
	let workflowCounter = 0;
	const harness = (options: IDataObject) => triggerHarness({ workflowId: `files-${++workflowCounter}`, parameters: { events: ['*'], options: options as never } });

	const image = (url: string, name = 'cat.png'): IDataObject => ({ url, name, mimeType: 'image/png', extension: 'png', size: String(PNG.length) });

	/** A message_sent event of an image message with these attachments. */
	function imagesSent(id: string, attachments: IDataObject[]) {
		const event = events.messageSent(id, { type: 'image' });
		const message = (event.data as IDataObject).message as IDataObject;
		message.data = { ...(message.data as IDataObject), url: attachments[0].url, attachments };
		return event;
	}

	/** A message_sent event of an image whose file is at `url`. */
	const imageSent = (id: string, url: string) => imagesSent(id, [image(url)]);

	describe('CometChat Trigger: Download Attachments', () => {
		test("the message's files are the item's binary data before the workflow starts, fetched without credentials", async () => {
			const host = await otherHost(serve(PNG));
			try {
				for (const simplify of [false, true]) {
					const answer = await (await harness({ downloadAttachments: true, simplify })).deliver({ body: imageSent(`7${String(simplify)}`, `${host.url}/cat.png`) });
					assert.equal(answer.status, 200);
					const file = answer.items![0].binary!.attachment_0;
					assert.deepEqual([file.fileName, file.mimeType, Buffer.from(file.data, 'base64').equals(PNG)], ['cat.png', 'image/png', true]);
				}
				assert.deepEqual(host.seen.map((h) => [h.apikey, h.appid, h.authorization]), [[undefined, undefined, undefined], [undefined, undefined, undefined]]);
			} finally {
				await host.stop();
			}
		});

		test('off (the default): nothing is downloaded', async () => {
			const host = await otherHost(serve(PNG));
			try {
				const answer = await (await harness({})).deliver({ body: imageSent('8', `${host.url}/cat.png`) });
				assert.equal(answer.items![0].binary, undefined);
				assert.equal(host.seen.length, 0);
			} finally {
				await host.stop();
			}
		});

		test('a failed download starts the workflow without the file, the error naming the attachment in attachmentError', async () => {
			const host = await otherHost(serve('gone', 'text/plain', 404));
			try {
				const answer = await (await harness({ downloadAttachments: true })).deliver({ body: imageSent('9', `${host.url}/cat.png`) });
				assert.equal(answer.status, 200);
				assert.equal(answer.items![0].binary, undefined);
				assert.equal(answer.items![0].json.attachmentError, 'Attachment 0 ("cat.png") of message 9 could not be downloaded: the file host answered HTTP 404 (no such file) [item 0]');
				const refused = await (await harness({ downloadAttachments: true, otherHosts: false })).deliver({ body: imageSent('10', `${host.url}/cat.png`) });
				assert.match(String(refused.items![0].json.attachmentError), /outside CometChat, and Download From Other Hosts is off/);
				assert.equal(host.seen.length, 1);
			} finally {
				await host.stop();
			}
		});

		test('slow links: all downloads together keep within the trigger\'s 7 s, the answer comes in time; the files that fit are the item\'s, attachmentError names those left out', async () => {
			// each file answers after 2.5 s: one after another, the third would end at 7.5 s and the fourth at 10 s
			const host = await otherHost((req, res) => void setTimeout(() => serve(PNG)(req, res), 2_500));
			try {
				const names = ['a.png', 'b.png', 'c.png', 'd.png'];
				const started = Date.now();
				const answer = await (await harness({ downloadAttachments: true })).deliver({ body: imagesSent('11', names.map((name) => image(`${host.url}/${name}`, name))) });
				const took = Date.now() - started;
				assert.equal(answer.status, 200);
				assert.ok(took < 7_000 + 2_500, `the answer took ${took} ms`); // within CometChat's 10 s, on a busy machine too
				assert.deepEqual(Object.values(answer.items![0].binary ?? {}).map((file) => file.fileName), ['a.png', 'b.png']);
				assert.equal(
					answer.items![0].json.attachmentError,
					'Attachments 2 ("c.png"), 3 ("d.png") of message 11 were not downloaded: the trigger\'s 7 seconds for downloads ran out (CometChat waits about 10 seconds for its answer): download them with Message › Download Attachments in the workflow [item 0]',
				);
				// the fourth was never asked for
				assert.deepEqual(host.seen.length, 3);
			} finally {
				await host.stop();
			}
		}, 30_000);

		test("the option's description says how long downloads may take, and what to use for more", async () => {
			const { description } = new PackageNodeTypes(await loadPackage()).getByNameAndVersion('n8n-nodes-cometchat.cometChatTrigger', 1);
			const options = description.properties.find((p) => p.name === 'options')!.options as INodeProperties[];
			const text = String(options.find((o) => o.name === 'downloadAttachments')!.description);
			assert.match(text, /all downloads together get 7 seconds; files that do not fit are left out/);
			assert.match(text, /use the CometChat node's Message › Download Attachments in the workflow instead/);
		});

		test.each([
			['file:///etc/passwd', 'its link starts with file:, not http:// or https:// (only web links are fetched)'],
			['data:image/png;base64,iVBORw0KGgo=', 'its link starts with data:, not http:// or https:// (only web links are fetched)'],
			['ftp://127.0.0.1/cat.png', 'its link starts with ftp:, not http:// or https:// (only web links are fetched)'],
			['javascript:alert(1)', 'its link starts with javascript:, not http:// or https:// (only web links are fetched)'],
			['/media/cat.png', 'its link is not a whole web address (only http:// and https:// links are fetched)'],
		])('a link that is not http(s) (%s) is refused, naming the attachment and the item, and nothing is fetched', async (link, why) => {
			const host = await otherHost(serve(PNG));
			try {
				// a good link before it: nothing of the message is fetched
				const answer = await (await harness({ downloadAttachments: true })).deliver({ body: imagesSent('12', [image(`${host.url}/a.png`, 'a.png'), image(link)]) });
				assert.equal(answer.status, 200);
				assert.equal(answer.items![0].binary, undefined);
				assert.equal(answer.items![0].json.attachmentError, `Attachment 1 ("cat.png") of message 12 could not be downloaded: ${why} [item 0]`);
				assert.equal(host.seen.length, 0);
			} finally {
				await host.stop();
			}
		});
	});
});

/**
 * A body nested deeper than any CometChat payload (about 1 MiB of `[`, which n8n's JSON
 * parser reads without trouble) is refused with 400 by every source before anything walks
 * it: no RangeError from a recursive walk (HTTP 500), no execution started with it.
 */
describe('deepBody', () => {
	/** Just under the 1 MiB cap: `[[[…]]]`, half a million levels deep. */
	const DEPTH = 520_000;
	const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

	const sources: Array<[string, TriggerOptions['parameters'], string]> = [
		['webhook events (a selected event)', { events: ['message_sent'] }, `{"trigger":"message_sent","data":{"message":{"id":"1","data":{"metadata":${deep}}}}}`],
		['moderation requests', { source: 'moderation' }, `{"contextMessages":[{"ana":{"id":"1","sender":"ana","data":{"text":"hi","metadata":${deep}}}}]}`],
		['bot callbacks', { source: 'bot', botUid: 'support-bot' }, `{"trigger":"after_message","data":{"id":"1","sender":"ana","receiver":"support-bot","data":{"metadata":${deep}}}}`],
		['agent runs', { source: 'agent' }, `{"threadId":"t","runId":"r","messages":[{"id":"m","role":"user","content":"hi"}],"state":${deep}}`],
	];

	let counter = 0;
	describe.each(sources)('CometChat Trigger, %s: a body nested half a million levels deep', (_source, parameters, raw) => {
		test('400 naming the depth, no execution', async () => {
			assert.ok(Buffer.byteLength(raw) < 1024 * 1024);
			const trigger = await triggerHarness({ workflowId: `wf-deep-${++counter}`, parameters });
			const response = new ResponseRecorder();
			try {
				const answer = await trigger.deliver({ raw, response });
				assert.equal(answer.status, 400);
				assert.deepEqual(answer.body, { message: 'Body nested too deep: more than 64 levels' });
				assert.equal(answer.items, undefined);
			} finally {
				if (!response.sent) response.end();
			}
		});
	});

	test('64 levels, as deep as a body may be, are taken', async () => {
		const nested = `${'['.repeat(61)}${']'.repeat(61)}`;
		const trigger = await triggerHarness({ workflowId: 'wf-deep-ok', parameters: { events: ['message_sent'] } });
		const answer = await trigger.deliver({ raw: `{"trigger":"message_sent","data":{"message":{"id":"64","metadata":${nested}}}}` });
		assert.equal(answer.status, 200);
		assert.equal(answer.items?.length, 1);
	});
});

describe('example', () => {
	const file = path.join(repoRoot(), 'examples', '08-auto-reply-bot.json');
	const example = readExample(file);
	const trigger = example.nodes.find((n) => n.type === 'n8n-nodes-cometchat.cometChatTrigger')!;

	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;
	beforeAll(async () => {
		({ server, credentials } = await startExampleServer());
	});
	afterAll(async () => await server.stop());

	/** One delivery through the example's trigger and, if it starts an execution, the run. */
	async function deliverAndRun(bot: Awaited<ReturnType<typeof triggerHarness>>, body: events.CometChatEventBody) {
		const answer = await bot.deliver({ body });
		if (!answer.items) return { answer, reply: undefined };
		const { outputs, run } = await runFromTrigger(example, trigger.name, answer.items, credentials);
		assert.equal(run.data.resultData.error, undefined);
		return { answer, reply: outputs['Send reply'][0]?.json };
	}

	describe('example 08: auto-reply bot (CometChat Trigger -> CometChat Send)', () => {
		test('it is started by events, so the manual-start example runs skip it', () => {
			assert.equal(startsManually(example), false);
			assert.equal(trigger.parameters.events && (trigger.parameters.events as string[])[0], 'message_sent');
		});

		test('a message starts one execution whose reply reaches CometChat; the reply posted back and a redelivery start none', async () => {
			const bot = await triggerHarness({ parameters: trigger.parameters, workflowId: 'example-08' });
			const before = server.requestsTo('POST', '/v3/messages').length;

			const first = await deliverAndRun(bot, events.messageSent('7001', { sender: 'ana', receiver: 'support', text: 'Where is my order?' }));
			assert.equal(first.answer.status, 200);
			assert.equal(first.reply?.receiver, 'ana');
			assert.equal(first.reply?.sender, 'app_system');
			const posted = server.requestsTo('POST', '/v3/messages').slice(before).map((r) => r.body as IDataObject);
			assert.equal(posted.length, 1);
			assert.deepEqual(
				{ receiver: posted[0].receiver, receiverType: posted[0].receiverType, muid: posted[0].muid, text: (posted[0].data as IDataObject).text },
				{ receiver: 'ana', receiverType: 'user', muid: 'reply-7001', text: 'Thanks for your message, we will get back to you soon. You wrote: "Where is my order?"' },
			);
			assert.equal(posted[0].onBehalfOf, undefined);

			// CometChat now reports the bot's own reply as message_sent from app_system
			const echo = events.messageSent(String(first.reply?.id), { sender: 'app_system', receiver: 'ana', text: String((posted[0].data as IDataObject).text) });
			const loop = await deliverAndRun(bot, echo);
			assert.equal(loop.answer.status, 200);
			assert.equal(loop.reply, undefined);

			const redelivery = await deliverAndRun(bot, events.messageSent('7001', { sender: 'ana', receiver: 'support', text: 'Where is my order?' }));
			assert.deepEqual(redelivery.answer.body, { message: 'Duplicate delivery ignored' });
			assert.equal(server.requestsTo('POST', '/v3/messages').length, before + 1);
		});

		test('a group message is answered in the group; an image is not answered', async () => {
			const bot = await triggerHarness({ parameters: trigger.parameters, workflowId: 'example-08b' });
			const group = await deliverAndRun(bot, events.messageSent('7100', { sender: 'ana', receiver: 'support-group', receiverType: 'group' }));
			assert.deepEqual([group.reply?.receiverType, group.reply?.receiver], ['group', 'support-group']);
			const image = await deliverAndRun(bot, events.messageSent('7101', { type: 'image' }));
			assert.equal(image.reply, undefined);
			assert.equal(image.answer.status, 200);
		});
	});
});
