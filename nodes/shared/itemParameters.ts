import type { IDataObject, IExecuteFunctions, IExecuteSingleFunctions } from 'n8n-workflow';

/**
 * What an operation's request, the message builders and the validators read: the node,
 * the current item's index and its parameters. RoutingNode's IExecuteSingleFunctions is
 * one; `itemParameters` makes one for an operation n8n runs itself. Nothing else of the
 * execute context (no `helpers`) is within their reach.
 */
export type ItemParameters = Pick<IExecuteSingleFunctions, 'getNode' | 'getItemIndex' | 'getNodeParameter'>;

/**
 * One item's parameters in a custom operation's execute context, with some given by the
 * operation instead of the user (`overrides`), so a Send and Wait question goes through the
 * same checks as Send.
 */
export function itemParameters(context: IExecuteFunctions, itemIndex: number, overrides: IDataObject = {}): ItemParameters {
	return {
		getNode: () => context.getNode(),
		getItemIndex: () => itemIndex,
		getNodeParameter: (name, fallback, options) =>
			Object.prototype.hasOwnProperty.call(overrides, name) ? overrides[name] : context.getNodeParameter(name, itemIndex, fallback, options),
	};
}
