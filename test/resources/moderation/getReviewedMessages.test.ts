import { seedMessages } from '../../support/fake/messages';
import { makeBlocked } from '../../support/fake/moderation';
import { moderationListTests } from './listTests';
import { useModerationFake } from './moderationFake';

// GET /moderation/reviewed-messages: the OpenAPI documents no query parameters, and none are sent (checked after each test)
const fake = useModerationFake('moderation');

describe('Moderation > Get Reviewed Messages', () => {
	moderationListTests(fake, {
		operation: 'getReviewedMessages',
		path: '/moderation/reviewed-messages',
		seed: (store, count) =>
			seedMessages(fake.server, count).map((message) => {
				store.reviewed.push({ ...makeBlocked(message), status: 'rejected' });
				return message.id as string;
			}),
		key: (item) => String((item.message as { id: string }).id),
	});
});
