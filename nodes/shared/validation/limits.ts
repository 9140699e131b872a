import type { IDataObject } from 'n8n-workflow';

/** CometChat's limits for one message (see the specification's Limits table). */
export const LIMITS = {
	bodyBytes: 65_536,
	dataBytes: 10_240,
	tags: 25,
	tagCharacters: 100,
	mentions: 10,
	/** A reaction (an emoji, possibly of several code points, or a short text). */
	reactionCharacters: 45,
} as const;

/** Bytes of the compact JSON as sent, counted as UTF-8 (an emoji is 4 bytes). */
function jsonBytes(value: unknown): number {
	return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

/** Distinct uids mentioned as `<@uid:…>` in a text. */
export function mentionedUids(text: unknown): string[] {
	if (typeof text !== 'string') return [];
	const uids = new Set<string>();
	for (const match of text.matchAll(/<@uid:([^>]+)>/g)) uids.add(match[1]);
	return [...uids];
}

/** Problems with the tags, [] when within the limits; lengths are Unicode code points. */
export function tagProblems(tags: string[]): string[] {
	const problems: string[] = [];
	if (tags.length > LIMITS.tags) {
		problems.push(`has ${tags.length} tags; CometChat accepts at most ${LIMITS.tags}`);
	}
	tags.forEach((tag, index) => {
		const length = [...tag].length;
		if (length > LIMITS.tagCharacters) {
			problems.push(
				`has a tag of ${length} characters at position ${index + 1}; each tag may have at most ${LIMITS.tagCharacters}`,
			);
		}
	});
	return problems;
}

export function dataBytesProblem(data: IDataObject): string | undefined {
	const bytes = jsonBytes(data);
	return bytes > LIMITS.dataBytes
		? `is too large: the data object is ${bytes} bytes; CometChat accepts at most ${LIMITS.dataBytes} bytes (UTF-8, as compact JSON)`
		: undefined;
}

export function bodyBytesProblem(body: IDataObject): string | undefined {
	const bytes = jsonBytes(body);
	return bytes > LIMITS.bodyBytes
		? `is too large: the request is ${bytes} bytes; CometChat accepts at most ${LIMITS.bodyBytes} bytes (UTF-8, as compact JSON)`
		: undefined;
}
