import type {
	IExecuteFunctions,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

/** Any n8n context that can send with a credential of this package. */
export type RequestContext =
	| IExecuteFunctions
	| IExecuteSingleFunctions
	| IExecutePaginationFunctions
	| ILoadOptionsFunctions
	| IWebhookFunctions
	| IHookFunctions;

/** The execution's cancel signal, where the context has one (executions do; list searches and hooks do not). */
export function cancelSignalOf(ctx: RequestContext): AbortSignal | undefined {
	return 'getExecutionCancelSignal' in ctx ? ctx.getExecutionCancelSignal?.() : undefined;
}
