import { reactionChange } from './reaction';

/** Add: react to a message as a user. */
export const add = reactionChange('POST', {
	name: 'Add',
	value: 'add',
	action: 'Add a reaction to a message',
	description: 'React to a message with an emoji as a user; the output is the message with its reaction counts',
});
