/** The operation value n8n's waiting webhooks look for (n8n-workflow's SEND_AND_WAIT_OPERATION). */
export const SEND_AND_WAIT = 'sendAndWait';

/** Message > Send and Wait for Response, where its parameters show. */
export const sendAndWaitShow = { resource: ['message'], operation: [SEND_AND_WAIT] };
