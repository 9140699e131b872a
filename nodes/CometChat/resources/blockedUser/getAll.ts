import type { IDataObject } from 'n8n-workflow';
import { pagedList } from '../../shared/paging/pagedList';
import { routedRequest } from '../../shared/transport/routedRequest';
import { requireIdentifier } from '../../shared/validation/identifiers';

export const DEFAULT_PAGE_SIZE = 100;

/** Get Many blocked users: checks the uid, then reads as many pages as needed. */
export const listBlockedUsers = routedRequest(async function (requestData, send) {
	const uid = requireIdentifier.call(this, this.getNodeParameter('uid'), 'User ID', 'uid');
	const returnAll = this.getNodeParameter('returnAll', false) as boolean;
	const limit = returnAll ? 0 : Number(this.getNodeParameter('limit', 50));
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const pageSize = Number(options.perPage ?? DEFAULT_PAGE_SIZE);
	requestData.options.url = `/users/${encodeURIComponent(uid)}/blockedusers`;
	return await pagedList.call(this, requestData, send, { returnAll, limit, pageSize });
});
