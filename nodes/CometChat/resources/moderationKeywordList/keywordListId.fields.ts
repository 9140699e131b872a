import type { INodeProperties } from 'n8n-workflow';
import { readSettingId } from '../moderation/settings.fields';
import type { ItemParameters } from '../../../shared/itemParameters';

/** `keywordListId`: a keyword list (CometChat's `/moderation/keywords/{keywordId}`). */
export const keywordListId: INodeProperties = {
	displayName: 'Keyword List ID',
	name: 'keywordListId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. profanity-list',
	description: 'The ID of the keyword list (Moderation Keyword List › Get Many lists them; rules name it in their conditions)',
};

export function readKeywordListId(context: ItemParameters): string {
	return readSettingId(context, 'keywordListId', 'Keyword List ID', 'the ID of a keyword list', 'profanity-list');
}
