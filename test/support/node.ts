import type { INode } from 'n8n-workflow';

export const NODE_TYPE = 'n8n-nodes-cometchat.cometChat';
export const NODE_NAME = 'CometChat';

/** The CometChat node as a saved workflow holds it, with its credential; `extra` changes it. */
export function cometChatNode(extra: Partial<INode> = {}): INode {
	return {
		id: 'cometchat-node',
		name: NODE_NAME,
		type: NODE_TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { cometChatApi: { id: '1', name: 'CometChat account' } },
		...extra,
	};
}
