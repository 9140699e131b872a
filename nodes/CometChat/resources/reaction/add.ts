import { reactionChange } from './reaction';

/** Add: react to a message as a user. */
export const reactionAdd = reactionChange('POST', {
	value: 'add',
	name: 'Add',
	action: 'Add a reaction to a message',
	description: 'React to a CometChat message with an emoji as a user; the output is the message with its reaction counts',
});
