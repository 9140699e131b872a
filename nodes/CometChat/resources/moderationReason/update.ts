import type { IDataObject } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { parameterError } from '../../../shared/validation/parameters';
import { readReasonId, reasonId } from '../moderation/fields';
import { checkDescription, readSettingName, settingFields } from '../moderation/settings.fields';

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
