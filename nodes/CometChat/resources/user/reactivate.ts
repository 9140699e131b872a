import { changeActivation } from './activation';

export const userReactivate = changeActivation('PUT', {
	value: 'reactivate',
	name: 'Reactivate',
	action: 'Reactivate users',
	description: 'Reactivate deactivated CometChat users, several at once, with their data as it was. Outputs the reactivated uids.',
});
