import type { Resource } from '../../descriptions/operations';
import { agentAnswerRun, ANSWER_RUN } from './answerRun';

export { ANSWER_RUN, answerRun } from './answerRun';

// Answer Agent Run answers the run that started the workflow: no AI Agent tool, and so the
// tool's Resource selector leaves Agent out
export const agent: Resource = { value: 'agent', label: 'Agent', defaultOperation: 'answerRun', operations: [agentAnswerRun], notAsTool: [ANSWER_RUN] };
