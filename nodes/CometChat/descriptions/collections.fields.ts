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

/** `kinds` as fromCollection takes them: each labelled with its entry's display name. */
function labelled<K extends string>(collection: INodeProperties, kinds: Record<string, K>): Record<string, { kind: K; label: string }> {
	const entries = collection.options as INodeProperties[];
	return Object.fromEntries(Object.entries(kinds).map(([key, kind]) => [key, { kind, label: entries.find((entry) => entry.name === key)!.displayName }]));
}

/** The body fields of the collection that the item set, each read as `kinds` says (`fromCollection`). */
export function bodyFrom(ctx: ItemParameters, collection: INodeProperties, kinds: Record<string, BodyField['kind']>): IDataObject {
	return fromCollection(ctx, collection.name, ctx.getNodeParameter(collection.name, {}) as IDataObject, labelled(collection, kinds));
}

/** The query parameters of the collection that the item set, each read as `kinds` says (`fromCollection`, as a query). */
export function queryFrom(ctx: ItemParameters, collection: INodeProperties, kinds: Record<string, 'text' | 'list' | 'flag'>): IDataObject {
	return fromCollection(ctx, collection.name, ctx.getNodeParameter(collection.name, {}) as IDataObject, labelled(collection, kinds), true);
}
