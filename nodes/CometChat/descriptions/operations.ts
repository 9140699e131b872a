import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** One operation: its entry in the Operation list (with `action` and routing) and its fields. */
export interface OperationDefinition {
	option: INodePropertyOptions & { action: string; value: string };
	fields: INodeProperties[];
}

/**
 * The fields, each shown only for this resource and operation, merged with the show
 * rules a field already has (n8n's `updateDisplayOptions`, kept local).
 */
export function forOperation(resource: string, operation: string, fields: INodeProperties[]): INodeProperties[] {
	return fields.map((field) => ({
		...field,
		displayOptions: {
			...field.displayOptions,
			show: { ...field.displayOptions?.show, resource: [resource], operation: [operation] },
		},
	}));
}

/** A resource's Operation selector followed by the fields of each operation. */
export function resourceDescription(
	resource: string,
	operations: OperationDefinition[],
	defaultOperation: string,
): INodeProperties[] {
	const sorted = [...operations].sort((a, b) => a.option.name.localeCompare(b.option.name));
	return [
		{
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource] } },
			options: sorted.map((operation) => operation.option),
			default: defaultOperation,
		},
		...operations.flatMap((operation) => forOperation(resource, operation.option.value, operation.fields)),
	];
}
