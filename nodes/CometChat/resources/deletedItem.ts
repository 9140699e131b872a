import type { IDataObject } from 'n8n-workflow';
import type { CometChatAnswer } from '../../shared/transport/cometChatRequest';

/**
 * The item of a delete (or remove) operation: what was deleted, by its ids, and the
 * server's own message, e.g. `{ "deleted": true, "uid": "ana", "message": "…" }`.
 */
export function deletedItem(answer: CometChatAnswer, what: IDataObject, flag: 'deleted' | 'removed' = 'deleted'): IDataObject {
	const message = (answer.data as IDataObject | undefined)?.message;
	return { [flag]: true, ...what, ...(typeof message === 'string' ? { message } : {}) };
}
