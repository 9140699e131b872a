import type { IDisplayOptions } from 'n8n-workflow';

type Show = NonNullable<IDisplayOptions['show']>;

/** Where every interactive parameter lives: Message > Send, category interactive. */
export const interactiveShow: Show = { category: ['interactive'] };

/** Builder parameters of one interactive type (input "fields"). */
export function builderShow(...types: string[]): Show {
	return { ...interactiveShow, interactiveType: types, interactiveInput: ['fields'] };
}
