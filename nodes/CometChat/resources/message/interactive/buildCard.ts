import type { IDataObject } from 'n8n-workflow';
import { BUTTON_FIELD_LABELS, buildButton } from './buildElements';
import { buildGoal } from './buildGoal';
import { entryScope, parameterScope } from './scope';
import { toText } from './values';
import type { ItemParameters } from '../../../../shared/validation/parameters';

/** The data of a card from Card Text, Card Image URL and Card Buttons. */
export function buildCardData(this: ItemParameters): IDataObject {
	const top = parameterScope(
		this,
		(field) => (field === 'cardText' ? 'Card Text' : 'Card Image URL'),
		(field) => field,
	);
	const text = top.requiredText('cardText', this.getNodeParameter('cardText', ''));
	const rows = ((this.getNodeParameter('cardActions', {}) as IDataObject).button ?? []) as IDataObject[];
	const cardActions = rows.map((row, index) =>
		buildButton(entryScope(this, 'Card Buttons', 'cardActions', 'button', index + 1, BUTTON_FIELD_LABELS), row),
	);
	const interactiveData: IDataObject = { text, cardActions };
	const imageUrl = toText(this.getNodeParameter('cardImageUrl', ''));
	if (imageUrl) interactiveData.imageUrl = imageUrl;
	const ids = cardActions.map((action) => action.elementId as string);
	return { ...buildGoal.call(this, 'interactionGoalType', 'anyOf', ids), interactiveData };
}
