import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { fromCollection, type BodyField } from '../../shared/validation/body';
import type { ItemParameters } from '../../shared/validation/parameters';

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

/** The body fields of the collection that the item set, each read as `kinds` says (`fromCollection`). */
export const bodyFrom = (ctx: ItemParameters, collection: INodeProperties, kinds: Record<string, BodyField>): IDataObject => fromCollection(ctx, collection, kinds);

/** The query parameters of the collection that the item set, each read as `kinds` says (`fromCollection`, as a query). */
export const queryFrom = (ctx: ItemParameters, collection: INodeProperties, kinds: Record<string, 'text' | 'list' | 'flag'>): IDataObject => fromCollection(ctx, collection, kinds, true);
