import { makeKeywordList } from '../../support/fake/moderation';
import { moderationListTests } from '../moderation/listTests';
import { useModerationFake } from '../moderation/moderationFake';

// GET /moderation/keywords: the OpenAPI documents no query parameters, and none are sent (checked after each test)
const fake = useModerationFake('moderationKeywordList');

describe('Moderation Keyword List > Get Many', () => {
	moderationListTests(fake, {
		operation: 'getAll',
		path: '/moderation/keywords',
		seed: (store, count) =>
			Array.from({ length: count }, (_, i) => {
				store.keywordLists.set(`list-${i}`, makeKeywordList(`list-${i}`));
				return `list-${i}`;
			}),
		key: (item) => String(item.id),
	});
});
