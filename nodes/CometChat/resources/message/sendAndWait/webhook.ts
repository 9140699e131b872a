import { timingSafeEqual } from 'node:crypto';
import { NodeOperationError, type IBinaryKeyData, type IDataObject, type IWebhookDescription, type IWebhookFunctions, type IWebhookResponseData } from 'n8n-workflow';
import { apiRequest, COMETCHAT_API } from '../../../../shared/transport/request';
import { helpersChannel } from '../../../../shared/requestOptions';
import { fillPath } from '../../../../shared/operation';
import { answerData, attachFiles, readAnswer, type ReceivedAnswer, type UploadedFiles } from './answer';
import { PAGE_CSP, RECORDED_PAGE, confirmPage, formPage, messagePage } from './page';
import { ELEMENT_IDS, readSettings, type SendAndWaitSettings } from './settings';

/**
 * The waiting webhooks: n8n serves them under /webhook-waiting/<executionId>/<nodeId> while
 * the execution waits, and its signed resume links check exactly this path and
 * `restartWebhook`. OPTIONS (a web client's CORS preflight) is answered by n8n itself.
 */
export const sendAndWaitWebhooks: IWebhookDescription[] = (['GET', 'POST'] as const).map((httpMethod) => ({
	name: 'default',
	httpMethod,
	responseMode: 'onReceived',
	responseData: '',
	path: '={{ $nodeId }}',
	restartWebhook: true,
	isFullPath: true,
}));

/** The query parameter of n8n's signed resume links (n8n-core's WAITING_TOKEN_QUERY_PARAM). */
const SIGNATURE = 'signature';

/**
 * Whether the request's link is not one this node signed. n8n checks the signature itself
 * (2.x always; 1.x once the node asked for it) before the node sees the request; this
 * second check signs the request's own parameters again with n8n's `getSignedResumeUrl`, so a
 * forged, unsigned or altered link resumes nothing whatever n8n checked. Where n8n cannot
 * sign here (no execution id), n8n's own check is the one that counts.
 */
function isForged(context: IWebhookFunctions): boolean {
	const query = (context.getRequestObject().query ?? {}) as Record<string, unknown>;
	const given = query[SIGNATURE];
	if (typeof given !== 'string') return true;
	const parameters: Record<string, string> = {};
	for (const [key, value] of Object.entries(query)) {
		if (key === SIGNATURE) continue;
		if (typeof value !== 'string') return true;
		parameters[key] = value;
	}
	let expected: string | null;
	try {
		expected = new URL(context.getSignedResumeUrl(parameters)).searchParams.get(SIGNATURE);
	} catch {
		return false;
	}
	if (!expected) return false;
	return given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

const ID = /^[\x21-\x7e]{1,100}$/;

/**
 * Marks the question interacted for the person who answered in the chat
 * (PATCH /messages/{id}/interacted, onBehalfOf them), so every client shows the goal as
 * reached. Only when the UI kit said which message and who (React Native and Android
 * forms do; card buttons do not). Best effort: the answer counts whatever CometChat says,
 * and clients that mark it themselves make the second call harmless.
 */
async function markInteracted(context: IWebhookFunctions, answer: ReceivedAnswer, elementId: string): Promise<void> {
	const { messageId, interactedBy } = answer;
	if (!messageId || !interactedBy || !ID.test(messageId) || !ID.test(interactedBy)) return;
	try {
		// the person waits for the form's answer: no long waits here
		const requestOptions = { ...(context.getNodeParameter('requestOptions', {}) as IDataObject), timeout: 10_000 };
		await apiRequest(
			context,
			COMETCHAT_API,
			{
				method: 'PATCH',
				// fillPath refuses '.' and '..', which would name another endpoint
				path: fillPath('/messages/{id}/interacted', { id: messageId }),
				onBehalfOf: interactedBy,
				body: { interactions: [elementId] },
				returns: 'any',
				maxWaitMs: 10_000,
			},
			0,
			await helpersChannel(context, COMETCHAT_API, requestOptions, 0),
		);
	} catch (error) {
		context.logger?.warn(`CometChat: could not mark message ${messageId} interacted: ${(error as Error).message}`);
	}
}

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

/** The answer page's form, with the problem of a refused answer. */
const answerForm = (settings: SendAndWaitSettings, problem?: string) =>
	formPage({ title: settings.formTitle, description: settings.formDescription, fields: settings.fields, submitLabel: settings.submitLabel, problem });

/** A refused answer: the execution keeps waiting and the person is told why. */
function refuse(res: Response, fromChat: boolean, status: number, problem: string, settings?: SendAndWaitSettings): IWebhookResponseData {
	if (fromChat) {
		res.status(status).json({ error: problem });
		return { noWebhookResponse: true };
	}
	if (settings && settings.fields.length) {
		return sendPage(res, status, answerForm(settings, problem));
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
		return sendPage(res, 200, answerForm(settings));
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
