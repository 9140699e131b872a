import { fillPath, type Operation } from '../../../shared/operation';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';

export const userGet: Operation = {
	resource: 'user',
	value: 'get',
	name: 'Get',
	action: 'Get a user',
	description: 'Get the profile of one CometChat user by uid: name, avatar, status, role, metadata, tags',
	fields: [userLocator],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/users/{uid}', { uid: readUid(ctx) }) }),
};
