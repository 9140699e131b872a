import { itemKey, pagedList } from '../../../shared/paging/pagedList';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import { routing, setPath } from '../../../shared/transport/routing';
import { optionsCollection } from '../../descriptions/collections.fields';
import { readUid, userLocator } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';
import { pageSizeOption, returnAllOrLimit } from '../../descriptions/paging.fields';

/** Tokens of one user share the uid: tell them apart by the token. */
const tokenKey = (item: unknown) => {
	const token = (item as { authToken?: unknown } | null)?.authToken;
	return typeof token === 'string' ? `token:${token}` : itemKey(item);
};

export const authTokenGetAll: OperationDefinition = {
	option: {
		name: 'Get Many',
		value: 'getAll',
		action: 'Get many auth tokens',
		description: "List a user's auth tokens (each with authToken, createdAt and, where known, platform and app info)",
		routing: routing({ method: 'GET', path: '/users/{uid}/auth_tokens' }, async function (requestData, send) {
			setPath(requestData, { uid: readUid(this) });
			return await pagedList.call(this, requestData, send, readPageWindow.call(this), tokenKey);
		}),
	},
	fields: [
		userLocator({ description: 'The user whose auth tokens to list' }),
		...returnAllOrLimit,
		optionsCollection([pageSizeOption('tokens')]),
	],
};
