import { changeBlocks } from './changeBlocks';

export const blockedUserBlock = changeBlocks('POST', {
	value: 'block',
	name: 'Block',
	action: 'Block users',
	description: 'Block users for a CometChat user: no more messages between them. Outputs success per uid.',
});
