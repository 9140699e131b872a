import { routing, setPath } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { groupLocator, readGuid } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';

export const groupGet: OperationDefinition = {
	option: {
		name: 'Get',
		value: 'get',
		action: 'Get a group',
		description: 'Get one group by guid: name, type, owner, member count, tags',
		routing: routing({ method: 'GET', path: '/groups/{guid}', postReceive: [unwrapData] }, async function (requestData, send) {
			setPath(requestData, { guid: readGuid(this) });
			return await send(requestData);
		}),
	},
	fields: [groupLocator({ description: 'The group to get' })],
};
