import type { IDataObject } from 'n8n-workflow';
import { jsonDepth, MAX_JSON_DEPTH } from '../../shared/validation/body';

/** Larger than any CometChat event (a message's text is limited to 64 KB); a sane ceiling. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Why a caller's body is refused before anything reads it (every source): larger than
 * MAX_BODY_BYTES, or nested deeper than any CometChat payload, which code that walks it
 * (here, or n8n's copies of the items) would recurse into until the stack runs out.
 */
export function bodyProblem(body: unknown, size: number): string | undefined {
	if (size > MAX_BODY_BYTES) return `Body too large: ${size} bytes (at most ${MAX_BODY_BYTES})`;
	if (jsonDepth(body) > MAX_JSON_DEPTH) return `Body nested too deep: more than ${MAX_JSON_DEPTH} levels`;
	return undefined;
}

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
	const problem = bodyProblem(body, size);
	if (problem) return { ok: false, status: 400, message: problem };
	if (!isPlainObject(body)) return { ok: false, status: 400, message: 'Body must be a JSON object' };
	if (typeof body.trigger !== 'string' || body.trigger === '') {
		return { ok: false, status: 400, message: 'Not a CometChat event: "trigger" is missing' };
	}
	if (!isPlainObject(body.data)) return { ok: false, status: 400, message: 'Not a CometChat event: "data" must be an object' };
	return { ok: true, event: body as CometChatEvent };
}
