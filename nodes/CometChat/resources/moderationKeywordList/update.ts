import type { IDataObject } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { checkDescription, readSettingName, settingFields } from '../moderation/settings.fields';
import { keywordListCategory, readKeywordListCategory, readSearchTerms, searchTerms } from './keywordList.fields';
import { keywordListId, readKeywordListId } from './keywordListId.fields';

/**
 * `PUT /moderation/keywords/{keywordId}`, a multipart/form-data body with the fields of
 * CometChat's `KeywordList`: the category and its terms (`readSearchTerms`), which it
 * requires, and the name and description where set.
 */
export const moderationKeywordListUpdate: Operation = {
	resource: 'moderationKeywordList',
	value: 'update',
	name: 'Update',
	action: 'Update a keyword list',
	description: "Replace the search terms and category of a CometChat moderation keyword list, and change its name or description if set; CometChat takes the whole list of terms each time",
	fields: [keywordListId, keywordListCategory, searchTerms, settingFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/moderation/keywords/{keywordId}', { keywordId: readKeywordListId(ctx) });
		const category = readKeywordListCategory(ctx);
		const terms = readSearchTerms(ctx, category);
		const optional = bodyFromCollection(ctx, 'additionalFields', ctx.getNodeParameter('additionalFields', {}) as IDataObject, {
			name: { kind: 'text', label: 'Name' },
			description: { kind: 'text', label: 'Description' },
		});
		if (optional.name !== undefined) optional.name = readSettingName(ctx, optional.name, 'additionalFields.name');
		checkDescription(ctx, optional.description, 'additionalFields.description');
		return { method: 'PUT', path, body: { ...optional, category, ...terms }, bodyAs: 'multipart' };
	},
};
