import type { IWebhookFunctions } from 'n8n-workflow';
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
		await context.helpers.httpRequestWithAuthentication.call(context, 'cometChatApi', {
			method: 'PATCH',
			url: `/messages/${encodeURIComponent(messageId)}/interacted`,
			headers: { Accept: 'application/json', 'Content-Type': 'application/json', onBehalfOf: interactedBy },
			body: { interactions: [elementId] },
			json: true,
			timeout: 10_000,
		});
	} catch (error) {
		context.logger?.warn(`CometChat: could not mark message ${messageId} interacted: ${(error as Error).message}`);
	}
}
