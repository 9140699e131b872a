// End-to-end in REAL n8n: examples/18-moderation-queue.json, imported unchanged, in `n8n start`
// against the fake CometChat (flagged messages seeded: spammer-1 three times in the group
// support). Its trigger is hourly, so it is run the way the editor's Execute Workflow button
// runs it (the REST API with the owner's session, from the schedule trigger). Checked: the
// flagged messages are read, the moderators are asked in CometChat (Send and Wait, as
// moderation-bot) and the run waits; a moderator opens the answer link, which shows the page
// with the button and answers nothing; the button's POST resumes the run, and spammer-1 is
// banned from support (POST /groups/support/bannedusers/spammer-1) once.
//
//   scripts/e2e/in-netns.sh node test/e2e/moderationQueue.e2e.mjs        # 1 and 2
//   scripts/e2e/in-netns.sh node test/e2e/moderationQueue.e2e.mjs 2      # only n8n 2.x
import assert from 'node:assert/strict';
import { credentials, loadExample, ownerSession, runAsMain, support, withN8n } from './harness.mjs';
import { stackHead } from './n8n-runner.mjs';
import { waitFor } from './waiting.mjs';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await support('exampleServer').startExampleServer();
	const { workflow } = loadExample('18-moderation-queue.json');
	const trigger = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.scheduleTrigger');
	const bans = () => server.requests.filter((r) => r.path.includes('/bannedusers')).map((r) => `${r.method} ${r.path}`);
	await withN8n(
		{ what: 'moderation queue (example 18)', credentials: [credentials.cometChat(data)], workflows: [workflow], activate: [], stops: [() => server.stop()] },
		async (n8n) => {
			const rest = await ownerSession(n8n.baseUrl);
			const stored = await rest('GET', `/workflows/${workflow.id}`);
			assert.equal(stored.status, 200, stored.text.slice(0, 300));
			const started = await rest('POST', `/workflows/${workflow.id}/run`, { workflowData: JSON.parse(stored.text).data, triggerToStartFrom: { name: trigger.name } });
			const executions = () => n8n.executions({ workflowId: workflow.id, includeData: true });

			let waiting;
			await check('run from its schedule trigger: the flagged messages are read, the moderators are asked as moderation-bot, the run waits', async () => {
				assert.equal(started.status, 200, started.text.slice(0, 300));
				waiting = await waitFor('the run waiting for the moderators', async () => (await executions()).find((r) => r.status === 'waiting'), { timeoutMs: 60_000 });
				assert.deepEqual(server.requestsTo('GET', '/v3/moderation/flagged-messages').length, 1);
				const asked = server.requestsTo('POST', '/v3/messages').filter((r) => r.body?.receiver === 'moderators');
				assert.equal(asked.length, 1);
				assert.deepEqual([asked[0].body.receiverType, asked[0].body.category, asked[0].headers.onbehalfof], ['group', 'interactive', 'moderation-bot']);
				assert.match(JSON.stringify(asked[0].body.data), /Ban spammer-1 from support\? 3 of their messages there are flagged/);
				assert.deepEqual(bans(), [], 'nobody is banned before a moderator answers');
			});

			const question = server.requestsTo('POST', '/v3/messages').find((r) => r.body?.receiver === 'moderators');
			const ban = question?.body.data.interactiveData.cardActions[0].action.url;
			await check('the Ban link opens the answer page with its button and answers nothing', async () => {
				assert.ok(ban?.startsWith(`${n8n.baseUrl}/webhook-waiting/${waiting?.id}/`), ban);
				const page = await fetch(ban, { headers: { 'user-agent': BROWSER } });
				assert.equal(page.status, 200);
				assert.match(await page.text(), /<form[^>]*method="post"/i);
				assert.equal((await executions()).find((r) => r.id === waiting.id)?.status, 'waiting');
			});

			await check("the page's button (a POST) resumes the run: spammer-1 is banned from support, once", async () => {
				const answer = await fetch(ban, { method: 'POST', headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
				assert.equal(answer.status, 200, (await answer.text()).slice(0, 300));
				const done = await waitFor('the run finished', async () => (await executions()).find((r) => r.id === waiting.id && !['waiting', 'running', 'new'].includes(r.status)), { timeoutMs: 60_000 });
				assert.equal(done.status, 'success', JSON.stringify(done.data?.resultData?.error?.message ?? ''));
				assert.equal(done.data.resultData.runData['Ask moderators'].at(-1).data.main[0][0].json.data.approved, true);
				assert.deepEqual(bans(), ['POST /v3/groups/support/bannedusers/spammer-1']);
				assert.equal((await executions()).length, 1);
			});
		},
	);
}

await runAsMain(import.meta.url, 'n8n starts with the moderation queue imported', runOnce, stackHead(3));
