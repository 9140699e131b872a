import { decisionReply, type FallbackCause, type HeldReply } from '../../shared/heldResponse';

export type OnTimeoutOrError = 'allow' | 'flag' | 'fail';

const CAUSES: Record<FallbackCause, (budgetMs: number) => string> = {
	timeout: (budgetMs) => `No decision from the n8n workflow within ${budgetMs} ms`,
	ended: () => 'The n8n workflow ended without a decision',
};

/**
 * What CometChat gets when the workflow does not answer in time or fails: a decision that
 * allows or flags the message, or a 503, which CometChat counts as an engine failure and
 * handles with the dashboard's "On Custom API Error" setting.
 */
export function moderationFallback(choice: OnTimeoutOrError, budgetMs: number) {
	return (cause: FallbackCause): HeldReply => {
		const reason = CAUSES[cause](budgetMs);
		if (choice === 'fail') {
			return { statusCode: 503, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ message: reason }) };
		}
		return decisionReply({ isMatchingCondition: choice === 'flag', confidence: choice === 'flag' ? 1 : 0, reason });
	};
}
