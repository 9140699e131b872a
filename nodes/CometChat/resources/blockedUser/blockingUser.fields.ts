import type { INodeProperties } from 'n8n-workflow';
import { type ItemParameters, requireIdentifier } from '../../../shared/validation/parameters';

/** The user whose blocks are read or changed: a plain string `uid` (the contract keeps it so). */
export const blockingUser: INodeProperties = {
	displayName: 'User ID',
	name: 'uid',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-1',
	description:
		"The uid of the user whose blocks to list or change: the user's unique ID in CometChat, set when the user was created (User › Get Many lists them)",
};

export function readBlockingUid(context: ItemParameters): string {
	return requireIdentifier.call(context, context.getNodeParameter('uid'), 'User ID', 'uid', 'the uid of a user');
}
