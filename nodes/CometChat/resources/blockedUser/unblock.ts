import { changeBlocks } from './changeBlocks';

export const blockedUserUnblock = changeBlocks('DELETE', {
	value: 'unblock',
	name: 'Unblock',
	action: 'Unblock users',
	description: 'Unblock users a CometChat user had blocked. Outputs success per uid.',
});
