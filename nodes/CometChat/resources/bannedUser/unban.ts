import { changeBan } from './changeBan';

export const bannedUserUnban = changeBan('DELETE', {
	value: 'unban',
	name: 'Unban',
	action: 'Unban a user from a group',
	description: 'Lift the ban of a user from a CometChat group, so that they may join it again',
});
