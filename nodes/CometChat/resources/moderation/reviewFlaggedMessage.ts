import { reviewMessage } from './review';

/** `PATCH /moderation/flagged-messages/{id}` with `{"status": "approved" | "disapproved"}`. */
export const moderationReviewFlaggedMessage = reviewMessage(
	'flagged-messages',
	{
		value: 'reviewFlaggedMessage',
		name: 'Review Flagged Message',
		action: 'Review a flagged message',
		description:
			'Decide on a CometChat message users flagged: Approve keeps it visible, Disapprove hides it; either way it leaves the flagged messages for the reviewed ones',
	},
	(decision) => ({ status: decision === 'approve' ? 'approved' : 'disapproved' }),
);
