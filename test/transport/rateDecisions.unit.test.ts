/** The rate gate's decisions, each alone: numbers in, numbers out. */
import assert from 'node:assert/strict';
import {
	CATCH_UP_MS,
	closedUntilAfter429,
	HeaderBudget,
	INITIAL_ALLOWANCE,
	LEAST_SHARE,
	newWindowBudget,
	nextReset,
	periodicReset,
	remainingForUs,
	reopenAfter429,
	RESET_MARGIN_MS,
	SAME_WINDOW_MS,
	sameWindow,
	shareOfWindow,
	SlowStartBudget,
	spreadTurn,
} from '../../nodes/shared/transport/rateBudgets';
import { isPlausibleReset, MAX_SINGLE_WAIT_MS, resetInMs, retryAfterMs } from '../../nodes/shared/transport/rateHeaders';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('reading the rate headers', () => {
	test('X-Rate-Limit-Reset is read once, in every form, past or future', () => {
		assert.equal(resetInMs({ 'X-Rate-Limit-Reset': String(NOW / 1000 + 3) }, NOW), 3000);
		assert.equal(resetInMs({ 'x-ratelimit-reset': String(NOW + 250) }, NOW), 250);
		assert.equal(resetInMs({ 'X-RateLimit-Reset': '4' }, NOW), 4000);
		assert.equal(resetInMs({ 'x-rate-limit-reset': String(NOW / 1000 - 5) }, NOW), -5000);
		assert.equal(resetInMs({ 'x-rate-limit-reset': 'soon' }, NOW), undefined);
	});
	test('one plausibility rule: in the future, within the longest single wait', () => {
		assert.equal(isPlausibleReset(1), true);
		assert.equal(isPlausibleReset(MAX_SINGLE_WAIT_MS), true);
		for (const ms of [0, -1, MAX_SINGLE_WAIT_MS + 1, undefined]) assert.equal(isPlausibleReset(ms), false, String(ms));
	});
	test('Retry-After in seconds or as a date', () => {
		assert.equal(retryAfterMs({ 'Retry-After': '2' }, NOW), 2000);
		assert.equal(retryAfterMs({ 'retry-after': new Date(NOW + 3000).toUTCString() }, NOW), 3000);
		assert.equal(retryAfterMs({}, NOW), undefined);
	});
});

describe('windows and shares', () => {
	test('answers whose reset keys differ by at most SAME_WINDOW_MS were counted in one window', () => {
		assert.equal(sameWindow(NOW, NOW + SAME_WINDOW_MS), true);
		assert.equal(sameWindow(NOW, NOW - SAME_WINDOW_MS - 1), false);
	});
	test('alone, the whole window is ours', () => {
		assert.equal(shareOfWindow(50, 10, 5, false), 1);
		assert.equal(shareOfWindow(undefined, 10, 5, true), 1);
		assert.equal(shareOfWindow(50, undefined, 5, true), 1);
	});
	test('shared: what got through for us of what the server counted, never below the least share', () => {
		assert.equal(shareOfWindow(50, 0, 25, true), 0.5);
		assert.equal(shareOfWindow(50, 10, 10, true), 0.25);
		assert.equal(shareOfWindow(50, 0, 1, true), LEAST_SHARE);
		assert.equal(shareOfWindow(50, 50, 3, true), 1, 'nothing counted: nothing to share');
	});
	test('a new window holds our share less ours still in flight, and always one', () => {
		assert.equal(newWindowBudget(50, 1, 0), 50);
		assert.equal(newWindowBudget(50, 0.5, 4), 21);
		assert.equal(newWindowBudget(2, 1, 9), 1);
		assert.equal(newWindowBudget(undefined, 1, 0), undefined);
	});
	test('what the server has left for us: its count less ours it may not have counted yet', () => {
		assert.equal(remainingForUs(10, 3), 7);
		assert.equal(remainingForUs(2, 5), 0);
	});
	test('the next reset after one that passed: whole window lengths later', () => {
		assert.equal(nextReset(1000, 1030, 1000), 2000);
		assert.equal(nextReset(1000, 3500, 1000), 4000, 'windows nobody used are skipped');
		assert.equal(nextReset(1000, 1030, undefined), undefined);
	});
});

describe('spreading a window', () => {
	test('a turn due now goes, and the next comes after an equal part of what is left', () => {
		assert.deepEqual(spreadTurn(-Infinity, 100, 1100, 10), { go: true, nextPaceAt: 200 });
		assert.deepEqual(spreadTurn(200, 150, 1100, 9), { go: false, at: 200 });
	});
	test('a late timer catches up on missed turns, but only CATCH_UP_MS of them', () => {
		assert.deepEqual(spreadTurn(100, 100 + CATCH_UP_MS, 1100, 10), { go: true, nextPaceAt: 100 + (1100 - 100 - CATCH_UP_MS) / 10 });
		assert.deepEqual(spreadTurn(100, 500, 1100, 6), { go: true, nextPaceAt: 600 }, 'a long idle time starts afresh');
	});
});

describe('after a 429', () => {
	test('the limit lifts after waitMs, or a moment after a reset named later', () => {
		assert.equal(reopenAfter429(0, 2000), 2000);
		assert.equal(reopenAfter429(0, 2000, 1000), 2000, 'Retry-After 2 beats a reset 1 s away');
		assert.equal(reopenAfter429(0, 1000, 2500), 2500 + RESET_MARGIN_MS, 'a reset later than Retry-After');
	});
	test('a closed gate keeps the earliest bound; an open one takes the new one', () => {
		assert.equal(closedUntilAfter429(5000, 1000, 3000), 3000);
		assert.equal(closedUntilAfter429(2000, 1000, 3000), 2000);
		assert.equal(closedUntilAfter429(500, 1000, 3000), 3000);
	});
	test('without headers the resets come a window length after the round began', () => {
		assert.equal(periodicReset(1000, 1400, 1000), 2000);
		assert.equal(periodicReset(1000, 2100, 1000), 3000);
	});
});

describe('the budgets decide without changing anything; the gate changes them separately', () => {
	test('HeaderBudget.decide: asked again and again, the same turn; the window moves only on rollOver, the pace only on letOut', () => {
		const budget = new HeaderBudget();
		// 10 left of 10 in a window that resets in 1 s
		budget.learn({ limit: 10, remaining: 10, resetInMs: 1000, resetKey: NOW + 1000 }, 0, false, 0);
		const first = budget.decide(0, 20, 0, false);
		assert.deepEqual(budget.decide(0, 20, 0, false), first);
		assert.ok(typeof first === 'object' && 'go' in first && first.nextPaceAt !== undefined);
		// letting it out moves the pace: the next turn is later
		budget.letOut(first);
		const second = budget.decide(0, 19, 1, false);
		assert.deepEqual(second, { at: first.nextPaceAt });
		assert.deepEqual(budget.decide(0, 19, 1, false), second);

		// past the reset: decide keeps saying "a moment after it" and begins no window
		const windowNumber = budget.windowNumber;
		assert.deepEqual(budget.decide(1000, 19, 0, false), { at: 1000 + RESET_MARGIN_MS });
		assert.deepEqual(budget.decide(1000 + RESET_MARGIN_MS, 19, 0, false), { at: 1000 + RESET_MARGIN_MS });
		assert.equal(budget.windowNumber, windowNumber);
		// rollOver a moment after the reset begins the next window; decide then lets requests out again
		budget.rollOver(1000 + RESET_MARGIN_MS - 1, 0);
		assert.equal(budget.windowNumber, windowNumber);
		budget.rollOver(1000 + RESET_MARGIN_MS, 0);
		assert.equal(budget.windowNumber, windowNumber + 1);
		const next = budget.decide(1000 + RESET_MARGIN_MS, 19, 0, false);
		assert.ok(typeof next === 'object' && 'go' in next, JSON.stringify(next));
	});

	test('SlowStartBudget.decide: asked again and again, the same turn; a round begins only on reopen', () => {
		const budget = new SlowStartBudget();
		assert.deepEqual(budget.decide(0, false), { go: 'go' });
		assert.equal(budget.decide(INITIAL_ALLOWANCE, false), 'wait for a response');
		budget.letOut();
		budget.limited('go', 0, 0, 1000, 1000);
		const round = budget.round;
		for (let i = 0; i < 3; i++) budget.decide(0, false);
		assert.equal(budget.round, round);
		budget.reopen(5000);
		assert.equal(budget.round, round + 1);
		budget.reopen(6000);
		assert.equal(budget.round, round + 1, 'one round per 429');
	});
});
