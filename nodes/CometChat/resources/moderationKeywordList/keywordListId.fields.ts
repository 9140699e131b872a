import type { INodeProperties } from 'n8n-workflow';
import { readSettingId } from '../moderation/settings.fields';
import type { ItemParameters } from '../../../shared/validation/parameters';

/** `keywordListId`: the keyword list a Get, Update or Delete works on, and the ID a new list gets (CometChat's `/moderation/keywords/{keywordId}`). */
export const keywordListId: INodeProperties = {
	displayName: 'Keyword List ID',
	name: 'keywordListId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. profanity-list',
	description:
		'The ID of the keyword list (Moderation Keyword List › Get Many lists them; rules name it in their conditions). For Create, the ID the new list gets: letters, digits, "-" and "_", at most 100 characters.',
};

export function readKeywordListId(context: ItemParameters): string {
	return readSettingId(context, 'keywordListId', 'Keyword List ID', 'the ID of a keyword list', 'profanity-list');
}
