import type { IDataObject } from 'n8n-workflow';
import { routedRequest } from '../../../shared/transport/routedRequest';
import { unwrapData } from '../../../shared/transport/unwrap';
import { buildMessageBody } from './buildMessageBody';

/** Send: builds and checks the body for this item, then sends it once. */
export const sendMessage = routedRequest(async function (requestData, send) {
	const { body, onBehalfOf } = buildMessageBody.call(this, (requestData.options.body ?? {}) as IDataObject);
	requestData.options.body = body;
	if (onBehalfOf) requestData.options.headers = { ...requestData.options.headers, onBehalfOf };
	return await send(requestData);
});

/**
 * The created message: the response's `data` object. Anything else (the reply to several
 * receivers is not documented) is passed through as `{ data }`, still one item per input.
 */
export const unwrapMessage = unwrapData;
