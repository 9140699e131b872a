import { fillPath, type Spec, defineResource, readGuid, readUid, optionsField, byPage, limit, returnAll, groupLocator, userLocator, outcomeItem } from './parts';

/** Ban and Unban: `POST` / `DELETE /groups/{guid}/bannedusers/{uid}`, no body; the item says what was done. */
const changeBan = (method: 'POST' | 'DELETE'): Pick<Spec, 'fields' | 'request' | 'output'> => ({
	fields: [groupLocator, userLocator],
	request: (ctx) => ({ method, path: fillPath('/groups/{guid}/bannedusers/{uid}', { guid: readGuid(ctx), uid: readUid(ctx) }) }),
	output: (ctx, response) => outcomeItem(method === 'POST' ? 'banned' : 'unbanned', { guid: readGuid(ctx), uid: readUid(ctx) }, response),
});

export const bannedUser = defineResource('bannedUser', 'ban', {
	ban: {
		...changeBan('POST'),
		action: 'Ban a user from a group',
		description: 'Ban a user from a CometChat group: they leave it and cannot join again until unbanned',
	},
	getAll: {
		action: 'Get many banned users of a group',
		description: 'List the users banned from a CometChat group, with their uids',
		fields: [groupLocator, returnAll, limit, optionsField],
		request: (ctx) => ({ method: 'GET', path: fillPath('/groups/{guid}/bannedusers', { guid: readGuid(ctx) }) }),
		paging: byPage,
	},
	unban: {
		...changeBan('DELETE'),
		action: 'Unban a user from a group',
		description: 'Lift the ban of a user from a CometChat group, so that they may join it again',
	},
});
