import { fillPath, type Operation, readGuid, readUid, type Resource, optionsField, byPage, limit, returnAll, groupLocator, userLocator, outcomeItem, type OperationTexts } from './parts';

/** Ban and Unban: `POST` / `DELETE /groups/{guid}/bannedusers/{uid}`, no body; the item says what was done. */
function changeBan(method: 'POST' | 'DELETE', texts: OperationTexts): Operation {
	return {
		resource: 'bannedUser',
		...texts,
		fields: [groupLocator, userLocator],
		returns: 'object',
		request: (ctx) => ({ method, path: fillPath('/groups/{guid}/bannedusers/{uid}', { guid: readGuid(ctx), uid: readUid(ctx) }) }),
		output: (ctx, response) => outcomeItem(method === 'POST' ? 'banned' : 'unbanned', { guid: readGuid(ctx), uid: readUid(ctx) }, response),
	};
}

export const bannedUserBan = changeBan('POST', {
	value: 'ban',
	name: 'Ban',
	action: 'Ban a user from a group',
	description: 'Ban a user from a CometChat group: they leave it and cannot join again until unbanned',
});

export const bannedUserGetAll: Operation = {
	resource: 'bannedUser',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many banned users of a group',
	description: 'List the users banned from a CometChat group, with their uids',
	fields: [groupLocator, returnAll, limit, optionsField],
	returns: 'list',
	request: (ctx) => ({ method: 'GET', path: fillPath('/groups/{guid}/bannedusers', { guid: readGuid(ctx) }) }),
	paging: byPage,
};

export const bannedUserUnban = changeBan('DELETE', {
	value: 'unban',
	name: 'Unban',
	action: 'Unban a user from a group',
	description: 'Lift the ban of a user from a CometChat group, so that they may join it again',
});

export const bannedUser: Resource = { value: 'bannedUser', label: 'Banned User', defaultOperation: 'ban', operations: [bannedUserBan, bannedUserGetAll, bannedUserUnban] };
