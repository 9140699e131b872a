import { changeBan } from './changeBan';

export const bannedUserBan = changeBan('POST', {
	value: 'ban',
	name: 'Ban',
	action: 'Ban a user from a group',
	description: 'Ban a user from a CometChat group: they leave it and cannot join again until unbanned',
});
