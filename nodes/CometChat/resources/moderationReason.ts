import { fillPath, readNewId, parameterError, defineResource, getAndDelete, newNameField } from './parts';
import { moderationList, reasonId, readReasonId } from './moderation';
import { settingBody, settingFields, readSettingName, MAX_NAME_LENGTH } from './moderationRule';

const [getReason, deleteReason] = getAndDelete(
	[reasonId],
	'/moderation/reasons/{reasonId}',
	(ctx) => ({ reasonId: readReasonId(ctx) }),
	'Get one CometChat flag reason by ID: name and description',
	'Delete a CometChat flag reason by ID; users can no longer pick it when they flag a message',
	// CometChat's OpenAPI answers `{success, message}`, without the `data` envelope
	{ bareAnswer: ['success', 'message'] },
);

export const moderationReason = defineResource('moderationReason', 'getAll', {
	create: {
		description: 'Create a CometChat moderation reason users can pick when they flag a message: its ID, name and an optional description',
		fields: [reasonId, newNameField('e.g. Spam', `The display name of the new reason, at most ${MAX_NAME_LENGTH} characters`), settingFields],
		request(ctx) {
			const id = readNewId(ctx, reasonId, 'the ID of the new reason');
			const name = readSettingName(ctx);
			return { method: 'POST', path: '/moderation/reasons', body: { id, name, ...settingBody(ctx, { description: 'text' }) } };
		},
	},
	get: getReason,
	getAll: {
		...moderationList(
			'List the reasons users can give when they flag a message: ID (the Reason ID of Flag Message), name, description, and whether it is a default one',
			'/moderation/reasons',
		),
	},
	/** `PUT /moderation/reasons/{id}` with the name (the field CometChat's example changes) and the description, where set. */
	update: {
		description: "Change a CometChat flag reason's name or description",
		fields: [reasonId, settingFields],
		request(ctx) {
			const path = fillPath('/moderation/reasons/{id}', { id: readReasonId(ctx) });
			const body = settingBody(ctx, { name: 'text', description: 'text' });
			if (!Object.keys(body).length) throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add the new Name or Description.');
			return { method: 'PUT', path, body };
		},
	},
	delete: deleteReason,
});
