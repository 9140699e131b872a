import type { HeldReply } from './heldResponse';

/** What CometChat's Custom API moderation expects back (HTTP 200, within 2 seconds). */
export interface ModerationDecision {
	isMatchingCondition: boolean;
	confidence: number;
	reason: string;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** The decision as the HTTP reply CometChat reads. */
export function decisionReply(decision: ModerationDecision): HeldReply {
	return { statusCode: 200, headers: JSON_HEADERS, body: JSON.stringify(decision) };
}

/** Whether a reply is one CometChat reads as a decision: 200, JSON, a boolean and a confidence in 0..1. */
export function isDecisionReply(reply: { statusCode: number; contentType: string; body: Buffer }): boolean {
	if (reply.statusCode !== 200 || !reply.contentType.toLowerCase().includes('application/json')) return false;
	try {
		const parsed = JSON.parse(reply.body.toString('utf8')) as Partial<ModerationDecision>;
		return (
			typeof parsed.isMatchingCondition === 'boolean' &&
			typeof parsed.confidence === 'number' &&
			parsed.confidence >= 0 &&
			parsed.confidence <= 1 &&
			(parsed.reason === undefined || typeof parsed.reason === 'string')
		);
	} catch {
		return false;
	}
}
