import { createHash } from 'node:crypto';
import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { managementBaseUrl } from '../../credentials/CometChatManagementApi.credentials';
import { hasMorePages } from '../shared/paging';
import type { ApiProfile } from '../shared/transport/request';
import { basicAuthSettings } from './basicAuth';
import { triggersToRegister } from './events';
import { fingerprint, forgetRegistration, httpStatusOf, reasonOf, registrationFailure, registrationRequest, type FailureWording } from './registration';

/** The Management API with the trigger's CometChat Management API credential. */
const MANAGEMENT_API: ApiProfile = {
	credentialType: 'cometChatManagementApi',
	baseUrl: managementBaseUrl,
	secrets: (credentials) => [String(credentials.apiKey ?? ''), String(credentials.secret ?? '')],
};

/** Ids of what this node registered, kept in the workflow's static data (saved by n8n on activation). */
interface WebhookState extends IDataObject {
	webhookId?: string;
	webhookUrl?: string;
	/** A keyed hash of the Basic Auth settings sent (CometChat never gives the password back); see `fingerprint`. */
	authSent?: string;
}

const WEBHOOK_KEYS = ['webhookId', 'webhookUrl', 'authSent'] as const;
const WEBHOOKS_PER_PAGE = 100;

const WEBHOOK: FailureWording = {
	subject: 'the CometChat webhook',
	credentialHint: 'Check the Management API key, secret and App ID.',
	description: 'Nothing stays registered half-way. Fix the cause and activate again, or choose Registration: Manual and add the webhook in the CometChat dashboard.',
	namesStatus: true,
};

const failed = (ctx: IHookFunctions, step: string, error: unknown, undone = '') => registrationFailure(ctx, WEBHOOK, step, error, undone);
const isAutomatic = (ctx: IHookFunctions) =>
	ctx.getNodeParameter('source', 'webhook') === 'webhook' && ctx.getNodeParameter('registration', 'manual') === 'automatic';
const asArray = (value: unknown): IDataObject[] => (Array.isArray(value) ? (value as IDataObject[]) : value ? [value as IDataObject] : []);

/** A stable CometChat webhook id for a URL: alphanumeric, at most 50 characters. */
export const webhookIdFor = (url: string) => `n8n${createHash('sha256').update(url).digest('hex').slice(0, 29)}`;

/**
 * A Management API client for the credential's app, on its webhooks (`/apps/{appId}/webhooks`
 * and below). Every call is a `registrationRequest`: the credential's `authenticate` (base
 * URL, HTTPS rule, `key`, `secret`, `X-Webhook-Version: 2`), never showing the key or the secret.
 */
async function managementApi(ctx: IHookFunctions) {
	const credentials = await ctx.getCredentials('cometChatManagementApi');
	const appId = String(credentials.appId ?? '').trim();
	if (!/^[A-Za-z0-9_-]+$/.test(appId)) {
		throw new NodeOperationError(ctx.getNode(), 'CometChat Management API credentials: the App ID is empty or has characters other than letters, digits, "-" and "_"');
	}
	return {
		/** A call on the app's webhooks, or on one of them (`id`) and below it (`below`). */
		request: async (method: IHttpRequestMethods, id?: string, below = '', body?: IDataObject, qs?: IDataObject) =>
			await registrationRequest(ctx, MANAGEMENT_API, {
				method,
				path: `/apps/${encodeURIComponent(appId)}/webhooks${id === undefined ? '' : `/${encodeURIComponent(id)}${below}`}`,
				body,
				qs,
			}),
		/** The `fingerprint` of settings sent, keyed with the credential's key and secret. */
		fingerprint: (settings: IDataObject) => fingerprint(MANAGEMENT_API.secrets(credentials).join('\n'), settings),
	};
}

type ManagementApi = Awaited<ReturnType<typeof managementApi>>;

const registeredTriggers = async (api: ManagementApi, id: string) => asArray((await api.request('GET', id, '/triggers')).data).map((t) => String(t.id ?? t.trigger ?? ''));

/** Subscribes the webhook to exactly the selected triggers. */
async function syncTriggers(ctx: IHookFunctions, api: ManagementApi, id: string, current: string[]): Promise<void> {
	const wanted = triggersToRegister(ctx.getNodeParameter('events', []) as string[]);
	const missing = wanted.filter((t) => !current.includes(t));
	if (missing.length > 0) {
		const results = ((await api.request('POST', id, '/triggers', { triggerIds: missing })).data ?? {}) as Record<string, IDataObject>;
		const refused = Object.entries(results)
			.filter(([, result]) => result?.success === false)
			.map(([trigger, result]) => `${trigger} (${String(result.message ?? 'refused')})`);
		if (refused.length > 0) throw new NodeOperationError(ctx.getNode(), `CometChat refused the triggers ${refused.join(', ')}`);
	}
	const extra = current.filter((t) => !wanted.includes(t));
	if (extra.length > 0) await api.request('DELETE', id, '/triggers', { triggerIds: extra });
}

/**
 * Activation asks whether the webhook is registered as wanted, and only reads: the webhook
 * of the id kept in static data (404: no), for this URL, enabled, with the Basic Auth user
 * and password last sent (a keyed hash of them is kept; an older unkeyed one never matches,
 * so the webhook is updated and the hash replaced) and exactly the selected triggers.
 * Anything else is "no", and `create` brings it in line.
 */
export async function checkExists(this: IHookFunctions): Promise<boolean> {
	if (!isAutomatic(this)) return true;
	const { webhookId, webhookUrl, authSent } = this.getWorkflowStaticData('node') as WebhookState;
	if (!webhookId || webhookUrl !== String(this.getNodeWebhookUrl('default'))) return false;
	const api = await managementApi(this);
	let hook: IDataObject;
	let triggers: string[];
	try {
		hook = asArray((await api.request('GET', webhookId)).data)[0] ?? {};
		triggers = await registeredTriggers(api, webhookId);
	} catch (error) {
		if (httpStatusOf(error) === 404) return false;
		throw failed(this, `reading the webhook ${webhookId}`, error);
	}
	const auth = await basicAuthSettings(this).catch(() => undefined);
	const wanted = triggersToRegister(this.getNodeParameter('events', []) as string[]);
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
 * another workflow) is never taken over nor deleted: activation fails naming it.
 */
export async function create(this: IHookFunctions): Promise<boolean> {
	if (!isAutomatic(this)) return true;
	const url = String(this.getNodeWebhookUrl('default'));
	const auth = await basicAuthSettings(this);
	const api = await managementApi(this);
	const state = this.getWorkflowStaticData('node') as WebhookState;
	if (state.webhookId && state.webhookUrl !== url) {
		// the webhook registered for the old address would keep delivering into nothing
		await api.request('DELETE', state.webhookId).catch(() => undefined);
		forgetRegistration(state, WEBHOOK_KEYS);
	}
	// the app's webhooks that deliver to `url` (CometChat lets several share one)
	const atUrl: IDataObject[] = [];
	try {
		for (let page = 1, more = true; more && page <= 10; page++) {
			const { data, meta } = await api.request('GET', undefined, '', undefined, { perPage: WEBHOOKS_PER_PAGE, page });
			atUrl.push(...asArray(data).filter((hook) => hook.webhookURL === url));
			more = hasMorePages(meta, page, asArray(data).length, WEBHOOKS_PER_PAGE);
		}
	} catch (error) {
		throw failed(this, 'listing webhooks', error);
	}
	const foreign = atUrl.find((hook) => String(hook.id) !== state.webhookId);
	if (foreign) {
		const name = typeof foreign.name === 'string' && foreign.name.trim() ? `"${foreign.name.trim()}" ` : '';
		throw new NodeOperationError(this.getNode(), `Could not register the CometChat webhook: the webhook ${name}(id ${String(foreign.id)}) already delivers to ${url}, and this trigger did not create it`, {
			description: 'This trigger registers its own webhook and deletes only that one. Delete the existing webhook in the CometChat dashboard and activate again, or choose Registration: Manual to keep using it.',
		});
	}
	forgetRegistration(state, WEBHOOK_KEYS);
	const webhookId = atUrl.length > 0 ? String(atUrl[0].id) : webhookIdFor(url);
	const settings = { ...auth, enabled: true, retryOnFailure: true };
	if (atUrl.length > 0) {
		try {
			await api.request('PUT', webhookId, '', settings);
			await syncTriggers(this, api, webhookId, await registeredTriggers(api, webhookId));
		} catch (error) {
			// still this trigger's: a later activation or the deactivation finds it
			Object.assign(state, { webhookId, webhookUrl: url });
			throw failed(this, `updating the existing webhook ${webhookId}`, error);
		}
	} else {
		const name = `n8n ${this.getWorkflow().name ?? this.getWorkflow().id ?? ''}`.trim().slice(0, 50);
		await api.request('POST', undefined, '', { id: webhookId, name, webhookURL: url, ...settings }).catch((error) => {
			throw failed(this, 'creating the webhook', error);
		});
		try {
			await syncTriggers(this, api, webhookId, []);
		} catch (error) {
			const undone = await api.request('DELETE', webhookId).then(
				() => ' The webhook created a moment ago was deleted again.',
				(cleanupError) => ` Deleting the webhook ${webhookId} created a moment ago failed too (${reasonOf(cleanupError, WEBHOOK).replace(/\.$/, '')}); delete it in the CometChat dashboard.`,
			);
			throw failed(this, 'subscribing to the triggers', error, undone);
		}
	}
	Object.assign(state, { webhookId, webhookUrl: url, authSent: api.fingerprint(auth) });
	return true;
}

/** Deactivation: removes the webhook this trigger created, and no other (already gone counts as removed). */
export async function remove(this: IHookFunctions): Promise<boolean> {
	if (!isAutomatic(this)) return true;
	const state = this.getWorkflowStaticData('node') as WebhookState;
	if (!state.webhookId) return true;
	const api = await managementApi(this);
	try {
		await api.request('DELETE', state.webhookId);
	} catch (error) {
		if (httpStatusOf(error) !== 404) return false;
	}
	forgetRegistration(state, WEBHOOK_KEYS);
	return true;
}
