import { changeBlocks } from './changeBlocks';

export const blockedUserUnblock = changeBlocks('unblock');
