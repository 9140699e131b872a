/**
 * The examples that wait for a person (09 refund approval, 18 moderation queue): each runs
 * until it waits, then the demo answers as that person does, opening the link of the message
 * sent and clicking the page's button, and the execution resumes. Every row is read from the
 * message sent, the pages shown and the resumed run.
 */
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject, INodeExecutionData } from 'n8n-workflow';
import { openAndClick, pageHeading } from '../../test/support/answerPage';
import { repoRoot } from '../../test/support/engine';
import { readExample } from '../../test/support/examples';
import type { FakeCometChat } from '../../test/support/fakeCometChat';
import { startWaitingWorkflow, type AnswerResponse, type WaitingRun } from '../../test/support/waiting';
import { excerpt } from './table';

export interface Section {
	rows: string[][];
	/** What did not happen as the example intends, one phrase each. */
	problems: string[];
}

const yesNo = (resumed: boolean) => (resumed ? 'yes' : 'no');

/** Runs the example until it waits; the question it sent, and the link behind each button by label. */
async function ask(server: FakeCometChat, credentials: ICredentialDataDecryptedObject, file: string) {
	const before = server.requestsTo('POST', '/v3/messages').length;
	const run = await startWaitingWorkflow(readExample(path.join(repoRoot(), 'examples', file)), credentials);
	const question = (server.requestsTo('POST', '/v3/messages')[before]?.body ?? {}) as IDataObject;
	const card = (((question.data ?? {}) as IDataObject).interactiveData ?? {}) as IDataObject;
	const buttons = ((card.cardActions ?? []) as IDataObject[]).map((b) => [String(b.buttonText), String((b.action as IDataObject).url)] as const);
	const asked = [
		`"${run.waitingNode}" sends a card`,
		`to ${String(question.receiverType)} ${String(question.receiver)}: "${excerpt(String(card.text ?? card.title), 160)}" ${buttons.map(([label]) => `[${label}]`).join(' ')}`,
	];
	const waiting = ['the execution', `${run.status}, at most until ${run.waitTill ? new Date(run.waitTill).toISOString() : 'no limit'}`];
	return { run, buttons: new Map(buttons), rows: [asked, waiting] };
}

/** A person opens the link of `label` and clicks the page's button. */
async function click(run: WaitingRun, who: string, label: string, link: string | undefined): Promise<{ row: string[]; answer?: AnswerResponse }> {
	if (!link) return { row: [`${who} clicks [${label}]`, 'the message has no such button'] };
	const { opened, button, clicked } = await openAndClick(run, link);
	const approved = (clicked.items[0]?.json.data as IDataObject | undefined)?.approved;
	return {
		row: [
			`${who} clicks [${label}]`,
			`page "${pageHeading(opened.body)}" with button [${button}]; the click: ${clicked.status} page "${pageHeading(clicked.body)}", output data.approved = ${String(approved)}`,
		],
		answer: clicked,
	};
}

const sent = (items: INodeExecutionData[] | undefined) => items?.[0]?.json;

export async function refundApproval(server: FakeCometChat, credentials: ICredentialDataDecryptedObject): Promise<Section> {
	const { run, buttons, rows } = await ask(server, credentials, '09-refund-approval.json');
	const approve = buttons.get('Refund $120');
	const problems: string[] = [];
	if (run.status !== 'waiting') problems.push(`09-refund-approval: the execution is ${run.status}, not waiting for finance`);
	if (approve) {
		const forged = await run.answer({ method: 'GET', url: approve.replace(/signature=\w{8}/, 'signature=00000000') });
		rows.push(['a forged link is opened', `${forged.status} ${JSON.stringify(forged.body)}; resumed: ${yesNo(forged.resumed)}`]);
		const preview = await run.answer({ method: 'GET', url: approve, headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } });
		rows.push(['a link preview fetches it', `${preview.status} page "${pageHeading(preview.body)}", nothing clicked; resumed: ${yesNo(preview.resumed)}`]);
		if (forged.resumed || preview.resumed) problems.push('09-refund-approval: a forged link or a link preview resumed the execution');
	}
	const { row, answer } = await click(run, 'finance', 'Refund $120', approve);
	rows.push(row);
	const told = sent(answer?.outputs?.['Tell support']);
	rows.push(['"Tell support" sends', told ? `to ${String(told.receiverType)} ${String(told.receiver)}: "${excerpt(String((told.data as IDataObject).text), 120)}"` : 'nothing']);
	rows.push(['the execution', answer?.run?.status ?? 'still waiting']);
	if ((answer?.items[0]?.json.data as IDataObject | undefined)?.approved !== true) problems.push('09-refund-approval: the click on [Refund $120] did not approve');
	if (!told || answer?.run?.status !== 'success') problems.push('09-refund-approval: support was not told');
	return { rows, problems };
}

export async function moderationQueue(server: FakeCometChat, credentials: ICredentialDataDecryptedObject): Promise<Section> {
	const { run, buttons, rows } = await ask(server, credentials, '18-moderation-queue.json');
	const flagged = run.firstRun.data.resultData.runData['Get flagged messages']?.[0]?.data?.main?.[0] ?? [];
	rows.unshift(['"Get flagged messages" reads', `${flagged.length} flagged messages`]);
	const { row, answer } = await click(run, 'a moderator', 'Ban', buttons.get('Ban'));
	rows.push(row);
	const ban = sent(answer?.outputs?.['Ban from the group']);
	rows.push(['"Ban from the group"', ban ? `CometChat: "${String(ban.message)}"` : 'did not run']);
	rows.push(['the execution', answer?.run?.status ?? 'still waiting']);
	const problems: string[] = [];
	if (run.status !== 'waiting') problems.push(`18-moderation-queue: the execution is ${run.status}, not waiting for a moderator`);
	if (ban?.banned !== true || answer?.run?.status !== 'success') problems.push('18-moderation-queue: the repeat offender was not banned after [Ban]');
	return { rows, problems };
}
