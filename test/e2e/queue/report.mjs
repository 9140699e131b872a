// Checks (pass/fail with the reason) and figures (printed as measured) of one queue-mode run.

export function createReport(tag) {
	const checks = [];
	const figures = [];
	return {
		tag,
		checks,
		figures,
		check(name, fn) {
			try {
				fn();
				checks.push({ name, ok: true });
				console.log(`ok      [${tag}] ${name}`);
			} catch (error) {
				checks.push({ name, ok: false, why: error.message });
				console.log(`FAILED  [${tag}] ${name}\n        ${error.message.split('\n').join('\n        ')}`);
			}
		},
		/** A check that cannot run yet: counted apart, never as passed. */
		pending(name, why) {
			checks.push({ name, ok: false, pending: true, why });
			console.log(`PENDING [${tag}] ${name}: ${why}`);
		},
		figure(title, values) {
			figures.push({ title, values });
			console.log(`figures [${tag}] ${title}`);
			for (const [k, v] of Object.entries(values)) console.log(`        ${k}: ${v}`);
		},
	};
}
