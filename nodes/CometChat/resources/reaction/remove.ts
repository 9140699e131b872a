import { reactionChange } from './reaction';

/** Remove: take back a user's reaction. */
export const remove = reactionChange('DELETE', {
	name: 'Remove',
	value: 'remove',
	action: 'Remove a reaction from a message',
	description: "Take back a user's emoji reaction to a message; the output is the message with its reaction counts",
});
