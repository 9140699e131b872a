import type { INodeProperties } from 'n8n-workflow';

/**
 * The notice of the two operations that answer the request that started the execution
 * (Answer Moderation Request, Answer Agent Run): one definition, as RoutingNode visits
 * every top-level property for every item, whatever the operation.
 */
export const answerNotice: INodeProperties = {
	displayName:
		"This node answers the request of the CometChat Trigger that started this execution; put it in the workflow (after an AI Agent, never as its tool). Answer Moderation Request (Listen For: Moderation Requests): CometChat waits at most 2 seconds, and the trigger's On Timeout or Error answer goes out if this node comes too late or is not reached. Answer Agent Run (Listen For: Agent Runs): the text goes back as AG-UI events over text/event-stream, one whole stream when this node runs.",

	name: 'answerNotice',
	type: 'notice',
	default: '',
};
