import { createHash } from 'node:crypto';
import type { IDataObject } from 'n8n-workflow';
import { messageOf, reactionOf } from './eventFacts';
import type { CometChatEvent } from './parse';

/** CometChat retries after 10 s and 30 s; twice that is remembered. */
export const DEDUPE_TTL_MS = 2 * 60 * 1000;
/** Keys kept per trigger node; the oldest go first (a key is ~100 bytes). */
const DEDUPE_MAX_KEYS = 20_000;

/** The event's JSON with keys sorted; recursive, which is safe: deeper bodies are refused first (`bodyProblem`). */
function canonical(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	if (value && typeof value === 'object') {
		const entries = Object.entries(value as IDataObject).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
		return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

/**
 * The key under which a delivery counts as seen. Messages: webhook + trigger + message id
 * (CometChat's documented key; an edit or delete is a new action message with its own id).
 * Reactions: webhook + trigger + reaction id + time. Everything else carries no id, so a
 * redelivery is the same bytes: webhook + trigger + SHA-256 of the event's canonical JSON.
 */
export function dedupeKey(event: CometChatEvent): string {
	const prefix = `${String(event.webhook ?? '')}|${event.trigger}|`;
	const messageId = messageOf(event)?.id;
	if (messageId !== undefined && messageId !== null && messageId !== '') return `${prefix}m:${String(messageId)}`;
	const reaction = reactionOf(event);
	if (reaction?.id !== undefined && reaction.id !== null) return `${prefix}r:${String(reaction.id)}:${String(reaction.reactedAt ?? '')}`;
	return `${prefix}h:${createHash('sha256').update(canonical(event)).digest('base64url')}`;
}

/** Keys seen recently, bounded in count and age; a Map keeps insertion order. */
export class SeenKeys {
	private readonly seen = new Map<string, number>();

	constructor(
		private readonly ttlMs = DEDUPE_TTL_MS,
		private readonly maxKeys = DEDUPE_MAX_KEYS,
	) {}

	/** True the first time a key is offered within the TTL; records it. */
	firstTime(key: string, now = Date.now()): boolean {
		this.expire(now);
		const at = this.seen.get(key);
		if (at !== undefined && now - at < this.ttlMs) return false;
		this.seen.delete(key);
		this.seen.set(key, now);
		while (this.seen.size > this.maxKeys) this.seen.delete(this.seen.keys().next().value as string);
		return true;
	}

	get size(): number {
		return this.seen.size;
	}

	private expire(now: number): void {
		for (const [key, at] of this.seen) {
			if (now - at < this.ttlMs) break;
			this.seen.delete(key);
		}
	}
}

const perNode = new Map<string, SeenKeys>();

/** One store per workflow trigger node, in this process's memory. */
export function seenKeysFor(workflowId: string, nodeId: string): SeenKeys {
	const id = `${workflowId}|${nodeId}`;
	let store = perNode.get(id);
	if (!store) {
		store = new SeenKeys();
		perNode.set(id, store);
	}
	return store;
}
