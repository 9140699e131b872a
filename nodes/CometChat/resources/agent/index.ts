import type { Resource } from '../../descriptions/operations';
import { agentAnswerRun } from './answerRun';

export { ANSWER_RUN, answerRun } from './answerRun';

export const agent: Resource = { value: 'agent', defaultOperation: 'answerRun', operations: [agentAnswerRun] };
