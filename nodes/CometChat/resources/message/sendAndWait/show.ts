import type { IDisplayOptions } from 'n8n-workflow';

type Show = NonNullable<IDisplayOptions['show']>;

/** The operation value n8n's waiting webhooks look for (n8n-workflow's SEND_AND_WAIT_OPERATION). */
export const SEND_AND_WAIT = 'sendAndWait';

/** Message > Send and Wait for Response, optionally narrowed to some response types. */
export function sendAndWaitShow(...responseTypes: string[]): Show {
	const show: Show = { resource: ['message'], operation: [SEND_AND_WAIT] };
	return responseTypes.length ? { ...show, responseType: responseTypes } : show;
}
