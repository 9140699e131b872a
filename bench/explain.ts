/** Closing notes: where the time goes when a goal is missed, from the figures measured. */
import path from 'node:path';
import type { INodeProperties, INodeTypeDescription } from 'n8n-workflow';
import { repoRoot } from '../test/support/engine';
import type { ListSummary, RateSummary, SendSummary } from './summary';

/** The built node's top-level properties: RoutingNode visits each of them for every item. */
export function nodeProperties(): INodeProperties[] {
	const file = path.join(repoRoot(), 'dist', 'nodes', 'CometChat', 'CometChat.node.js');
	const { CometChat } = require(file) as { CometChat: new () => { description: INodeTypeDescription } };
	return new CometChat().description.properties;
}

export function nodePropertyCount(): number {
	return nodeProperties().length;
}

const round = (value: number) => Math.round(value).toLocaleString('en-US');

export function explainList(list: ListSummary[]): string[] {
	return list
		.filter((s) => !s.goals.time || s.goals.memory === false)
		.map((s) => {
			const perItemUs = ((s.engine.wallMs - s.axios.wallMs) / s.users) * 1000;
			const axiosPerPage = s.axios.wallMs / s.minRequests;
			const memory =
				s.goals.memory === false
					? ` Memory: the engine grows RSS by ${round(s.engine.rssDeltaMB)} MB vs ${round(s.axios.rssDeltaMB)} MB (every user becomes an n8n item, kept in the run data).`
					: '';
			return (
				`- ${s.id}: the engine adds ${s.extraMsPerRequest.toFixed(2)} ms per page (${perItemUs.toFixed(1)} µs per user) over axios, ` +
				`which takes ${axiosPerPage.toFixed(1)} ms a page itself, fake server included.` +
				memory
			);
		});
}

export function explainSend(send: SendSummary[], properties: number): string[] {
	return send
		.filter((s) => !s.goals.time)
		.map(
			(s) =>
				`- ${s.id}: the engine's first request left after ${round(s.engine.firstRequestMs)} ms ` +
				`(${Math.round(s.beforeFirstRequestShare * 100)}% of its ${round(s.engine.wallMs)} ms; axios: ${round(s.axios.firstRequestMs)} ms): ` +
				`RoutingNode prepares every item before it sends any: a context per item, and each of the ${properties} top-level properties ` +
				`resolved twice (runNode, then resolveBaseUrl's ownership check), whether the operation shows it or not. ` +
				`The engine adds ${s.extraMsPerItem.toFixed(2)} ms per item; the cost grows with the number of top-level properties ` +
				`(see the CPU comparison above and the profile below).`,
		);
}

export function explainRate(rate: RateSummary): string[] {
	if (rate.goals.time) return [];
	const burst = Math.max(0, rate.messages - rate.ratePerSecond);
	return [
		`- rate ${rate.ratePerSecond}/s: the first request left after ${round(rate.engine.firstRequestMs)} ms (item preparation, as above); ` +
			`from then on the run took ${(rate.pacingRatio * rate.allowedMs / 1000).toFixed(1)} s against the ${rate.allowedMs / 1000} s allowed (${rate.pacingRatio.toFixed(2)}x). ` +
			`${round(rate.engine.rateLimited)} requests were answered 429; up to ${round(burst)} of them are the opening burst ` +
			`(all items fire at once, before the node knows the limit), the other ${round(Math.max(0, rate.engine.rateLimited - burst))} came later.`,
	];
}
