import type { INodeProperties } from 'n8n-workflow';

/**
 * The notice of the two operations that answer the request that started the execution
 * (Answer Moderation Request, Answer Agent Run): one definition, as RoutingNode visits
 * every top-level property for every item, whatever the operation.
 */
export const answerNotice: INodeProperties = {
	displayName:
		"Answers the request of the CometChat Trigger that started this execution. A moderation request (Listen For: Moderation Requests): CometChat waits at most 2 seconds; the trigger's On Timeout or Error answer goes out if this node comes too late or is not reached. An agent run (Listen For: Agent Runs): AG-UI events over text/event-stream, sent as one whole stream when this node runs; put the node after the AI Agent, not as its tool.",
	name: 'answerNotice',
	type: 'notice',
	default: '',
};
