import { makeRule } from '../../support/fake/moderation';
import { moderationListTests } from '../moderation/listTests';
import { useModerationFake } from '../moderation/moderationFake';

// GET /moderation/rules: `limit` is the one query parameter the OpenAPI documents (type string), sent as the items wanted (checked after each test)
const fake = useModerationFake('moderationRule');

describe('Moderation Rule > Get Many', () => {
	moderationListTests(fake, {
		operation: 'getAll',
		path: '/moderation/rules',
		sendsLimit: true,
		seed: (store, count) =>
			Array.from({ length: count }, (_, i) => {
				store.rules.set(`rule-${i}`, makeRule(`rule-${i}`));
				return `rule-${i}`;
			}),
		key: (item) => String(item.id),
	});
});
