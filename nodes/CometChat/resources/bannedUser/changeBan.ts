import { fillPath, type Operation } from '../../../shared/operation';
import { readGuid, readUid } from '../../descriptions/locators';
import { groupLocator, userLocator } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';

type Texts = Pick<Operation, 'value' | 'name' | 'action' | 'description'>;

/** Ban and Unban: `POST` / `DELETE /groups/{guid}/bannedusers/{uid}`, no body; the item says what was done. */
export function changeBan(method: 'POST' | 'DELETE', texts: Texts): Operation {
	return {
		resource: 'bannedUser',
		...texts,
		fields: [groupLocator, userLocator],
		returns: 'object',
		request: (ctx) => ({ method, path: fillPath('/groups/{guid}/bannedusers/{uid}', { guid: readGuid(ctx), uid: readUid(ctx) }) }),
		output: (ctx, response) => outcomeItem(method === 'POST' ? 'banned' : 'unbanned', { guid: readGuid(ctx), uid: readUid(ctx) }, response),
	};
}
