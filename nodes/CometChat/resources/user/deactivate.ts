import { changeActivation } from './activation';

export const userDeactivate = changeActivation('DELETE', {
	value: 'deactivate',
	name: 'Deactivate',
	action: 'Deactivate users',
	description: 'Deactivate CometChat users, several at once: they can no longer log in and leave the user lists, their data is kept. Outputs the deactivated uids.',
});
