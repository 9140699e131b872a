import type { FakeCometChat } from '../support/fakeCometChat';
import { seedMessages } from '../support/fake/messages';
import { makeUser } from '../support/fake/users';

/** The conversation ids CometChat gives these conversations. */
export const WITH_CUSTOMER_1 = 'agent_user_customer-1';
export const WITH_CUSTOMER_2 = 'agent_user_customer-2';
export const SUPPORT_GROUP = 'group_support';

/**
 * The conversations of `agent`: three messages from customer-1 and the agent's answer,
 * one message from customer-2, and two messages in the group `support` the agent is a
 * member of; customer-1 and the group are tagged.
 */
export function seedConversations(fake: FakeCometChat): Record<'customer1' | 'customer2' | 'group', ReturnType<typeof seedMessages>> {
	fake.users.set('agent', makeUser('agent'));
	fake.users.set('customer-1', makeUser('customer-1', { tags: ['premium'] }));
	fake.users.set('customer-2', makeUser('customer-2'));
	fake.groups.set('support', { guid: 'support', name: 'Support', type: 'public', tags: ['vip'] });
	fake.groupMembers.set('support', new Map([['agent', { uid: 'agent', scope: 'participant' }]]));
	const customer1 = [
		...seedMessages(fake, 3, { receiverType: 'user', sender: 'customer-1', receiver: 'agent', text: (i) => `question ${i + 1}` }),
		...seedMessages(fake, 1, { receiverType: 'user', sender: 'agent', receiver: 'customer-1', text: () => 'answer' }),
	];
	const customer2 = seedMessages(fake, 1, { receiverType: 'user', sender: 'customer-2', receiver: 'agent', text: () => 'hello' });
	const group = seedMessages(fake, 2, { receiverType: 'group', sender: 'customer-1', receiver: 'support', text: (i) => `group ${i + 1}` });
	return { customer1, customer2, group };
}
