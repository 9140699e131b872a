export { sendAndWait } from './execute';
export { sendAndWaitFields } from './fields';
export { SEND_AND_WAIT } from './show';
export { sendAndWaitWebhook } from './webhook';
export { sendAndWaitWebhooks } from './webhooks';
