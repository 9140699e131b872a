import type { INodeProperties } from 'n8n-workflow';
import { type ItemParameters, parameterError, requireIdentifier } from '../../../shared/validation/parameters';

/**
 * `reasonId`: a moderation reason. One definition for Moderation › Flag Message (the
 * reason given, body `reasonId`) and Moderation Reason › Get, Create, Update, Delete.
 */
export const reasonId: INodeProperties = {
	displayName: 'Reason ID',
	name: 'reasonId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. spam',
	description:
		'The ID of a moderation reason, such as "spam" or "harassment" (Moderation Reason › Get Many lists them with their names). For Moderation Reason › Create, the ID the new reason gets.',
};

export function readReasonId(context: ItemParameters): string {
	return requireIdentifier.call(context, context.getNodeParameter('reasonId'), 'Reason ID', 'reasonId', 'the ID of a moderation reason', 'spam');
}

/** `onBehalfOf` of Flag Message, which CometChat requires: the user who reports the message. */
export const flaggedBy: INodeProperties = {
	displayName: 'Flagged By',
	name: 'onBehalfOf',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-2',
	description: "The uid of the user who reports the message (the user's unique ID in CometChat). CometChat requires it.",
};

export const remark: INodeProperties = {
	displayName: 'Remark',
	name: 'remark',
	type: 'string',
	default: '',
	placeholder: 'e.g. Sent the same link five times',
	description: 'What the reporter adds for the moderators; not sent when empty',
};

/**
 * `decision` of Review Flagged Message and Review Blocked Message: one choice for both,
 * sent as the `status` each endpoint documents.
 */
export const decision: INodeProperties = {
	displayName: 'Decision',
	name: 'decision',
	type: 'options',
	options: [
		{
			name: 'Approve',
			value: 'approve',
			description: 'The message is fine: a flagged message stays visible; a blocked message is delivered now',
		},
		{
			name: 'Disapprove',
			value: 'disapprove',
			description: 'The message breaks the rules: a flagged message is hidden; a blocked message stays blocked',
		},
	],
	default: 'approve',
	description: "The moderator's decision; either way the message moves to the reviewed messages",
};

export type Decision = 'approve' | 'disapprove';

export function readDecision(context: ItemParameters): Decision {
	const value = context.getNodeParameter('decision', 'approve');
	if (value !== 'approve' && value !== 'disapprove') {
		throw parameterError(context, 'Decision', 'decision', `must be approve or disapprove, not ${JSON.stringify(value)}`);
	}
	return value;
}
