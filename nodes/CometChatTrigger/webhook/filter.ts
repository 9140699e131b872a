import type { IDataObject } from 'n8n-workflow';
import { actorOf, messageOf, partiesOf } from './eventFacts';
import type { CometChatEvent } from './parse';

interface FilterOptions {
	ignoreSenders: string[];
	onlyConversationsWith: string[];
	categories: string[];
	types: string[];
}

/** A comma- or newline-separated list (or an array) as trimmed, non-empty strings. */
function listOption(value: unknown): string[] {
	const parts = Array.isArray(value) ? value.map(String) : String(value ?? '').split(/[,\n]/);
	return parts.map((part) => part.trim()).filter(Boolean);
}

export function filterOptions(options: IDataObject, defaultIgnored: string): FilterOptions {
	return {
		ignoreSenders: listOption(options.ignoreSenders ?? defaultIgnored),
		onlyConversationsWith: listOption(options.onlyConversationsWith),
		categories: listOption(options.categories),
		types: listOption(options.types),
	};
}

/** Why the event starts nothing, or undefined when it passes every filter. */
export function filteredOutBecause(event: CometChatEvent, filters: FilterOptions): string | undefined {
	const actor = actorOf(event);
	if (actor && filters.ignoreSenders.includes(actor)) return `sender ${actor} is ignored`;
	if (filters.onlyConversationsWith.length > 0) {
		const parties = partiesOf(event);
		if (!parties.some((p) => filters.onlyConversationsWith.includes(p))) return 'not a conversation with the listed users or groups';
	}
	const message = messageOf(event);
	if (message) {
		if (filters.categories.length > 0 && !filters.categories.includes(String(message.category))) {
			return `category ${String(message.category)} is not selected`;
		}
		if (filters.types.length > 0 && !filters.types.includes(String(message.type))) {
			return `type ${String(message.type)} is not selected`;
		}
	}
	return undefined;
}
