// Client side of the load: POSTs with a bounded number in flight, answer times, percentiles.

/**
 * POSTs every body of `bodies` (JSON, or {raw, headers}) to `url`, at most `concurrency` at a
 * time. Returns [{status, ms, text}] in the order of `bodies`.
 */
export async function postAll(url, bodies, { concurrency = 20, headers = {}, timeoutMs = 30_000 } = {}) {
	const results = new Array(bodies.length);
	let next = 0;
	const worker = async () => {
		while (next < bodies.length) {
			const i = next++;
			const body = bodies[i];
			const raw = typeof body?.raw === 'string' ? body.raw : JSON.stringify(body);
			const started = performance.now();
			try {
				const res = await fetch(url, {
					method: 'POST',
					headers: { 'content-type': 'application/json', ...headers, ...(body?.headers ?? {}) },
					body: raw,
					signal: AbortSignal.timeout(timeoutMs),
				});
				const text = await res.text();
				results[i] = { status: res.status, ms: performance.now() - started, text };
			} catch (error) {
				results[i] = { status: 0, ms: performance.now() - started, text: String(error.message ?? error) };
			}
		}
	};
	await Promise.all(Array.from({ length: Math.min(concurrency, bodies.length) }, worker));
	return results;
}

/** Nearest-rank percentile of numbers. */
export function percentile(values, p) {
	if (values.length === 0) return NaN;
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** {median, p99, max} of answer times, in ms. */
export function answerTimes(results) {
	const ms = results.map((r) => r.ms);
	return { median: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) };
}

/** value -> how many times it occurs, for values that occur more than once. */
export function duplicates(values) {
	const counts = new Map();
	for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
	return new Map([...counts].filter(([, n]) => n > 1));
}

export const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** {status: count} */
export function countBy(rows, key) {
	const out = {};
	for (const row of rows) {
		const k = typeof key === 'function' ? key(row) : row[key];
		out[k] = (out[k] ?? 0) + 1;
	}
	return out;
}
