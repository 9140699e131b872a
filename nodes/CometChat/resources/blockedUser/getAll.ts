import type { IDataObject } from 'n8n-workflow';
import { pagedList } from '../../../shared/paging/pagedList';
import { routedRequest } from '../../../shared/transport/routedRequest';
import { requireIdentifier } from '../../../shared/validation/identifiers';
import { wholeNumber } from '../../../shared/validation/numbers';

export const DEFAULT_PAGE_SIZE = 100;
/** The largest page CometChat documents for its list endpoints. */
export const MAX_PAGE_SIZE = 1000;

/** Get Many blocked users: checks the uid, limit and page size, then reads as many pages as needed. */
export const listBlockedUsers = routedRequest(async function (requestData, send) {
	const uid = requireIdentifier.call(this, this.getNodeParameter('uid'), 'User ID', 'uid', 'the uid of a user');
	const returnAll = this.getNodeParameter('returnAll', false) as boolean;
	const limit = returnAll ? 0 : wholeNumber(this, this.getNodeParameter('limit', 50), 'Limit', 'limit', 1);
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const pageSize =
		options.perPage === undefined
			? DEFAULT_PAGE_SIZE
			: wholeNumber(this, options.perPage, 'Page Size', 'options.perPage', 1, MAX_PAGE_SIZE);
	requestData.options.url = `/users/${encodeURIComponent(uid)}/blockedusers`;
	return await pagedList.call(this, requestData, send, { returnAll, limit, pageSize });
});
