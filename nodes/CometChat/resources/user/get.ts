import { routing, setPath } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { readUid, userLocator } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';

export const userGet: OperationDefinition = {
	option: {
		name: 'Get',
		value: 'get',
		action: 'Get a user',
		description: 'Get the profile of one user by uid',
		routing: routing({ method: 'GET', path: '/users/{uid}', postReceive: [unwrapData] }, async function (requestData, send) {
			setPath(requestData, { uid: readUid(this) });
			return await send(requestData);
		}),
	},
	fields: [userLocator({ description: 'The user to get' })],
};
