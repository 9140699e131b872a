import { createHash } from 'node:crypto';
import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { triggersToRegister } from '../events';
import { httpStatusOf, managementApi, type ManagementApi } from './managementApi';

/** Ids of what this node registered, kept in the workflow's static data (saved by n8n on activation). */
interface RegistrationState extends IDataObject {
	webhookId?: string;
	webhookUrl?: string;
}

const stateOf = (ctx: IHookFunctions) => ctx.getWorkflowStaticData('node') as RegistrationState;
const isAutomatic = (ctx: IHookFunctions) => ctx.getNodeParameter('registration', 'manual') === 'automatic';
const webhookUrlOf = (ctx: IHookFunctions) => String(ctx.getNodeWebhookUrl('default'));

/** A stable CometChat webhook id for a URL: alphanumeric, at most 50 characters. */
export function webhookIdFor(url: string): string {
	return `n8n${createHash('sha256').update(url).digest('hex').slice(0, 29)}`;
}

const asArray = (value: unknown): IDataObject[] => (Array.isArray(value) ? (value as IDataObject[]) : value ? [value as IDataObject] : []);

async function findByUrl(api: ManagementApi, url: string): Promise<IDataObject | undefined> {
	for (let page = 1; page <= 10; page++) {
		const response = await api.request('GET', api.appPath, undefined, { perPage: 100, page });
		const hooks = asArray(response.data);
		const found = hooks.find((hook) => hook.webhookURL === url);
		if (found) return found;
		const pagination = (response.meta as IDataObject | undefined)?.pagination as IDataObject | undefined;
		if (hooks.length === 0 || !pagination || Number(pagination.total_pages ?? pagination.totalPages ?? 1) <= page) return undefined;
	}
	return undefined;
}

/** The webhook's auth fields, checked against CometChat's rules before anything is sent. */
async function authFields(ctx: IHookFunctions): Promise<IDataObject> {
	if (ctx.getNodeParameter('authentication', 'basicAuth') !== 'basicAuth') return { useBasicAuth: false };
	const { user, password } = await ctx.getCredentials('cometChatWebhookApi');
	const username = String(user ?? '');
	const secret = String(password ?? '');
	if (!/^[A-Za-z0-9]{1,50}$/.test(username) || !/^[A-Za-z0-9]{1,100}$/.test(secret)) {
		throw new NodeOperationError(
			ctx.getNode(),
			'CometChat accepts only letters and digits for webhook Basic Auth (user up to 50, password up to 100 characters); change the CometChat Webhook credential',
		);
	}
	return { useBasicAuth: true, username, password: secret };
}

/** Subscribes the webhook to exactly the selected triggers. */
async function syncTriggers(ctx: IHookFunctions, api: ManagementApi, webhookId: string, current: string[]): Promise<void> {
	const wanted = triggersToRegister(ctx.getNodeParameter('events', []) as string[]);
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

function failed(ctx: IHookFunctions, step: string, error: unknown, undone: string): NodeOperationError {
	const message = error instanceof Error ? error.message : String(error);
	return new NodeOperationError(ctx.getNode(), `Could not register the CometChat webhook: ${step}: ${message}${undone}`, {
		description: 'Nothing stays registered half-way. Fix the cause and activate again, or choose Registration: Manual and add the webhook in the CometChat dashboard.',
	});
}

/**
 * Activation: manual registration has nothing to check. Automatic: an existing webhook for
 * this URL is adopted (its auth and triggers brought in line) instead of creating a second.
 */
export async function checkExists(this: IHookFunctions): Promise<boolean> {
	if (!isAutomatic(this)) return true;
	const url = webhookUrlOf(this);
	const api = await managementApi(this);
	const state = stateOf(this);
	if (state.webhookId && state.webhookUrl && state.webhookUrl !== url) {
		// n8n's address changed (WEBHOOK_URL): the webhook registered for the old one would
		// keep delivering into nothing
		await api.request('DELETE', `${api.appPath}/${encodeURIComponent(state.webhookId)}`).catch(() => undefined);
		delete state.webhookId;
		delete state.webhookUrl;
	}
	let existing: IDataObject | undefined;
	try {
		existing = await findByUrl(api, url);
	} catch (error) {
		throw failed(this, 'listing webhooks', error, '');
	}
	if (!existing) {
		delete state.webhookId;
		delete state.webhookUrl;
		return false;
	}
	const webhookId = String(existing.id);
	try {
		await api.request('PUT', `${api.appPath}/${encodeURIComponent(webhookId)}`, { ...(await authFields(this)), enabled: true, retryOnFailure: true });
		await syncTriggers(this, api, webhookId, await registeredTriggers(api, webhookId));
	} catch (error) {
		throw failed(this, `updating the existing webhook ${webhookId}`, error, '');
	}
	state.webhookId = webhookId;
	state.webhookUrl = url;
	return true;
}

/** Creates the webhook, then its triggers; if the triggers fail, the webhook is deleted again. */
export async function create(this: IHookFunctions): Promise<boolean> {
	if (!isAutomatic(this)) return true;
	const url = webhookUrlOf(this);
	const auth = await authFields(this);
	const api = await managementApi(this);
	const webhookId = webhookIdFor(url);
	const name = `n8n ${this.getWorkflow().name ?? this.getWorkflow().id ?? ''}`.trim().slice(0, 50);
	try {
		await api.request('POST', api.appPath, { id: webhookId, name, webhookURL: url, ...auth, enabled: true, retryOnFailure: true });
	} catch (error) {
		throw failed(this, 'creating the webhook', error, '');
	}
	try {
		await syncTriggers(this, api, webhookId, []);
	} catch (error) {
		let undone = '. The webhook created a moment ago was deleted again.';
		try {
			await api.request('DELETE', `${api.appPath}/${encodeURIComponent(webhookId)}`);
		} catch (cleanupError) {
			undone = `. Deleting the webhook ${webhookId} created a moment ago failed too (${(cleanupError as Error).message}); delete it in the CometChat dashboard.`;
		}
		throw failed(this, 'subscribing to the triggers', error, undone);
	}
	const state = stateOf(this);
	state.webhookId = webhookId;
	state.webhookUrl = url;
	return true;
}

/** Deactivation: removes the registered webhook (already gone counts as removed). */
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
	delete state.webhookId;
	delete state.webhookUrl;
	return true;
}
