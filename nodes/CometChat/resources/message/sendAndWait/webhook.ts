import { timingSafeEqual } from 'node:crypto';
import { NodeOperationError, type IDataObject, type IWebhookDescription, type IWebhookFunctions } from 'n8n-workflow';
import { apiRequest, COMETCHAT_API } from '../../../../shared/transport/request';
import { helpersChannel } from '../../../../shared/requestOptions';
import { fillPath } from '../../../../shared/operation';
import { AnswerRefused, answerData, attachFiles, readAnswer, type UploadedFiles } from './answer';
import { PAGE_CSP, RECORDED_PAGE, answerPage, confirmPage } from './page';
import { ELEMENT_IDS, readSettings } from './settings';

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

/**
 * Whether the request's link is not one this node signed. n8n checks the signature itself
 * (2.x always; 1.x once the node asked for it) before the node sees the request; this
 * second check signs the request's own parameters again with n8n's `getSignedResumeUrl`, so a
 * forged, unsigned or altered link resumes nothing whatever n8n checked. Where n8n cannot
 * sign here (no execution id), n8n's own check is the one that counts. `signature` is the
 * query parameter of n8n's signed resume links (n8n-core's WAITING_TOKEN_QUERY_PARAM).
 */
function isForged(context: IWebhookFunctions) {
	const { signature, ...parameters } = (context.getRequestObject().query ?? {}) as Record<string, string>;
	if (typeof signature !== 'string' || Object.values(parameters).some((value) => typeof value !== 'string')) return true;
	let expected: Buffer;
	try {
		expected = Buffer.from(new URL(context.getSignedResumeUrl(parameters)).searchParams.get('signature') ?? '');
	} catch {
		return false;
	}
	// bytes, not characters: timingSafeEqual throws on buffers of different lengths
	const given = Buffer.from(signature);
	return expected.length > 0 && (given.length !== expected.length || !timingSafeEqual(given, expected));
}

const ID = /^[\x21-\x7e]{1,100}$/;

/**
 * Marks the question interacted for the person who answered in the chat
 * (PATCH /messages/{id}/interacted, onBehalfOf them), so every client shows the goal as
 * reached. Only when the UI kit said which message and who (React Native and Android
 * forms do; card buttons do not). Best effort: the answer counts whatever CometChat says,
 * and clients that mark it themselves make the second call harmless.
 */
async function markInteracted(context: IWebhookFunctions, { fromChat, messageId, interactedBy }: ReturnType<typeof readAnswer>, elementId: string) {
	if (!fromChat || !messageId || !interactedBy || !ID.test(messageId) || !ID.test(interactedBy)) return;
	try {
		// the person waits for the form's answer: no long waits here
		const requestOptions = { ...(context.getNodeParameter('requestOptions', {}) as IDataObject), timeout: 10_000 };
		// fillPath refuses '.' and '..', which would name another endpoint
		const path = fillPath('/messages/{id}/interacted', { id: messageId });
		const channel = await helpersChannel(context, COMETCHAT_API, requestOptions, 0);
		await apiRequest(context, COMETCHAT_API, { method: 'PATCH', path, onBehalfOf: interactedBy, body: { interactions: [elementId] }, returns: 'any', maxWaitMs: 10_000 }, 0, channel);
	} catch (error) {
		context.logger?.warn(`CometChat: could not mark message ${messageId} interacted: ${(error as Error).message}`);
	}
}

/** Answers the request itself: JSON for a UI kit, or a page (HTML). */
function reply(res: ReturnType<IWebhookFunctions['getResponseObject']>, status: number, body: IDataObject | string) {
	res.status(status);
	if (typeof body === 'string') {
		res.setHeader('Content-Type', 'text/html; charset=utf-8');
		res.setHeader('Content-Security-Policy', PAGE_CSP);
		res.setHeader('Cache-Control', 'no-store');
		res.send(body);
	} else res.json(body);
	return { noWebhookResponse: true };
}

/**
 * The waiting webhook of Send and Wait for Response (GET and POST on n8n's signed resume
 * link; n8n answers CORS preflights itself). Only a POST answers: a GET shows a page whose
 * button or form posts back, so a link preview or a mail scanner (which fetch what a message
 * links to, never post) answers nothing, and any browser a person opens the link in does.
 * Approval: the link's `approved` decides, for the page's button or an apiAction call from
 * the chat. Free text and custom form: POST takes the page's fields or a UI kit's form data.
 */
export async function sendAndWaitWebhook(this: IWebhookFunctions) {
	const req = this.getRequestObject();
	const res = this.getResponseObject();
	if (isForged(this)) return reply(res, 401, { error: 'Invalid token' });
	const settings = readSettings(this, (label, name, problem) => new NodeOperationError(this.getNode(), `${label} (${name}) ${problem}`));
	const approved = (req.query as IDataObject)?.approved === 'true';
	if (req.method !== 'POST') {
		return reply(res, 200, settings.responseType === 'approval' ? confirmPage(settings, approved ? settings.approveLabel : settings.disapproveLabel) : answerPage(settings));
	}
	const multipart = String(req.headers?.['content-type'] ?? '').startsWith('multipart/form-data');
	const body = this.getBodyData() as IDataObject;
	const answer = readAnswer(multipart ? body?.data : body);
	const approval = settings.responseType === 'approval';
	try {
		const data: IDataObject = approval ? { approved } : answerData(settings.responseType, settings.fields, answer.values);
		const binary = multipart && !approval ? await attachFiles(this, settings.fields, (body?.files ?? {}) as UploadedFiles, data) : undefined;
		await markInteracted(this, answer, approval ? (approved ? ELEMENT_IDS.approve : ELEMENT_IDS.decline) : (answer.elementId ?? ELEMENT_IDS.submit));
		// resumes the execution with the answer, in the shape of n8n's own send-and-wait nodes (2.x adds respondedAt)
		const item = { json: { data: { ...data, respondedAt: new Date().toISOString() } }, ...(binary && { binary }) };
		return { webhookResponse: answer.fromChat ? { message: 'Answer recorded' } : RECORDED_PAGE, workflowData: [[item]] };
	} catch (error) {
		if (!(error instanceof AnswerRefused)) throw new NodeOperationError(this.getNode(), error as Error);
		// the execution keeps waiting and the person is told why
		return reply(res, 400, answer.fromChat && !error.ofFile ? { error: error.message } : answerPage(settings, error.message));
	}
}
