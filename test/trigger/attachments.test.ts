import assert from 'node:assert/strict';
import type { IDataObject } from 'n8n-workflow';
import * as events from '../support/cometChatEvents';
import { triggerHarness } from '../support/webhook';
import { otherHost, PNG, serve } from '../resources/message/downloadAttachments/filesFake';

let workflowCounter = 0;
const harness = (options: IDataObject) => triggerHarness({ workflowId: `files-${++workflowCounter}`, parameters: { events: ['*'], options: options as never } });

/** A message_sent event of an image whose file is at `url`. */
function imageSent(id: string, url: string) {
	const event = events.messageSent(id, { type: 'image' });
	const message = (event.data as IDataObject).message as IDataObject;
	message.data = { ...(message.data as IDataObject), url, attachments: [{ url, name: 'cat.png', mimeType: 'image/png', extension: 'png', size: String(PNG.length) }] };
	return event;
}

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
});
