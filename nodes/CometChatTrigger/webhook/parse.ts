import type { IDataObject } from 'n8n-workflow';

/** Larger than any CometChat event (a message's text is limited to 64 KB); a sane ceiling. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface CometChatEvent extends IDataObject {
	trigger: string;
	data: IDataObject;
}

type ParseResult = { ok: true; event: CometChatEvent } | { ok: false; status: 400; message: string };

const isPlainObject = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The delivered event, or why it is refused. n8n has parsed JSON bodies already (and answers
 * 422 itself to JSON it cannot parse); `size` is the raw body's length in bytes.
 */
export function parseEvent(body: unknown, size: number): ParseResult {
	if (size > MAX_BODY_BYTES) {
		return { ok: false, status: 400, message: `Body too large: ${size} bytes (at most ${MAX_BODY_BYTES})` };
	}
	if (!isPlainObject(body)) return { ok: false, status: 400, message: 'Body must be a JSON object' };
	if (typeof body.trigger !== 'string' || body.trigger === '') {
		return { ok: false, status: 400, message: 'Not a CometChat event: "trigger" is missing' };
	}
	if (!isPlainObject(body.data)) return { ok: false, status: 400, message: 'Not a CometChat event: "data" must be an object' };
	return { ok: true, event: body as CometChatEvent };
}
