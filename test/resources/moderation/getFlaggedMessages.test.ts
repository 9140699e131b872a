import { moderationListTests } from './listTests';
import { seedFlagged, useModerationFake } from './moderationFake';

// GET /moderation/flagged-messages: the OpenAPI documents no query parameters, and none are sent (checked after each test)
const fake = useModerationFake('moderation');

describe('Moderation > Get Flagged Messages', () => {
	moderationListTests(fake, {
		operation: 'getFlaggedMessages',
		path: '/moderation/flagged-messages',
		seed: (store, count) => seedFlagged(fake.server, store, count),
		key: (item) => String(item.id),
	});
});
