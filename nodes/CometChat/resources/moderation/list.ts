import { readPageWindow } from '../../../shared/paging';
import type { Operation } from '../../../shared/operation';
import { limit, returnAll } from '../../descriptions/paging.fields';

type Texts = Pick<Operation, 'resource' | 'value' | 'name' | 'action' | 'description'>;

/**
 * A Get Many of CometChat's moderation service (`GET /moderation/...`). These lists
 * document no page number and no cursor: the answer is one page whose `meta.current`
 * says its size (`limit`, `count`). So the list is read in one request (asking for the
 * items wanted where the endpoint takes `limit`) and stops there; a cursor the server
 * might add is not followed, since nothing documents how to send it back.
 */
export function moderationList(texts: Texts, path: string, sizeParameter?: 'limit'): Operation {
	return {
		...texts,
		fields: [returnAll, limit],
		returns: 'list',
		request: () => ({ method: 'GET', path }),
		paging: (ctx) => ({ by: 'cursor', window: readPageWindow.call(ctx), cursorParameters: [], ...(sizeParameter ? { sizeParameter } : {}) }),
	};
}

