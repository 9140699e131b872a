import assert from 'node:assert/strict';
import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { loadPackage, PackageNodeTypes } from '../support/engine';
import * as events from '../support/cometChatEvents';
import { triggerHarness } from '../support/webhook';
import { otherHost, PNG, serve } from '../resources/message/downloadAttachments/filesFake';

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
