import { sleep } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, ITaskDataConnections } from 'n8n-workflow';
import { failureCarried } from './failedItem';

/**
 * How a run's wait ended: every item checked, an item refused by the node, or RoutingNode's
 * item loop failed an item itself (an expression it could not resolve) and the node failed.
 */
type Outcome = 'checked' | 'refused' | 'failed';

const runs = new WeakMap<object, Run>();
/** Runs whose items still wait; none once the node has returned (a run failed at a Batching group's start: a moment later, see watchSlice). */
const waiting = new Set<Run>();

/** One try of the node (one RoutingNode `runNode`): its items, and what its first item read once for all. */
type Run = ReturnType<typeof newRun>;

/** How many runs still hold items (for tests). */
export const runsWaiting = () => waiting.size;

function newRun(ctx: IExecuteSingleFunctions) {
	const options = ctx.getNodeParameter('requestOptions', {}) as IDataObject;
	const batch = ((options.batching as IDataObject | undefined)?.batch ?? {}) as IDataObject;
	// as RoutingNode.runNode reads them: it sleeps when batchInterval > 0, a batchSize under 1 meaning 1
	const interval = Number(batch.batchInterval) || 0;
	// the items RoutingNode runs: its input, `main` or (as an AI Agent's tool) `ai_tool`; the first only with
	// Settings > Execute Once (n8n-core `WorkflowExecute.handleExecuteOnce` cuts the input, not the execute data)
	const data: ITaskDataConnections | undefined = ctx.getExecuteData()?.data;
	const expected = ctx.getNode().executeOnce ? 1 : ((data?.main ?? data?.ai_tool)?.[0]?.length ?? 1);
	let resolve: (outcome: Outcome) => void = () => {};
	const run = {
		expected,
		// items RoutingNode prepares in one go: a Batching group, else all of them
		groupSize: interval <= 0 ? expected : Number(batch.batchSize) > 0 ? Number(batch.batchSize) : 1,
		// Batching's sleep between groups, in ms
		interval,
		// Settings > Request Options > Timeout is set (else n8n's 300 s gives way to the node's default)
		timeoutSet: Boolean(options.timeout),
		// a failed item carries its error (Continue On Fail, or an AI Agent's tool): no item waits for the others
		carried: failureCarried(ctx),
		// the indexes of the items that reached the node
		arrived: new Set<number>(),
		refused: false,
		outcome: undefined as Outcome | undefined,
		// performance.now() at the first item's arrival
		firstArrival: undefined as number | undefined,
		// a check is queued for the end of the current slice of RoutingNode's loop
		watching: false,
		settled: new Promise<Outcome>((resolved) => (resolve = resolved)),
		settle(outcome: Outcome) {
			if (run.outcome) return;
			run.outcome = outcome;
			waiting.delete(run);
			resolve(outcome);
		},
	};
	if (!run.carried) waiting.add(run);
	return run;
}

/**
 * The run an item belongs to. RoutingNode gives every item's context the one execute data
 * of the run, so it keys the run. Retry On Fail runs the node again with the same execute
 * data: an item index that already arrived starts a new try, and the old try is over.
 */
export function runOf(ctx: IExecuteSingleFunctions): Run {
	const key = ctx.getExecuteData() as object | undefined;
	const known = key ? runs.get(key) : undefined;
	if (known && !known.arrived.has(ctx.getItemIndex())) return known;
	known?.settle('failed');
	const run = newRun(ctx);
	if (key) runs.set(key, run);
	return run;
}

/**
 * Checks, once the current slice of RoutingNode's item loop has ended, that the loop went
 * on. n8n-core 1.122 and 2.41 `RoutingNode.runNode` prepare every item and call its
 * `makeRequest`, which (with no preSend) starts this hook at once, with no await between
 * items, except Batching's `await sleep(batchInterval)` before each group; an item whose
 * expressions fail there throws out of the loop. So when the slice ends with its group
 * incomplete, or a sleep ends with no item of the next group, the loop has thrown: the node
 * failed and no item of this try may send. (No operation has a preSend: test/structure.test.ts.)
 */
function watchSlice(run: Run) {
	if (run.watching) return;
	run.watching = true;
	queueMicrotask(() => {
		run.watching = false;
		if (run.outcome) return;
		const reached = run.arrived.size;
		if (reached % run.groupSize !== 0) return run.settle('failed');
		// a sleep of RoutingNode's interval started after its own ends right after the loop went
		// on: with it (Node runs the microtasks between two timers of one duration, in the order
		// they were set), or later by as long as the process waited between setting the two
		void sleep(run.interval).then(() => reached === run.arrived.size && run.settle('failed'));
	});
}

function arrive(run: Run, itemIndex: number) {
	// the run was given up although RoutingNode goes on: fail loudly rather than drop the item
	if (run.outcome) throw new Error(`Item ${itemIndex} reached the node after its run was given up; nothing was sent`);
	run.arrived.add(itemIndex);
	if (run.arrived.size >= run.expected) run.settle(run.refused ? 'refused' : 'checked');
	else watchSlice(run);
}

/**
 * An item's parameters were refused and the run stops: no item of it sends anything.
 * Resolves once the run is settled, when RoutingNode already awaits all items' outcomes
 * (the refusal, thrown then, is never an unhandled rejection while Batching still sleeps),
 * to whether the refusal is the node's error: not when n8n's loop failed the node first.
 */
export async function refuseRun(run: Run, itemIndex: number) {
	run.refused = true;
	arrive(run, itemIndex);
	return (await run.settled) === 'refused';
}

/**
 * Without Continue On Fail, a run sends nothing until every item's parameters are checked,
 * by n8n (expressions) and by the node: an item refused before sending stops the whole
 * run, so a fixed workflow run again sends no item twice. Resolves to how long the item
 * still waits before sending (with Batching, the spacing RoutingNode gave the items is
 * kept), or undefined when the run sends nothing.
 */
export async function allItemsChecked(run: Run, itemIndex: number) {
	const arrival = performance.now();
	run.firstArrival ??= arrival;
	const offset = arrival - run.firstArrival;
	arrive(run, itemIndex);
	if ((await run.settled) !== 'checked') return undefined;
	return run.interval > 0 ? offset : 0;
}
