import type { IDataObject, IExecuteFunctions, IExecuteSingleFunctions } from 'n8n-workflow';

/**
 * The execute context of a custom operation seen as the single-item context the message
 * builders and validators take, with some parameters given by the operation instead of the
 * user (`overrides`), so a send-and-wait question goes through the same checks as Send.
 */
export function itemContext(context: IExecuteFunctions, itemIndex: number, overrides: IDataObject = {}): IExecuteSingleFunctions {
	const single = {
		getNode: () => context.getNode(),
		getItemIndex: () => itemIndex,
		getNodeParameter: (name: string, fallback?: unknown, options?: IDataObject) =>
			Object.prototype.hasOwnProperty.call(overrides, name)
				? overrides[name]
				: context.getNodeParameter(name, itemIndex, fallback as never, options as never),
	};
	return single as unknown as IExecuteSingleFunctions;
}
