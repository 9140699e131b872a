import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { fillPath, type Operation } from '../../shared/operation';
import { bodyFromCollection } from '../../shared/validation/body';
import { requireNewIdentifier, parameterError } from '../../shared/validation/parameters';
import type { Resource } from '../descriptions/operations';
import { moderationList, reasonId, readReasonId } from './moderation';
import { checkDescription, readSettingName, settingFields, MAX_NAME_LENGTH } from './moderationSettings';
import { outcomeItem } from './outcomeItem';

/** `name` of Moderation Reason › Create. */
const reasonName: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. Spam',
	description: `The display name of the new reason, at most ${MAX_NAME_LENGTH} characters`,
};

export const moderationReasonCreate: Operation = {
	resource: 'moderationReason',
	value: 'create',
	name: 'Create',
	action: 'Create a moderation reason',
	description: 'Create a CometChat moderation reason users can pick when they flag a message: its ID, name and an optional description',
	fields: [reasonId, reasonName, settingFields],
	returns: 'object',
	request(ctx) {
		const id = requireNewIdentifier(ctx, ctx.getNodeParameter('reasonId'), 'Reason ID', 'reasonId', 'the ID of the new reason');
		const name = readSettingName(ctx);
		const optional = bodyFromCollection(ctx, 'additionalFields', ctx.getNodeParameter('additionalFields', {}) as IDataObject, {
			description: { kind: 'text', label: 'Description' },
		});
		checkDescription(ctx, optional.description, 'additionalFields.description');
		return { method: 'POST', path: '/moderation/reasons', body: { id, name, ...optional } };
	},
};

export const moderationReasonDelete: Operation = {
	resource: 'moderationReason',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a moderation reason',
	description: 'Delete a CometChat flag reason by ID; users can no longer pick it when they flag a message',
	fields: [reasonId],
	returns: 'object',
	// CometChat's OpenAPI answers `{success, message}`, without the `data` envelope
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/moderation/reasons/{id}', { id: readReasonId(ctx) }), bareAnswer: ['success', 'message'] }),
	output: (ctx, response) => outcomeItem('deleted', { reasonId: readReasonId(ctx) }, response),
};

export const moderationReasonGet: Operation = {
	resource: 'moderationReason',
	value: 'get',
	name: 'Get',
	action: 'Get a moderation reason',
	description: 'Get one CometChat flag reason by ID: name and description',
	fields: [reasonId],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/moderation/reasons/{id}', { id: readReasonId(ctx) }) }),
};

export const moderationReasonGetAll = moderationList(
	{
		resource: 'moderationReason',
		value: 'getAll',
		name: 'Get Many',
		action: 'Get many moderation reasons',
		description: 'List the reasons users can give when they flag a message: ID (the Reason ID of Flag Message), name, description, and whether it is a default one. CometChat returns these in one page.',
	},
	'/moderation/reasons',
);

/** `PUT /moderation/reasons/{id}` with the name (the field CometChat's example changes) and the description, where set. */
export const moderationReasonUpdate: Operation = {
	resource: 'moderationReason',
	value: 'update',
	name: 'Update',
	action: 'Update a moderation reason',
	description: "Change a CometChat flag reason's name or description",
	fields: [reasonId, settingFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/moderation/reasons/{id}', { id: readReasonId(ctx) });
		const body = bodyFromCollection(ctx, 'additionalFields', ctx.getNodeParameter('additionalFields', {}) as IDataObject, {
			name: { kind: 'text', label: 'Name' },
			description: { kind: 'text', label: 'Description' },
		});
		if (!Object.keys(body).length) throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add the new Name or Description.');
		if (body.name !== undefined) body.name = readSettingName(ctx, body.name, 'additionalFields.name');
		checkDescription(ctx, body.description, 'additionalFields.description');
		return { method: 'PUT', path, body };
	},
};

export const moderationReason: Resource = {
	value: 'moderationReason',
	label: 'Moderation Reason',
	defaultOperation: 'getAll',
	operations: [moderationReasonCreate, moderationReasonGet, moderationReasonGetAll, moderationReasonUpdate, moderationReasonDelete],
};
