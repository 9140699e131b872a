import { reviewMessage } from './review';

/**
 * `PATCH /moderation/blocked-messages/{id}`: CometChat documents this URL twice, to
 * approve (`{"status": "approved"}`) and to review (`{"status": "approved" | "rejected",
 * "reviewed": true}`, both fields required). The body sent satisfies both.
 */
export const moderationReviewBlockedMessage = reviewMessage(
	'blocked-messages',
	{
		value: 'reviewBlockedMessage',
		name: 'Approve or Review Blocked Message',
		action: 'Approve or review a blocked message',
		description:
			'Decide on a CometChat message a moderation rule blocked: Approve delivers it now (late, possibly out of context), Disapprove keeps it blocked; either way it moves to the reviewed messages',
	},
	(decision) => ({ status: decision === 'approve' ? 'approved' : 'rejected', reviewed: true }),
);
