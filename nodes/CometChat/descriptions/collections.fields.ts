import type { INodeProperties } from 'n8n-workflow';

function collection(displayName: string, name: string, placeholder: string) {
	return (options: INodeProperties[], extra: Partial<INodeProperties> = {}): INodeProperties => ({
		displayName,
		name,
		type: 'collection',
		placeholder,
		default: {},
		...extra,
		options,
	});
}

/** The `filters` collection of a Get Many: what narrows the list. */
export const filtersCollection = collection('Filters', 'filters', 'Add Filter');

/** The `options` collection: how the operation runs or what it returns. */
export const optionsCollection = collection('Options', 'options', 'Add Option');

/** The `additionalFields` collection of a create or update: optional attributes. */
export const additionalFieldsCollection = collection('Additional Fields', 'additionalFields', 'Add Field');
