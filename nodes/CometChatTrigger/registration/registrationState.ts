import { createHmac } from 'node:crypto';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';

/** What the trigger set at CometChat, kept in the workflow's static data (saved by n8n on activation). */
export const registrationState = <State extends IDataObject>(ctx: IHookFunctions) => ctx.getWorkflowStaticData('node') as State;

/** Forgets what a registration kept, once what it set is gone. */
export function forgetRegistration<State extends IDataObject>(state: State, keys: ReadonlyArray<keyof State & string>): void {
	for (const key of keys) delete state[key];
}

/**
 * What is kept of the settings sent, to tell a changed password: an HMAC under `key`, a
 * credential's secret that n8n keeps encrypted and the workflow does not hold. An unkeyed
 * hash would let anyone who reads or exports the workflow search short passwords offline.
 */
export const fingerprint = (key: string, settings: IDataObject) => createHmac('sha256', key).update(JSON.stringify(settings)).digest('hex');
