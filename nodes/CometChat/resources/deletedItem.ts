import type { IDataObject } from 'n8n-workflow';
import type { CometChatAnswer } from '../../shared/transport/cometChatRequest';

/**
 * The item of an operation whose answer is only a success message (delete, remove, ban,
 * unban): what it did, to which ids, and the server's own message, e.g.
 * `{ "deleted": true, "uid": "ana", "message": "…" }`.
 */
export function deletedItem(answer: CometChatAnswer, what: IDataObject, flag: 'deleted' | 'removed' | 'banned' | 'unbanned' = 'deleted'): IDataObject {
	const message = (answer.data as IDataObject | undefined)?.message;
	return { [flag]: true, ...what, ...(typeof message === 'string' ? { message } : {}) };
}
