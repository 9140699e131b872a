import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { parameterError, parseStringList, parseUidList, type ItemParameters } from '../../shared/validation/parameters';

/** Display rules of a collection entry only Create, or only Update, has. */
export const onCreate = { show: { '/operation': ['create'] } };
export const onUpdate = { show: { '/operation': ['update'] } };

/** How list fields say what they take. */
export const LIST_HINT = 'Comma-separated, or an array from an expression';

/**
 * Uids per request of a uid list: the batch CometChat documents for group members and for
 * adding friends; where it documents none (removing friends, blocks, deactivation), the
 * same keeps a request within what the API is known to take.
 */
export const MAX_UIDS_PER_REQUEST = 25;

/** What a required list of users by uid says: `users` which users. */
export const UID_LIST_PLACEHOLDER = 'e.g. cometchat-uid-2, cometchat-uid-3';
export const uidListDescription = (users: string) =>
	`The uids (unique IDs in CometChat, as User › Get Many lists them) of the users${users}, at most ${MAX_UIDS_PER_REQUEST}. ${LIST_HINT}.`;

/** The uids of a list of users (`uidListDescription`) of this item, checked. */
export const readUidList = (ctx: ItemParameters, field: INodeProperties) =>
	parseUidList(ctx, ctx.getNodeParameter(field.name, ''), field.displayName, field.name, MAX_UIDS_PER_REQUEST);

/** `tags` of a create or update: what CometChat allows per user or group, as LIST_HINT says. */
export function tagsField(what: string, placeholder: string): INodeProperties {
	return { displayName: 'Tags', name: 'tags', type: 'string', default: '', placeholder, description: `Tags to find the ${what} by, up to 25 of up to 100 characters. ${LIST_HINT}.` };
}

/** `unset` of an update: the attributes CometChat can clear. */
export function clearFieldsOption(what: string, options: INodePropertyOptions[]): INodeProperties {
	return {
		displayName: 'Clear Fields',
		name: 'unset',
		type: 'multiOptions',
		options,
		default: [],
		description: `Fields to remove from the ${what} (CometChat can clear these ${options.length})`,
	};
}

/** An update's body with the Clear Fields of its Additional Fields as `unset`; an update that changes nothing is refused. */
export function updateBody(ctx: ItemParameters, body: IDataObject): IDataObject {
	const { unset } = ctx.getNodeParameter('additionalFields', {}) as IDataObject;
	// none of the attributes to clear also set in the same update (CometChat would have to pick one)
	const list = unset === undefined || unset === null ? [] : parseStringList(ctx, unset, 'Clear Fields', 'additionalFields.unset');
	const both = list.find((key) => key in body);
	if (both) throw parameterError(ctx, 'Clear Fields', 'additionalFields.unset', `clears "${both}", which this update also sets; do one or the other`);
	if (list.length) body.unset = list;
	if (!Object.keys(body).length) throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add at least one field to change or clear.');
	return body;
}

/** The Name of a Create, the definition each Create has for its own texts. */
export function newNameField(placeholder: string, description: string): INodeProperties {
	return { displayName: 'Name', name: 'name', type: 'string', required: true, default: '', placeholder, description };
}

/** The Name of a Create: the display name of the new user, group or role, not empty. */
export function readNewName(ctx: ItemParameters, what: string): string {
	const name = String(ctx.getNodeParameter('name', '') ?? '').trim();
	if (!name) throw parameterError(ctx, 'Name', 'name', 'is empty', `Give the display name of the new ${what}.`);
	return name;
}
