import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { parameterError, parseUidList } from '../../../shared/validation/parameters';
import { readGuid } from '../../descriptions/locators';
import { groupLocator } from '../../descriptions/parameters';

/** CometChat adds at most 25 users per request, across all scopes. */
const MAX_MEMBERS_PER_REQUEST = 25;

const LISTS = [
	{ name: 'participants', label: 'Participants' },
	{ name: 'moderators', label: 'Moderators' },
	{ name: 'admins', label: 'Admins' },
] as const;

const lists = LISTS.map(
	({ name, label }): INodeProperties => ({
		displayName: label,
		name,
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1, cometchat-uid-2',
		description: `The uids of the users to add as ${name}. Comma-separated, or an array from an expression. At most ${MAX_MEMBERS_PER_REQUEST} users in all three lists together.`,
	}),
);

export const groupMemberAdd: Operation = {
	resource: 'groupMember',
	value: 'add',
	name: 'Add',
	action: 'Add members to a group',
	description: 'Add CometChat users to a group as participants, moderators or admins. Outputs success per uid and scope.',
	fields: [groupLocator, ...lists],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/groups/{guid}/members', { guid: readGuid(ctx) });
		const body: IDataObject = {};
		let count = 0;
		for (const { name, label } of LISTS) {
			const uids = parseUidList(ctx, ctx.getNodeParameter(name, ''), label, name, MAX_MEMBERS_PER_REQUEST, { allowEmpty: true });
			if (uids.length) body[name] = uids;
			count += uids.length;
		}
		if (count === 0) {
			throw parameterError(ctx, 'Participants', 'participants', 'is empty, and so are Moderators and Admins', 'Give at least one uid to add.');
		}
		if (count > MAX_MEMBERS_PER_REQUEST) {
			throw parameterError(ctx, 'Participants', 'participants', `and the other lists hold ${count} uids together; CometChat adds at most ${MAX_MEMBERS_PER_REQUEST} in one request`, 'Split the users over several items.');
		}
		return { method: 'POST', path, body };
	},
};
