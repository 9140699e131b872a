import type { Resource } from '../../descriptions/operations';
import { moderationAnswerRequest } from './answerRequest';

export const moderation: Resource = { value: 'moderation', defaultOperation: 'answerRequest', operations: [moderationAnswerRequest] };
