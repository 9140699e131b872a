import { seedMessages } from '../../support/fake/messages';
import { makeBlocked } from '../../support/fake/moderation';
import { moderationListTests } from './listTests';
import { useModerationFake } from './moderationFake';

// GET /moderation/blocked-messages: the OpenAPI documents no query parameters, and none are sent (checked after each test)
const fake = useModerationFake('moderation');

describe('Moderation > Get Blocked Messages', () => {
	moderationListTests(fake, {
		operation: 'getBlockedMessages',
		path: '/moderation/blocked-messages',
		seed: (store, count) =>
			seedMessages(fake.server, count).map((message) => {
				store.blocked.set(message.id as string, makeBlocked(message));
				return message.id as string;
			}),
		key: (item) => String((item.message as { id: string }).id),
	});
});
