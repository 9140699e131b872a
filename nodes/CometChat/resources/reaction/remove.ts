import { reactionChange } from './reaction';

/** Remove: take back a user's reaction. */
export const reactionRemove = reactionChange('DELETE', {
	value: 'remove',
	name: 'Remove',
	action: 'Remove a reaction from a message',
	description: "Take back a user's emoji reaction to a CometChat message; the output is the message with its reaction counts",
});
