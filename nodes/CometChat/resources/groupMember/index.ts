import { resourceDescription } from '../../descriptions/operations';
import { groupMemberAdd } from './add';
import { groupMemberGetAll } from './getAll';
import { groupMemberRemove } from './remove';
import { groupMemberUpdateScope } from './updateScope';

export const groupMemberDescription = resourceDescription(
	'groupMember',
	[groupMemberAdd, groupMemberGetAll, groupMemberUpdateScope, groupMemberRemove],
	'add',
);
