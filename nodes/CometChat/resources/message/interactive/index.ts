import type { INodeProperties } from 'n8n-workflow';
import { cardFields } from './card.fields';
import { formFields } from './form.fields';
import { schedulerFields } from './scheduler.fields';
import { interactionGoalFields, interactiveTypeFields } from './type.fields';

export { buildInteractiveData } from './buildInteractiveData';
export { INTERACTIVE_JSON_LABEL } from './type.fields';

/** Every parameter of Message > Send with category interactive. */
export const interactiveFields: INodeProperties[] = [
	...interactiveTypeFields,
	...cardFields,
	...formFields,
	...schedulerFields,
	...interactionGoalFields,
];
