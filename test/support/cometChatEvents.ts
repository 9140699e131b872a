/**
 * CometChat v2 webhook deliveries as CometChat sends them, one per event family of
 * /work/shared/spec/cometchat-webhooks.md (payload shapes from CometChat's docs; values invented).
 */
export type CometChatEventBody = Record<string, unknown> & { trigger: string; data: Record<string, unknown> };

const envelope = (trigger: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}): CometChatEventBody => ({
	trigger,
	data,
	appId: 'APP',
	region: 'us',
	webhook: 'n8n',
	...extra,
});

const user = (uid: string, name: string) => ({ uid, name, status: 'available', role: 'default', lastActiveAt: 1700000000 });

export function messageSent(id = '41', over: { sender?: string; receiver?: string; receiverType?: 'user' | 'group'; text?: string; category?: string; type?: string } = {}): CometChatEventBody {
	const sender = over.sender ?? 'u1';
	const receiver = over.receiver ?? 'u2';
	const receiverType = over.receiverType ?? 'user';
	const conversationId = receiverType === 'group' ? `group_${receiver}` : `${sender}_user_${receiver}`;
	return envelope('message_sent', {
		message: {
			id,
			conversationId,
			sender,
			receiverType,
			receiver,
			category: over.category ?? 'message',
			type: over.type ?? 'text',
			data: {
				text: over.text ?? 'hello',
				entities: {
					sender: { entity: user(sender, 'Ana'), entityType: 'user' },
					receiver: { entity: { ...user(receiver, 'Ben'), conversationId }, entityType: receiverType },
				},
			},
			sentAt: 1700000100,
			updatedAt: 1700000100,
		},
	});
}

export const messageEdited = (): CometChatEventBody =>
	envelope('message_edited', {
		message: {
			id: '42', conversationId: 'u1_user_u2', sender: 'u1', receiverType: 'user', receiver: 'u2', category: 'action', type: 'message',
			data: {
				action: 'edited',
				entities: {
					by: { entity: user('u1', 'Ana'), entityType: 'user' },
					on: { entity: { id: '41', conversationId: 'u1_user_u2', sender: 'u1', receiverType: 'user', receiver: 'u2', category: 'message', type: 'text', data: { text: 'hello again' }, sentAt: 1700000100, editedAt: 1700000200, editedBy: 'u1' }, entityType: 'message' },
				},
			},
			sentAt: 1700000200, updatedAt: 1700000200,
		},
	});

export const messageDeleted = (): CometChatEventBody =>
	envelope('message_deleted', {
		message: {
			id: '43', conversationId: 'u1_user_u2', sender: 'u1', receiverType: 'user', receiver: 'u2', category: 'action', type: 'message',
			data: { action: 'deleted', entities: { by: { entity: { uid: 'u1', name: 'Ana' }, entityType: 'user' }, on: { entity: { id: '41', conversationId: 'u1_user_u2', deletedAt: 1700000300, deletedBy: 'u1' }, entityType: 'message' } } },
			sentAt: 1700000300, updatedAt: 1700000300,
		},
	});

export const reactionAdded = (): CometChatEventBody =>
	envelope('message_reaction_added', { reaction: { id: '9', messageId: '41', reaction: '👍', uid: 'u2', reactedAt: 1700000400, reactedBy: { uid: 'u2', name: 'Ben' } } });

export const reactionRemoved = (): CometChatEventBody =>
	envelope('message_reaction_removed', { reaction: { id: '9', messageId: '41', reaction: '👍', uid: 'u2', reactedAt: 1700000450, reactedBy: { uid: 'u2', name: 'Ben' } } });

export const userBlocked = (): CometChatEventBody => envelope('user_blocked', { users: { u2: { uid: 'u2', name: 'Ben' } }, by: { uid: 'u1', name: 'Ana' } });

export const userUnblocked = (): CometChatEventBody => envelope('user_unblocked', { users: { u2: { uid: 'u2', name: 'Ben' } }, by: { uid: 'u1', name: 'Ana' } });

const hikers = { guid: 'g1', name: 'Hikers', type: 'public', membersCount: 2, conversationId: 'group_g1', createdAt: 1690000000, owner: 'u1', updatedAt: 1700000500, onlineMembersCount: 1 };

export const groupMemberJoined = (): CometChatEventBody => envelope('group_member_joined', { members: { u2: user('u2', 'Ben') }, group: hikers });

export const groupMemberAdded = (): CometChatEventBody =>
	envelope('group_member_added', { group: { ...hikers, membersCount: 3 }, members: { u3: { ...user('u3', 'Cy'), conversationId: 'u1_user_u3' } }, by: user('u1', 'Ana') });

export const userMentioned = (): CometChatEventBody => {
	const event = messageSent('44', { text: 'hi <@uid:u3>' });
	return { ...event, trigger: 'user_mentioned', data: { ...event.data, mentions: { u3: user('u3', 'Cy') } } };
};

export const readReceipt = (): CometChatEventBody =>
	envelope('message_read_receipt', { body: { action: 'read', messageId: '41', user: user('u2', 'Ben'), timestamp: 1700000600 } });

export const moderationBlocked = (): CometChatEventBody => {
	const event = messageSent('45', { text: 'bad words' });
	return { ...event, trigger: 'moderation_engine_blocked', data: { ...event.data, moderation: { status: 'blocked' } } };
};

export const callEnded = (): CometChatEventBody =>
	envelope('call_ended', { sessionId: 'v1.us.APP.session-1', initiator: user('u1', 'Ana'), participants: [user('u1', 'Ana'), user('u2', 'Ben')], endedAt: 1700000700 }, { type: 'call' });

export const meetingStarted = (): CometChatEventBody =>
	envelope('meeting_started', { sessionId: 'v1.us.APP.meet-1', group: hikers, startedAt: 1700000800 }, { type: 'meet' });

/** One delivery per event family. */
export const everyFamily = (): CometChatEventBody[] => [
	messageSent(), messageEdited(), messageDeleted(), reactionAdded(), reactionRemoved(), userMentioned(), userBlocked(), userUnblocked(),
	groupMemberJoined(), groupMemberAdded(), readReceipt(), moderationBlocked(), callEnded(), meetingStarted(),
];
