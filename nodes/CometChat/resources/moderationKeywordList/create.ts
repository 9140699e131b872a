import type { IDataObject } from 'n8n-workflow';
import type { Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { requireNewIdentifier } from '../../../shared/validation/parameters';
import { checkDescription, readSettingName, settingFields, settingName } from '../moderation/settings.fields';
import { keywordListCategory, readKeywordListCategory, readSearchTerms, searchTerms } from './keywordList.fields';
import { keywordListId } from './keywordListId.fields';

/**
 * `POST /moderation/keywords`, a multipart/form-data body with the fields of CometChat's
 * `KeywordList` (its interactive OpenAPI document): id, name, description, category, and
 * the terms as the category takes them (`readSearchTerms`).
 */
export const moderationKeywordListCreate: Operation = {
	resource: 'moderationKeywordList',
	value: 'create',
	name: 'Create',
	action: 'Create a keyword list',
	description:
		'Create a CometChat moderation keyword list (at most 25 per app): its ID, name, category (words, regex patterns or sentences) and search terms, and optionally a description; a moderation rule then names it by ID',
	fields: [keywordListId, settingName, keywordListCategory, searchTerms, settingFields],
	returns: 'object',
	request(ctx) {
		const id = requireNewIdentifier(ctx, ctx.getNodeParameter('keywordListId'), 'Keyword List ID', 'keywordListId', 'the ID of the new keyword list');
		const name = readSettingName(ctx);
		const category = readKeywordListCategory(ctx);
		const terms = readSearchTerms(ctx, category);
		const { description } = bodyFromCollection(ctx, 'additionalFields', ctx.getNodeParameter('additionalFields', {}) as IDataObject, {
			description: { kind: 'text', label: 'Description' },
		});
		checkDescription(ctx, description, 'additionalFields.description');
		const body: IDataObject = { id, name, ...(description === undefined ? {} : { description }), category, ...terms };
		return { method: 'POST', path: '/moderation/keywords', body, bodyAs: 'multipart' };
	},
};
