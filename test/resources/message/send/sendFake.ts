import assert from 'node:assert/strict';
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';
import { runNode, type RunOptions, type RunResult } from '../../../support/engine';
import { sendParams } from '../../../support/fixtures';
import { useFake, type StartedFake } from '../../../support/useFake';

/** Parameters of Message > Send that differ from `sendParams`. */
type Extra = IDataObject | INodeParameters;

export interface SendTest {
	/** Runs Message > Send: the parameters of `sendParams` changed by `extra`. */
	send(extra?: Extra, more?: Partial<RunOptions>): Promise<RunResult>;
	/** The message bodies the fake received, in the order they arrived. */
	sentBodies(): IDataObject[];
	/** Sends without error, one message per output item; gives the bodies sent. */
	expectSent(extra: Extra, items?: INodeExecutionData[]): Promise<IDataObject[]>;
	/** Sends and expects an error matching `pattern`, with nothing sent; gives the error message. */
	refused(extra: Extra, pattern: RegExp): Promise<string>;
}

/**
 * The fake CometChat of a Send test block (through `useFake`, every request checked against
 * the OpenAPI) and the ways its tests send.
 */
export function useSendFake(started: (fake: StartedFake) => void = () => undefined): SendTest {
	let fake: StartedFake;
	useFake((given) => {
		fake = given;
		started(given);
	});
	const sentBodies = () => fake.server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject);
	const send = async (extra: Extra = {}, more: Partial<RunOptions> = {}) =>
		await runNode({ parameters: sendParams(extra as INodeParameters), credentials: fake.credentials, ...more });
	return {
		send,
		sentBodies,
		async expectSent(extra, items) {
			const { error, items: output } = await send(extra, { items });
			assert.equal(error, undefined, String(error?.message));
			assert.equal(output.length, sentBodies().length);
			return sentBodies();
		},
		async refused(extra, pattern) {
			const { error } = await send(extra);
			const message = String(error?.message);
			assert.match(message, pattern);
			assert.equal(fake.server.requests.length, 0, 'nothing may be sent for invalid input');
			return message;
		},
	};
}
