import type { IDataObject, IWebhookFunctions } from 'n8n-workflow';
import { apiRequest, COMETCHAT_API } from '../../../../shared/transport/request';
import { helpersChannel } from '../../../../shared/requestOptions';
import { fillPath } from '../../../../shared/operation';
import type { ReceivedAnswer } from './answerBody';

const ID = /^[\x21-\x7e]{1,100}$/;

/**
 * Marks the question interacted for the person who answered in the chat
 * (PATCH /messages/{id}/interacted, onBehalfOf them), so every client shows the goal as
 * reached. Only when the UI kit said which message and who (React Native and Android
 * forms do; card buttons do not). Best effort: the answer counts whatever CometChat says,
 * and clients that mark it themselves make the second call harmless.
 */
export async function markInteracted(context: IWebhookFunctions, answer: ReceivedAnswer, elementId: string): Promise<void> {
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
