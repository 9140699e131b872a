import type { IDataObject } from 'n8n-workflow';
import type { Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { requireNewIdentifier } from '../../../shared/validation/parameters';
import { reasonId } from '../moderation/fields';
import { checkDescription, readSettingName, settingFields, settingName } from '../moderation/settings.fields';

export const moderationReasonCreate: Operation = {
	resource: 'moderationReason',
	value: 'create',
	name: 'Create',
	action: 'Create a moderation reason',
	description: 'Create a CometChat moderation reason users can pick when they flag a message: its ID, name and an optional description',
	fields: [reasonId, settingName, settingFields],
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
