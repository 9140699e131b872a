import { createHash } from 'node:crypto';
import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { hasMorePages } from '../../shared/paging';
import { triggersToRegister } from '../events';
import { basicAuthSettings } from './basicAuthSettings';
import { managementApi, type ManagementApi } from './managementApi';
import { reasonOf, registrationFailure, type FailureWording } from './registrationFailure';
import { httpStatusOf } from './registrationRequest';
import { forgetRegistration, registrationState } from './registrationState';

/** Ids of what this node registered, kept in the workflow's static data (saved by n8n on activation). */
interface RegistrationState extends IDataObject {
	webhookId?: string;
	webhookUrl?: string;
	/** A keyed hash of the Basic Auth settings sent (CometChat never gives the password back); see `fingerprint`. */
	authSent?: string;
}

const REGISTRATION_KEYS = ['webhookId', 'webhookUrl', 'authSent'] as const;
const stateOf = (ctx: IHookFunctions) => registrationState<RegistrationState>(ctx);
const isAutomatic = (ctx: IHookFunctions) =>
	ctx.getNodeParameter('source', 'webhook') === 'webhook' && ctx.getNodeParameter('registration', 'manual') === 'automatic';
const webhookUrlOf = (ctx: IHookFunctions) => String(ctx.getNodeWebhookUrl('default'));

/** A stable CometChat webhook id for a URL: alphanumeric, at most 50 characters. */
export function webhookIdFor(url: string): string {
	return `n8n${createHash('sha256').update(url).digest('hex').slice(0, 29)}`;
}

const asArray = (value: unknown): IDataObject[] => (Array.isArray(value) ? (value as IDataObject[]) : value ? [value as IDataObject] : []);

const WEBHOOKS_PER_PAGE = 100;

/** The app's webhooks that deliver to `url` (CometChat lets several share one). */
async function webhooksAt(api: ManagementApi, url: string): Promise<IDataObject[]> {
	const found: IDataObject[] = [];
	for (let page = 1; page <= 10; page++) {
		const response = await api.request('GET', api.appPath, undefined, { perPage: WEBHOOKS_PER_PAGE, page });
		const hooks = asArray(response.data);
		found.push(...hooks.filter((hook) => hook.webhookURL === url));
		if (!hasMorePages(response.meta, page, hooks.length, WEBHOOKS_PER_PAGE)) break;
	}
	return found;
}

/** A webhook this trigger did not create, already delivering to its URL: never taken over, never deleted. */
function takenBy(ctx: IHookFunctions, hook: IDataObject, url: string): NodeOperationError {
	const name = typeof hook.name === 'string' && hook.name.trim() ? `"${hook.name.trim()}" ` : '';
	return new NodeOperationError(
		ctx.getNode(),
		`Could not register the CometChat webhook: the webhook ${name}(id ${String(hook.id)}) already delivers to ${url}, and this trigger did not create it`,
		{
			description:
				'This trigger registers its own webhook and deletes only that one. Delete the existing webhook in the CometChat dashboard and activate again, or choose Registration: Manual to keep using it.',
		},
	);
}

const wantedTriggers = (ctx: IHookFunctions) => triggersToRegister(ctx.getNodeParameter('events', []) as string[]);

/** Subscribes the webhook to exactly the selected triggers. */
async function syncTriggers(ctx: IHookFunctions, api: ManagementApi, webhookId: string, current: string[]): Promise<void> {
	const wanted = wantedTriggers(ctx);
	const path = `${api.appPath}/${encodeURIComponent(webhookId)}/triggers`;
	const missing = wanted.filter((t) => !current.includes(t));
	if (missing.length > 0) {
		const response = await api.request('POST', path, { triggerIds: missing });
		const results = (response.data ?? {}) as IDataObject;
		const refused = Object.entries(results)
			.filter(([, result]) => (result as IDataObject)?.success === false)
			.map(([trigger, result]) => `${trigger} (${String((result as IDataObject).message ?? 'refused')})`);
		if (refused.length > 0) throw new NodeOperationError(ctx.getNode(), `CometChat refused the triggers ${refused.join(', ')}`);
	}
	const extra = current.filter((t) => !wanted.includes(t));
	if (extra.length > 0) await api.request('DELETE', path, { triggerIds: extra });
}

async function registeredTriggers(api: ManagementApi, webhookId: string): Promise<string[]> {
	const response = await api.request('GET', `${api.appPath}/${encodeURIComponent(webhookId)}/triggers`);
	return asArray(response.data).map((t) => String(t.id ?? t.trigger ?? ''));
}

const WEBHOOK: FailureWording = {
	subject: 'the CometChat webhook',
	credentialHint: 'Check the Management API key, secret and App ID.',
	description: 'Nothing stays registered half-way. Fix the cause and activate again, or choose Registration: Manual and add the webhook in the CometChat dashboard.',
	namesStatus: true,
};

const failed = (ctx: IHookFunctions, step: string, error: unknown, undone = '') => registrationFailure(ctx, WEBHOOK, step, error, undone);

/**
 * Activation asks whether the webhook is registered as wanted, and only reads: the webhook
 * of the id kept in static data (404: no), for this URL, enabled, with the Basic Auth user
 * and password last sent (a keyed hash of them is kept; an older unkeyed one never matches,
 * so the webhook is updated and the hash replaced) and exactly the selected triggers. Anything else is "no", and `create` brings it in line.
 */
export async function checkExists(this: IHookFunctions): Promise<boolean> {
	if (!isAutomatic(this)) return true;
	const { webhookId, webhookUrl, authSent } = stateOf(this);
	if (!webhookId || webhookUrl !== webhookUrlOf(this)) return false;
	const api = await managementApi(this);
	const path = `${api.appPath}/${encodeURIComponent(webhookId)}`;
	let hook: IDataObject;
	let triggers: string[];
	try {
		hook = asArray((await api.request('GET', path)).data)[0] ?? {};
		triggers = await registeredTriggers(api, webhookId);
	} catch (error) {
		if (httpStatusOf(error) === 404) return false;
		throw failed(this, `reading the webhook ${webhookId}`, error);
	}
	const auth = await basicAuthSettings(this).catch(() => undefined);
	const wanted = wantedTriggers(this);
	return (
		hook.webhookURL === webhookUrl &&
		hook.enabled !== false &&
		auth !== undefined &&
		authSent === api.fingerprint(auth) &&
		Boolean(hook.useBasicAuth) === auth.useBasicAuth &&
		(!auth.useBasicAuth || hook.username === auth.username) &&
		wanted.length === triggers.length &&
		wanted.every((trigger) => triggers.includes(trigger))
	);
}

/**
 * Registers the webhook for this URL, or brings this trigger's own in line: the webhook it
 * created for n8n's old address (WEBHOOK_URL changed) is deleted; the one static data says
 * it created for this URL gets this auth and exactly the selected triggers; otherwise one
 * is created, then its triggers, and if the triggers fail, the webhook is deleted again. A
 * webhook at this URL that this trigger did not create (added in the dashboard, or by
 * another workflow) is left as it is, and activation fails naming it.
 */
export async function create(this: IHookFunctions): Promise<boolean> {
	if (!isAutomatic(this)) return true;
	const url = webhookUrlOf(this);
	const auth = await basicAuthSettings(this);
	const api = await managementApi(this);
	const state = stateOf(this);
	if (state.webhookId && state.webhookUrl !== url) {
		// the webhook registered for the old address would keep delivering into nothing
		await api.request('DELETE', `${api.appPath}/${encodeURIComponent(state.webhookId)}`).catch(() => undefined);
		forgetRegistration(state, REGISTRATION_KEYS);
	}
	let atUrl: IDataObject[];
	try {
		atUrl = await webhooksAt(api, url);
	} catch (error) {
		throw failed(this, 'listing webhooks', error);
	}
	const foreign = atUrl.find((hook) => String(hook.id) !== state.webhookId);
	if (foreign) throw takenBy(this, foreign, url);
	const existing = atUrl[0];
	forgetRegistration(state, REGISTRATION_KEYS);
	const webhookId = existing ? String(existing.id) : webhookIdFor(url);
	if (existing) {
		try {
			await api.request('PUT', `${api.appPath}/${encodeURIComponent(webhookId)}`, { ...auth, enabled: true, retryOnFailure: true });
			await syncTriggers(this, api, webhookId, await registeredTriggers(api, webhookId));
		} catch (error) {
			// still this trigger's: a later activation or the deactivation finds it
			state.webhookId = webhookId;
			state.webhookUrl = url;
			throw failed(this, `updating the existing webhook ${webhookId}`, error);
		}
	} else {
		const name = `n8n ${this.getWorkflow().name ?? this.getWorkflow().id ?? ''}`.trim().slice(0, 50);
		try {
			await api.request('POST', api.appPath, { id: webhookId, name, webhookURL: url, ...auth, enabled: true, retryOnFailure: true });
		} catch (error) {
			throw failed(this, 'creating the webhook', error);
		}
		try {
			await syncTriggers(this, api, webhookId, []);
		} catch (error) {
			let undone = ' The webhook created a moment ago was deleted again.';
			try {
				await api.request('DELETE', `${api.appPath}/${encodeURIComponent(webhookId)}`);
			} catch (cleanupError) {
				undone = ` Deleting the webhook ${webhookId} created a moment ago failed too (${reasonOf(cleanupError, WEBHOOK).replace(/\.$/, '')}); delete it in the CometChat dashboard.`;
			}
			throw failed(this, 'subscribing to the triggers', error, undone);
		}
	}
	Object.assign(state, { webhookId, webhookUrl: url, authSent: api.fingerprint(auth) });
	return true;
}

/** Deactivation: removes the webhook this trigger created, and no other (already gone counts as removed). */
export async function remove(this: IHookFunctions): Promise<boolean> {
	if (!isAutomatic(this)) return true;
	const state = stateOf(this);
	if (!state.webhookId) return true;
	const api = await managementApi(this);
	try {
		await api.request('DELETE', `${api.appPath}/${encodeURIComponent(state.webhookId)}`);
	} catch (error) {
		if (httpStatusOf(error) !== 404) return false;
	}
	forgetRegistration(state, REGISTRATION_KEYS);
	return true;
}
