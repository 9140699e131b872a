import type { IDataObject, INodeProperties, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { attachmentsAsBinary, fileOptionFields, readFileOptions } from '../shared/files/attachments';
import { receiveEvent } from './events';
import { asObject } from './receive';

/**
 * How long each file's request may wait before it starts answering: CometChat gives up on a
 * webhook (and sends it again) after 10 s, and the event's answer waits for the download.
 */
export const TRIGGER_FILE_TIMEOUT_MS = 5_000;

export const downloadAttachmentsOption: INodeProperties = {
	displayName: 'Download Attachments',
	name: 'downloadAttachments',
	type: 'boolean',
	default: false,
	description:
		"Whether to put a message's files into the item as binary data before the workflow starts (the Kinds, Max File Size and Put Output Files options apply). CometChat waits about 10 seconds for the answer: for large files, or links that need the app's API key (token-based file access), use the CometChat node's Message › Download Attachments in the workflow instead. A failed download starts the workflow without the file, with attachmentError.",
};

/** One of the options Message › Download Attachments has, the same in the trigger. */
export const fileOption = (name: string): INodeProperties => fileOptionFields.find((field) => field.name === name)!;

/**
 * A webhook event (`receiveEvent`), and with Download Attachments the message's files as
 * the item's binary data, fetched without any credential (the trigger has no API key).
 */
export async function receiveEventWithFiles(ctx: IWebhookFunctions, body: unknown): Promise<IWebhookResponseData> {
	const answer = receiveEvent(ctx, body);
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	const item = answer.workflowData?.[0]?.[0];
	if (!item || options.downloadAttachments !== true) return answer;
	const message = options.simplify === true ? item.json : asObject(asObject(item.json.data)?.message);
	if (!message) return answer;
	try {
		const binary = await attachmentsAsBinary(ctx, message, readFileOptions(ctx.getNode(), options, 0, 'Options'), { itemIndex: 0, timeout: TRIGGER_FILE_TIMEOUT_MS });
		if (Object.keys(binary).length) item.binary = binary;
	} catch (caught) {
		item.json = { ...item.json, attachmentError: caught instanceof Error ? caught.message : String(caught) };
	}
	return answer;
}
