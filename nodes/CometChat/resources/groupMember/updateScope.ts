import { routing, setPath } from '../../../shared/transport/routing';
import { unwrapData } from '../../../shared/transport/unwrap';
import { parameterError } from '../../../shared/validation/parameterError';
import { groupLocator, readGuid, readUid, userLocator } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';
import { scopeOptions } from './scopes';

export const groupMemberUpdateScope: OperationDefinition = {
	option: {
		name: 'Update Scope',
		value: 'updateScope',
		action: "Change a group member's scope",
		description: 'Make a member a participant, moderator or admin of the group',
		routing: routing(
			{ method: 'PUT', path: '/groups/{guid}/members/{uid}', postReceive: [unwrapData] },
			async function (requestData, send) {
				setPath(requestData, { guid: readGuid(this), uid: readUid(this, 'Member') });
				const scope = String(this.getNodeParameter('scope', 'participant'));
				if (!scopeOptions.some((option) => option.value === scope)) {
					throw parameterError(this, 'Scope', 'scope', `must be participant, moderator or admin, not "${scope}"`);
				}
				requestData.options.body = { scope };
				return await send(requestData);
			},
		),
	},
	fields: [
		groupLocator({ description: 'The group the member belongs to' }),
		userLocator({ displayName: 'Member', description: 'The member whose scope to change' }),
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'options',
			options: scopeOptions,
			default: 'participant',
			description: 'The new scope of the member',
		},
	],
};
