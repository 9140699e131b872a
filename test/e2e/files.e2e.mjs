// End-to-end in REAL n8n (1.123.x: binary data in the execution; 2.x: in n8n's file store):
// chat files as n8n binary data. Example 20 as it ships: an image message's webhook starts
// it, Message › Download Attachments fetches the file through token-based file access (the
// app's key to the fake's files host, then its pre-signed link without it), n8n's Basic LLM
// Chain shows it to an OpenAI-compatible fake model (fakeModel.mjs) as a data URL, and the
// model's description is sent back to the conversation. Then the trigger's Download
// Attachments option: a pre-signed link fetched before the workflow starts, the file in the
// trigger's output of the execution, on to the model the same way. Last, example 20 with the
// image after a document in the message (attachment_1).
//
//   scripts/e2e/in-netns.sh node test/e2e/files.e2e.mjs [1|2|1,2]
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeModel } from './fakeModel.mjs';
import { basic, credentials, loadExample, runAsMain, support, withN8n } from './harness.mjs';

const events = support('cometChatEvents');
const PASSWORD = 'E2eWebhookPassw0rd4711';
const MODEL_KEY = 'sk-fake-model-key-files';
const PROMPT = 'Describe this image in one or two sentences for someone who cannot see it.';
/** A 1×1 PNG, and the first bytes of a JPEG: what the two messages carry. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64, 9)]);
const DESCRIPTIONS = { 'image/png': 'A grey cat asleep on a red sofa.', 'image/jpeg': 'A brown dog catching a ball in a park.' };

/** The data URL of the image the model was shown, from a chat completion request. */
const shownImage = (body) => body.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).find((part) => part.type === 'image_url')?.image_url?.url;

/** Example 20 with the download in the trigger (its option) instead of a node of its own. */
function triggerOption(example) {
	const copy = JSON.parse(JSON.stringify(example));
	Object.assign(copy, { id: 'filesTriggerOpt', name: 'Describe images, downloaded by the trigger' });
	copy.nodes = copy.nodes.filter((n) => n.name !== 'Download the image');
	const trigger = copy.nodes.find((n) => n.name === 'New image');
	trigger.webhookId = 'files-trigger-option';
	trigger.parameters.options.downloadAttachments = true;
	delete copy.connections['Download the image'];
	copy.connections['New image'] = { main: [[{ node: 'Describe the image', type: 'main', index: 0 }]] };
	return copy;
}

/** A message_sent event of an image message whose data is `data` (as CometChat delivers it). */
function imageSent(id, over, data) {
	const event = events.messageSent(id, { ...over, type: 'image' });
	event.data.message.data = { ...event.data.message.data, ...data };
	return event;
}

/** The bytes of a file in the execution's binary data: 1.x keeps them in it, 2.x in its file store (<n8n folder>/storage). */
function storedBytes(n8n, binary) {
	if (!binary.id) return Buffer.from(binary.data, 'base64');
	const [mode, id] = binary.id.split(':');
	assert.equal(mode, 'filesystem-v2');
	return readFileSync(path.join(n8n.userFolder, '.n8n', 'storage', id));
}

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await support('exampleServer').startExampleServer();
	const origin = new URL(server.baseUrl).origin;
	const signed = (file) => `${origin}/signed/${file}?Expires=${Math.floor(Date.now() / 1000) + 3600}&Signature=e2e&Key-Pair-Id=K1`;
	// CometChat's file hosts on the fake's origin (the credential's Base URL): the token-based
	// host answers the app's ID and key with a pre-signed link; the pre-signed host refuses the key
	server.files = (req, res) => {
		const send = (status, type, body) => res.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) }).end(body);
		const file = (req.url ?? '').split('?')[0];
		if (file === '/demo/media/cat.png') {
			if (req.headers.appid !== data.appId || req.headers.apikey !== server.apiKey) return send(401, 'application/json', '{"error":"unauthorized"}');
			return send(200, 'application/json', JSON.stringify({ data: { url: signed('cat.png') } }));
		}
		const body = { '/signed/cat.png': ['image/png', PNG], '/signed/dog.jpg': ['image/jpeg', JPEG] }[file];
		if (!body || req.headers.apikey || !req.url.includes('Signature=')) return send(404, 'text/plain', 'not found');
		send(200, ...body);
	};
	const model = await startFakeModel({ scenarios: { 'Describe this image': [(body) => ({ text: DESCRIPTIONS[/^data:(image\/\w+);/.exec(shownImage(body) ?? '')?.[1]] ?? 'no image' })] } });
	const { workflow: example, webhookPath } = loadExample('20-describe-images.json');
	const variant = triggerOption(example);
	const variantPath = 'files-trigger-option/webhook';
	const creds = [credentials.cometChat(data), credentials.webhookAuth(PASSWORD), credentials.model(MODEL_KEY, model.baseUrl)];
	await withN8n({ what: 'chat files', credentials: creds, workflows: [example, variant], webhookPaths: [webhookPath, variantPath], stops: [() => model.stop(), () => server.stop()] }, async (n8n) => {
		const deliver = async (webhook, event) => {
			const res = await fetch(n8n.webhookUrl(webhook), { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic('cometchat', PASSWORD) }, body: JSON.stringify(event) });
			assert.equal(res.status, 200, `delivery: ${await res.text()}`);
		};
		// the workflow's `count`th execution (1: its first)
		const run = async (workflowId, count = 1) => {
			const row = (await n8n.waitForExecutions(count, { workflowId, timeoutMs: 60_000 }))[count - 1];
			const done = (await n8n.executions({ workflowId, includeData: true }))[count - 1];
			assert.equal(row.status, 'success', JSON.stringify(done.data?.resultData?.error ?? '').slice(0, 800));
			return done.data.resultData.runData;
		};
		const sent = (muid) => server.requestsTo('POST', '/v3/messages').filter((r) => r.body.muid === muid);
		const askedFor = (mimeType) => model.requests.filter((r) => shownImage(r.body)?.startsWith(`data:${mimeType};`));

		// example 20: the message as CometChat stores it (Download Attachments reads it again)
		const attachment = { url: `${origin}/demo/media/cat.png`, name: 'cat.png', mimeType: 'image/png', extension: 'png', size: String(PNG.length) };
		const stored = imageSent('9201', { sender: 'ana', receiver: 'bo' }, { url: attachment.url, attachments: [attachment] });
		server.messages.push(stored.data.message);
		await deliver(webhookPath, stored);
		const runData = await run(example.id);
		await check("example 20: the files host gets the app's ID and key, the pre-signed link it answers is fetched without them", () => {
			assert.deepEqual(server.requestsTo('GET', '/v3/messages/').map((r) => r.path), ['/v3/messages/9201']);
			assert.deepEqual(server.fileRequests.map((r) => [r.url.split('?')[0], r.headers.appid, r.headers.apikey]), [
				['/demo/media/cat.png', data.appId, server.apiKey],
				['/signed/cat.png', undefined, undefined],
			]);
		});
		await check("example 20: the file is the item's binary data, named and typed from the attachment, its bytes in n8n's store", () => {
			const { binary, json } = runData['Download the image'][0].data.main[0][0];
			assert.equal(json.id, '9201');
			const file = binary.attachment_0;
			assert.deepEqual([file.fileName, file.mimeType, file.fileExtension], ['cat.png', 'image/png', 'png']);
			assert.ok(storedBytes(n8n, file).equals(PNG));
		});
		await check("example 20: the model is shown the image as binary: a data URL of exactly the file's bytes and its MIME type, with the prompt", () => {
			const [request] = askedFor('image/png');
			assert.ok(request, `no request showed the PNG: ${JSON.stringify(model.requests.map((r) => r.body)).slice(0, 600)}`);
			assert.deepEqual(request.body.messages.at(-1).content, [
				{ type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.toString('base64')}` } },
				{ type: 'text', text: PROMPT },
			]);
			assert.equal(request.headers.authorization, `Bearer ${MODEL_KEY}`);
		});
		await check("example 20: the model's description is sent back to the conversation by the app", () => {
			assert.deepEqual(sent('description-9201').map((r) => [r.headers.onbehalfof, r.body]), [
				[undefined, { receiver: 'ana', receiverType: 'user', category: 'message', type: 'text', data: { text: DESCRIPTIONS['image/png'] }, muid: 'description-9201' }],
			]);
			assert.equal(runData['Send the description'][0].data.main[0][0].json.sender, 'app_system');
		});

		// the trigger's option: a group's image behind a pre-signed link, fetched before the workflow starts
		const dog = { url: signed('dog.jpg'), name: 'dog.jpg', mimeType: 'image/jpeg', extension: 'jpg', size: String(JPEG.length) };
		await deliver(variantPath, imageSent('9202', { sender: 'cy', receiver: 'pets', receiverType: 'group' }, { url: dog.url, attachments: [dog] }));
		const optionRun = await run(variant.id);
		await check("the trigger's Download Attachments: the file is in the trigger's output of the execution, fetched without credentials", () => {
			const file = optionRun['New image'][0].data.main[0][0].binary.attachment_0;
			assert.deepEqual([file.fileName, file.mimeType], ['dog.jpg', 'image/jpeg']);
			assert.ok(storedBytes(n8n, file).equals(JPEG));
			assert.deepEqual(server.fileRequests.slice(2).map((r) => [r.url.split('?')[0], r.headers.appid, r.headers.apikey]), [['/signed/dog.jpg', undefined, undefined]]);
			assert.equal(server.requestsTo('GET', '/v3/messages/').length, 1, 'the trigger reads no message');
		});
		await check("the trigger's Download Attachments: the model is shown that file, its description sent to the group", () => {
			const [request] = askedFor('image/jpeg');
			assert.equal(shownImage(request.body), `data:image/jpeg;base64,${JPEG.toString('base64')}`);
			assert.deepEqual(sent('description-9202').map((r) => [r.body.receiverType, r.body.receiver, r.body.data.text]), [['group', 'pets', DESCRIPTIONS['image/jpeg']]]);
		});
		// example 20 again: the image is the message's second attachment, after a document (Kinds: Image leaves the document out)
		const notes = { url: `${origin}/demo/media/notes.pdf`, name: 'notes.pdf', mimeType: 'application/pdf', extension: 'pdf', size: '8' };
		const second = imageSent('9203', { sender: 'di', receiver: 'bo' }, { url: notes.url, attachments: [notes, attachment] });
		server.messages.push(second.data.message);
		await deliver(webhookPath, second);
		const secondRun = await run(example.id, 2);
		await check("example 20, the image second: it is attachment_1 (its place in the message), shown to the model, described; the document is not fetched", () => {
			const { binary } = secondRun['Download the image'][0].data.main[0][0];
			assert.deepEqual(Object.keys(binary), ['attachment_1']);
			assert.ok(storedBytes(n8n, binary.attachment_1).equals(PNG));
			assert.equal(askedFor('image/png').length, 2);
			assert.deepEqual(sent('description-9203').map((r) => [r.body.receiver, r.body.data.text]), [['di', DESCRIPTIONS['image/png']]]);
			assert.ok(!server.fileRequests.some((r) => r.url.includes('notes.pdf')));
		});
		await check('the CometChat API key is in nothing the model received, nor in the executions or the n8n log', async () => {
			const seen = JSON.stringify(model.requests.map((r) => r.body)) + JSON.stringify([await n8n.executions({ workflowId: example.id, includeData: true }), await n8n.executions({ workflowId: variant.id, includeData: true })]) + n8n.logs();
			assert.ok(!seen.includes(server.apiKey));
		});
	});
}

await runAsMain(import.meta.url, 'n8n starts with the image-describing workflows active', runOnce);
