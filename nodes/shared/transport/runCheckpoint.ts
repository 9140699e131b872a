import type { IDataObject, IExecuteSingleFunctions, ITaskDataConnections } from 'n8n-workflow';
import { failureCarried } from './failedItem';

/** One run of the node (one RoutingNode `runNode`): its items, and what its first item read once for all. */
interface Run {
	expected: number;
	arrived: number;
	refused: boolean;
	/** performance.now() at the first item's arrival. */
	firstArrival?: number;
	/** Settings > Request Options > Batching spaces the items' requests. */
	batched: boolean;
	/** Settings > Request Options > Timeout is set (else n8n's 300 s gives way to the node's default). */
	timeoutSet: boolean;
	/** A failed item carries its error (Continue On Fail, or an AI Agent's tool): no item waits for the others. */
	carried: boolean;
	release(): void;
	/** Resolved once every item of the run has been checked. */
	released: Promise<void>;
}

const runs = new WeakMap<object, Run>();

/** The items RoutingNode runs: its input, `main` or (as an AI Agent's tool) `ai_tool`. */
function itemCount(data: ITaskDataConnections | undefined): number {
	const input = data?.main ?? data?.ai_tool;
	return input?.[0]?.length ?? 1;
}

/**
 * The run an item belongs to. RoutingNode gives every item's context the one execute
 * data of the run, so it keys the run; the first item reads what is the same for all
 * (Request Options, Continue On Fail) once.
 */
export function runOf(ctx: IExecuteSingleFunctions): Run {
	const key = ctx.getExecuteData() as object | undefined;
	const known = key ? runs.get(key) : undefined;
	if (known && known.arrived < known.expected) return known;
	const options = ctx.getNodeParameter('requestOptions', {}) as IDataObject;
	const batch = ((options.batching as IDataObject | undefined)?.batch ?? {}) as IDataObject;
	let release = () => {};
	const released = new Promise<void>((resolve) => (release = resolve));
	const run: Run = {
		expected: key ? itemCount(ctx.getExecuteData().data) : 1,
		arrived: 0,
		refused: false,
		batched: Number(batch.batchSize) > 0 && Number(batch.batchInterval) > 0,
		timeoutSet: Boolean(options.timeout),
		carried: failureCarried(ctx),
		release,
		released,
	};
	if (key) runs.set(key, run);
	return run;
}

function arrive(run: Run): void {
	run.arrived++;
	if (run.arrived >= run.expected) run.release();
}

/**
 * An item's parameters were refused and the run stops: no item of it sends anything.
 * Resolves once every item has been started, when RoutingNode already awaits all items'
 * outcomes: the refusal, thrown then, is never an unhandled rejection while Batching
 * still sleeps between groups.
 */
export async function refuseRun(run: Run): Promise<void> {
	run.refused = true;
	arrive(run);
	await run.released;
}

/**
 * Without Continue On Fail, a run sends nothing until every item's parameters are checked:
 * an item refused before sending stops the whole run, so a fixed workflow run again sends
 * no item twice. RoutingNode starts every item's hook in turn without waiting for any
 * (n8n-core 1.122 and 2.41 `RoutingNode.runNode`; Batching only sleeps between groups of
 * items), and each item checks its parameters before it waits here, so the last item's
 * check releases the run. Resolves to how long the item still waits before sending (with
 * Batching, the spacing RoutingNode gave the items is kept), or undefined when another
 * item was refused and the run sends nothing.
 */
export async function allItemsChecked(run: Run): Promise<number | undefined> {
	const arrival = performance.now();
	run.firstArrival ??= arrival;
	const offset = arrival - run.firstArrival;
	arrive(run);
	await run.released;
	if (run.refused) return undefined;
	return run.batched ? offset : 0;
}
