import type { IDataObject, INodeProperties, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { attachmentsAsBinary, fileOptionFields, readFileOptions } from '../shared/files/attachments';
import { receiveEvent } from './events';
import { asObject } from './receive';

/**
 * The time all of an event's downloads may take together: CometChat gives up on a webhook
 * after about 10 s (and sends it again: a second run), and the event's answer waits for them.
 */
export const TRIGGER_DOWNLOAD_BUDGET_MS = 7_000;

const OUT_OF_TIME = `the trigger's ${TRIGGER_DOWNLOAD_BUDGET_MS / 1000} seconds for downloads ran out (CometChat waits about 10 seconds for its answer): download them with Message › Download Attachments in the workflow`;

export const downloadAttachmentsOption: INodeProperties = {
	displayName: 'Download Attachments',
	name: 'downloadAttachments',
	type: 'boolean',
	default: false,
	description:
		`Whether to put a message's files into the item as binary data before the workflow starts (the Kinds, Max File Size and Put Output Files options apply). CometChat waits about 10 seconds for the answer, so all downloads together get ${TRIGGER_DOWNLOAD_BUDGET_MS / 1000} seconds; files that do not fit are left out. For large files, or links that need the app's API key (token-based file access), use the CometChat node's Message › Download Attachments in the workflow instead. A download that fails starts the workflow with the files before it and attachmentError naming it (and those left out for time); a refused link (not http(s), or another host with Download From Other Hosts off) starts it with no file.`,
};

/** One of the options Message › Download Attachments has, the same in the trigger. */
export const fileOption = (name: string): INodeProperties => fileOptionFields.find((field) => field.name === name)!;

/**
 * A webhook event (`receiveEvent`), and with Download Attachments the message's files as
 * the item's binary data, fetched without any credential (the trigger has no API key),
 * within TRIGGER_DOWNLOAD_BUDGET_MS.
 */
export async function receiveEventWithFiles(ctx: IWebhookFunctions, body: unknown): Promise<IWebhookResponseData> {
	const answer = receiveEvent(ctx, body);
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	const item = answer.workflowData?.[0]?.[0];
	if (!item || options.downloadAttachments !== true) return answer;
	const message = options.simplify === true ? item.json : asObject(asObject(item.json.data)?.message);
	if (!message) return answer;
	const deadline = { at: Date.now() + TRIGGER_DOWNLOAD_BUDGET_MS, why: OUT_OF_TIME };
	let error: unknown;
	try {
		const downloaded = await attachmentsAsBinary(ctx, message, readFileOptions(ctx.getNode(), options, 0, 'Options'), { itemIndex: 0, timeout: TRIGGER_DOWNLOAD_BUDGET_MS, deadline });
		if (Object.keys(downloaded.binary).length) item.binary = downloaded.binary;
		error = downloaded.error;
	} catch (caught) {
		error = caught;
	}
	if (error) item.json = { ...item.json, attachmentError: error instanceof Error ? error.message : String(error) };
	return answer;
}
