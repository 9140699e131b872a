import { makeReason } from '../../support/fake/moderation';
import { moderationListTests } from '../moderation/listTests';
import { useModerationFake } from '../moderation/moderationFake';

// GET /moderation/reasons: the OpenAPI documents no query parameters, and none are sent (checked after each test)
const fake = useModerationFake('moderationReason');

describe('Moderation Reason > Get Many', () => {
	moderationListTests(fake, {
		operation: 'getAll',
		path: '/moderation/reasons',
		seed: (store, count) =>
			Array.from({ length: count }, (_, i) => {
				store.reasons.set(`reason-${i}`, makeReason(`reason-${i}`));
				return `reason-${i}`;
			}),
		key: (item) => String(item.id),
	});
});
