import type { CustomOperation } from '../../../../shared/operation';
import { answerRequestFields } from './fields';

export { answerRequest } from './execute';

/** The operation value saved in workflows. */
export const ANSWER_REQUEST = 'answerRequest';

/** Moderation > Answer Moderation Request: n8n runs it itself (`customOperations`), see execute.ts. */
export const moderationAnswerRequest: CustomOperation = {
	resource: 'moderation',
	value: ANSWER_REQUEST,
	name: 'Answer Moderation Request',
	action: 'Answer a moderation request',
	description: "Answer CometChat's Custom API moderation request that started this workflow with the workflow's decision",
	fields: answerRequestFields,
};
