import type { Resource } from '../../descriptions/operations';
import { groupMemberAdd } from './add';
import { groupMemberGetAll } from './getAll';
import { groupMemberRemove } from './remove';
import { groupMemberUpdateScope } from './updateScope';

export const groupMember: Resource = {
	value: 'groupMember',
	label: 'Group Member',
	defaultOperation: 'add',
	operations: [groupMemberAdd, groupMemberGetAll, groupMemberUpdateScope, groupMemberRemove],
};
