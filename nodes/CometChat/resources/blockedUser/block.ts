import { changeBlocks } from './changeBlocks';

export const blockedUserBlock = changeBlocks('block');
