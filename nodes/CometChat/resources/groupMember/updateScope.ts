import { fillPath, type Operation } from '../../../shared/operation';
import { parameterError } from '../../../shared/validation/parameters';
import { readGuid, readUid } from '../../descriptions/locators';
import { groupLocator, userLocator } from '../../descriptions/parameters';
import { scopeOptions } from './scopes';

export const groupMemberUpdateScope: Operation = {
	resource: 'groupMember',
	value: 'updateScope',
	name: 'Update Scope',
	action: "Change a group member's scope",
	description: 'Make a member of a CometChat group a participant, moderator or admin of it',
	fields: [
		groupLocator,
		userLocator,
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'options',
			options: scopeOptions,
			default: 'participant',
			description: 'The new scope of the member',
		},
	],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/groups/{guid}/members/{uid}', { guid: readGuid(ctx), uid: readUid(ctx) });
		const scope = String(ctx.getNodeParameter('scope', 'participant'));
		if (!scopeOptions.some((option) => option.value === scope)) {
			throw parameterError(ctx, 'Scope', 'scope', `must be participant, moderator or admin, not "${scope}"`);
		}
		return { method: 'PUT', path, body: { scope } };
	},
};
