import { NodeOperationError } from 'n8n-workflow';
import type { IBinaryKeyData, IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { readAnswer, type ReceivedAnswer } from './answerBody';
import { answerData } from './answerData';
import { attachFiles, type UploadedFiles } from './files';
import { markInteracted } from './markInteracted';
import { PAGE_CSP, RECORDED_PAGE, confirmPage, formPage, messagePage } from './page';
import { ELEMENT_IDS } from './question';
import { readSettings, type SendAndWaitSettings } from './settings';
import { isForged } from './signature';

type Response = ReturnType<IWebhookFunctions['getResponseObject']>;

function sendPage(res: Response, status: number, html: string): IWebhookResponseData {
	res.status(status);
	res.setHeader('Content-Type', 'text/html; charset=utf-8');
	res.setHeader('Content-Security-Policy', PAGE_CSP);
	res.setHeader('Cache-Control', 'no-store');
	res.send(html);
	return { noWebhookResponse: true };
}

/** Resumes the execution with the answer, in the shape of n8n's own send-and-wait nodes (2.x adds respondedAt). */
function resume(data: IDataObject, fromChat: boolean, binary?: IBinaryKeyData): IWebhookResponseData {
	const item = { json: { data: { ...data, respondedAt: new Date().toISOString() } }, ...(binary ? { binary } : {}) };
	return { webhookResponse: fromChat ? { message: 'Answer recorded' } : RECORDED_PAGE, workflowData: [[item]] };
}

/** A refused answer: the execution keeps waiting and the person is told why. */
function refuse(res: Response, fromChat: boolean, status: number, problem: string, settings?: SendAndWaitSettings): IWebhookResponseData {
	if (fromChat) {
		res.status(status).json({ error: problem });
		return { noWebhookResponse: true };
	}
	if (settings && settings.fields.length) {
		return sendPage(res, status, formPage({ title: settings.formTitle, description: settings.formDescription, fields: settings.fields, submitLabel: settings.submitLabel, problem }));
	}
	return sendPage(res, status, messagePage('Answer not recorded', problem));
}

function settingsOf(context: IWebhookFunctions): SendAndWaitSettings {
	return readSettings(
		(name, fallback) => context.getNodeParameter(name, fallback as never),
		(label, name, problem) => new NodeOperationError(context.getNode(), `${label} (${name}) ${problem}`),
	);
}

/**
 * The waiting webhook of Send and Wait for Response (GET and POST on n8n's signed resume
 * link; n8n answers CORS preflights itself). Only a POST answers: a GET shows a page whose
 * button or form posts back, so a link preview or a mail scanner (which fetch what a message
 * links to, never post) answers nothing, and any browser a person opens the link in does.
 * Approval: the link's `approved` decides, for the page's button or an apiAction call from
 * the chat. Free text and custom form: POST takes the page's fields or a UI kit's form data.
 */
export async function sendAndWaitWebhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const req = this.getRequestObject();
	const res = this.getResponseObject();
	const method = String(req.method ?? 'GET').toUpperCase();
	if (isForged(this)) {
		res.status(401).json({ error: 'Invalid token' });
		return { noWebhookResponse: true };
	}
	const settings = settingsOf(this);
	const multipart = String(req.headers?.['content-type'] ?? '').startsWith('multipart/form-data');
	const body = this.getBodyData() as IDataObject;
	const answer: ReceivedAnswer =
		method === 'POST' ? readAnswer(multipart ? (body?.data ?? {}) : body) : { values: {}, fromChat: false };

	if (settings.responseType === 'approval') {
		const approved = (req.query as IDataObject)?.approved === 'true';
		if (method !== 'POST') {
			const buttonLabel = approved ? settings.approveLabel : settings.disapproveLabel;
			return sendPage(res, 200, confirmPage({ title: settings.formTitle, description: settings.message, buttonLabel }));
		}
		if (answer.fromChat) await markInteracted(this, answer, approved ? ELEMENT_IDS.approve : ELEMENT_IDS.decline);
		return resume({ approved }, answer.fromChat);
	}

	if (method !== 'POST') {
		return sendPage(res, 200, formPage({ title: settings.formTitle, description: settings.formDescription, fields: settings.fields, submitLabel: settings.submitLabel }));
	}
	const result = answerData(settings.responseType, settings.fields, answer.values);
	if ('problem' in result) return refuse(res, answer.fromChat, 400, result.problem, settings);
	let binary: IBinaryKeyData | undefined;
	if (multipart) {
		const attached = await attachFiles(this, settings.fields, (body?.files ?? {}) as UploadedFiles, result.data);
		if ('problem' in attached) return refuse(res, false, 400, attached.problem, settings);
		binary = attached.binary;
	}
	if (answer.fromChat) await markInteracted(this, answer, answer.elementId ?? ELEMENT_IDS.submit);
	return resume(result.data, answer.fromChat, binary);
}
