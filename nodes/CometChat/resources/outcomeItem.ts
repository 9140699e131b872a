import type { IDataObject } from 'n8n-workflow';
import type { Envelope } from '../../shared/transport/request';

/** What an operation did, where its item is that instead of CometChat's data. */
type Outcome = 'deleted' | 'removed' | 'banned' | 'unbanned' | 'reset' | 'reviewed' | 'flagged';

/**
 * The item of an operation whose answer is only a success message (delete, remove, ban,
 * reset, review, flag): what it did, to which ids, and the server's own message where
 * there is one, e.g. `{ "deleted": true, "uid": "ana", "message": "…" }`.
 */
export function outcomeItem(outcome: Outcome, what: IDataObject, response?: Envelope): IDataObject {
	const message = (response?.data as IDataObject | undefined)?.message;
	return { [outcome]: true, ...what, ...(typeof message === 'string' ? { message } : {}) };
}
