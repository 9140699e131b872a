import { createHash, createHmac } from 'node:crypto';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { managementBaseUrl } from '../../credentials/CometChatManagementApi.credentials';
import { hasMorePages } from '../shared/paging';
import { helpersChannel } from '../shared/requestOptions';
import { apiRequest, COMETCHAT_API, type ApiProfile } from '../shared/transport/request';
import { triggersToRegister } from './events';
import { asObject, basicAuthSettings } from './receive';

/**
 * Activation's registration of the trigger's URL at CometChat: the webhook's (Management API)
 * or the bot's callback (/bots). Both, like n8n's Stripe Trigger: `checkExists` only reads,
 * `create` never takes over what someone else made, `delete` removes only what this trigger
 * created; the ids of that are kept in the workflow's static data (saved by n8n on activation).
 */
export type Registration = Record<'checkExists' | 'create' | 'delete', (ctx: IHookFunctions) => Promise<boolean>>;

/**
 * One call through the package's one transport (n8n's authenticated helper, with the
 * credential's Allowed HTTP Request Domains). The trigger has no Request Options: a call may
 * take 20 s, activation waits for rate limits 60 s in all. The Basic Auth password a create or
 * update carries (which CometChat's answers repeat) never shows in an error.
 */
async function call(ctx: IHookFunctions, profile: ApiProfile, method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject) {
	const secrets = typeof body?.password === 'string' ? [body.password] : [];
	return await apiRequest(ctx, profile, { method, path, body, qs, returns: 'any', maxWaitMs: 60_000, secrets }, 0, await helpersChannel(ctx, profile, { timeout: 20_000 }, 0));
}

const httpStatusOf = (error: unknown) => (error instanceof NodeApiError && Number(error.httpCode)) || undefined;

/** How a registration words its failures: `credentialHint` where the credential is the likely cause (HTTP 401, 403); `namesStatus`, the HTTP status before a reason that does not name it. */
const WEBHOOK = {
	subject: 'the CometChat webhook',
	credentialHint: 'Check the Management API key, secret and App ID.',
	description: 'Nothing stays registered half-way. Fix the cause and activate again, or choose Registration: Manual and add the webhook in the CometChat dashboard.',
	namesStatus: true,
};
const BOT_CALLBACK = {
	subject: "the bot's callback",
	credentialHint: 'Check the API key and App ID of the CometChat API credential.',
	description: "Nothing was left half-way. Fix the cause and activate again, or choose Registration: Manual and set the bot's callback in the CometChat dashboard.",
	namesStatus: false,
};
type Wording = typeof WEBHOOK;

/** Why a call failed, in a sentence: CometChat's reason (with the status where wanted), and the credential hint. */
function reasonOf(error: unknown, { credentialHint, namesStatus }: Wording) {
	const message = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
	const status = httpStatusOf(error);
	const hint = status === 401 || status === 403 ? ` ${credentialHint}` : '';
	if (!namesStatus) return `${message}.${hint}`;
	return status === undefined || message.includes(`HTTP ${status}`) ? `${message}.` : `HTTP ${status}: ${message}.${hint}`;
}

/** A failed registration step as activation's error; `undone` says what was rolled back. */
const failure = (ctx: IHookFunctions, wording: Wording, step: string, error: unknown, undone = '') =>
	new NodeOperationError(ctx.getNode(), `Could not register ${wording.subject}: ${step}: ${reasonOf(error, wording)}${undone}`, { description: wording.description });
/** The static data of this trigger's registration with `keys` forgotten. */
const forget = (state: IDataObject, keys: string[]) => keys.forEach((key) => delete state[key]);
const urlOf = (ctx: IHookFunctions) => String(ctx.getNodeWebhookUrl('default'));
/** Whether a remote record's Basic Auth is `auth` (the password only where CometChat repeats it). */
const sameAuth = (remote: IDataObject, auth: IDataObject, withPassword = false) =>
	Boolean(remote.useBasicAuth) === auth.useBasicAuth && (!auth.useBasicAuth || (remote.username === auth.username && (!withPassword || remote.password === auth.password)));
const asArray = (value: unknown): IDataObject[] => (Array.isArray(value) ? (value as IDataObject[]) : value ? [value as IDataObject] : []);

/**
 * What is kept of the settings sent, to tell a changed password: an HMAC under `key`, a
 * credential's secret that n8n keeps encrypted and the workflow does not hold. An unkeyed
 * hash would let anyone who reads or exports the workflow search short passwords offline.
 */
export const fingerprint = (key: string, settings: IDataObject) => createHmac('sha256', key).update(JSON.stringify(settings)).digest('hex');

const MANAGEMENT_API: ApiProfile = {
	credentialType: 'cometChatManagementApi',
	baseUrl: managementBaseUrl,
	secrets: (credentials) => [String(credentials.apiKey ?? ''), String(credentials.secret ?? '')],
};

/** `authSent`: a keyed hash of the Basic Auth settings sent (CometChat never gives the password back); see `fingerprint`. */
type WebhookState = IDataObject & { webhookId?: string; webhookUrl?: string; authSent?: string };

const WEBHOOK_KEYS = ['webhookId', 'webhookUrl', 'authSent'];
const PER_PAGE = 100;

/** A stable CometChat webhook id for a URL: alphanumeric, at most 50 characters. */
export const webhookIdFor = (url: string) => `n8n${createHash('sha256').update(url).digest('hex').slice(0, 29)}`;

/** The credential's app's webhooks: `request` on `/apps/{appId}/webhooks/{id}` (`id` '' for all) + `below`; `sync` subscribes one to exactly the selected triggers; `fingerprint` keyed with the credential's key and secret. */
async function managementApi(ctx: IHookFunctions) {
	const credentials = await ctx.getCredentials('cometChatManagementApi');
	const appId = String(credentials.appId ?? '').trim();
	// which also makes it safe in a path as it is
	if (!/^[A-Za-z0-9_-]+$/.test(appId)) {
		throw new NodeOperationError(ctx.getNode(), 'CometChat Management API credentials: the App ID is empty or has characters other than letters, digits, "-" and "_"');
	}
	const request = async (method: IHttpRequestMethods, id: string, below = '', body?: IDataObject, qs?: IDataObject) =>
		await call(ctx, MANAGEMENT_API, method, `/apps/${appId}/webhooks${id && `/${encodeURIComponent(id)}`}${below}`, body, qs);
	const triggers = async (id: string) => asArray((await request('GET', id, '/triggers')).data).map((t) => String(t.id ?? t.trigger ?? ''));
	const wanted = () => triggersToRegister(ctx.getNodeParameter('events', []) as string[]);
	const sync = async (id: string, current: string[]) => {
		const want = wanted();
		const missing = want.filter((t) => !current.includes(t));
		if (missing.length) {
			const results = ((await request('POST', id, '/triggers', { triggerIds: missing })).data ?? {}) as Record<string, IDataObject>;
			const refused = Object.entries(results).flatMap(([trigger, result]) => (result?.success === false ? [`${trigger} (${String(result.message ?? 'refused')})`] : []));
			if (refused.length) throw new NodeOperationError(ctx.getNode(), `CometChat refused the triggers ${refused.join(', ')}`);
		}
		const extra = current.filter((t) => !want.includes(t));
		if (extra.length) await request('DELETE', id, '/triggers', { triggerIds: extra });
	};
	return { request, triggers, wanted, sync, fingerprint: (settings: IDataObject) => fingerprint(MANAGEMENT_API.secrets(credentials).join('\n'), settings) };
}

export const webhookRegistration: Registration = {
	/** The webhook of the id kept (404: no), for this URL, enabled, with the Basic Auth last sent (an older unkeyed hash never matches, so `create` updates it) and exactly the selected triggers. */
	async checkExists(ctx) {
		const { webhookId, webhookUrl, authSent } = ctx.getWorkflowStaticData('node') as WebhookState;
		if (!webhookId || webhookUrl !== urlOf(ctx)) return false;
		const api = await managementApi(ctx);
		try {
			const hook = asArray((await api.request('GET', webhookId)).data)[0] ?? {};
			const triggers = await api.triggers(webhookId);
			const auth = await basicAuthSettings(ctx).catch(() => undefined);
			if (hook.webhookURL !== webhookUrl || hook.enabled === false || auth === undefined || authSent !== api.fingerprint(auth) || !sameAuth(hook, auth)) return false;
			return JSON.stringify(api.wanted().sort()) === JSON.stringify(triggers.sort());
		} catch (error) {
			if (httpStatusOf(error) === 404) return false;
			throw failure(ctx, WEBHOOK, `reading the webhook ${webhookId}`, error);
		}
	},

	/**
	 * The webhook this trigger created for n8n's old address (WEBHOOK_URL changed) is deleted;
	 * the one it created for this URL gets this auth and exactly the selected triggers; otherwise
	 * one is created, then its triggers (if they fail, the webhook is deleted again). A webhook at
	 * this URL that this trigger did not create fails activation, naming it.
	 */
	async create(ctx) {
		const url = urlOf(ctx);
		const auth = await basicAuthSettings(ctx);
		const api = await managementApi(ctx);
		const state = ctx.getWorkflowStaticData('node') as WebhookState;
		if (state.webhookId && state.webhookUrl !== url) {
			// the webhook registered for the old address would keep delivering into nothing
			await api.request('DELETE', state.webhookId).catch(() => undefined);
			forget(state, WEBHOOK_KEYS);
		}
		// the app's webhooks that deliver to `url` (CometChat lets several share one)
		const atUrl: IDataObject[] = [];
		try {
			for (let page = 1, more = true; more && page <= 10; page++) {
				const { data, meta } = await api.request('GET', '', '', undefined, { perPage: PER_PAGE, page });
				atUrl.push(...asArray(data).filter((hook) => hook.webhookURL === url));
				more = hasMorePages(meta, page, asArray(data).length, PER_PAGE);
			}
		} catch (error) {
			throw failure(ctx, WEBHOOK, 'listing webhooks', error);
		}
		const foreign = atUrl.find((hook) => String(hook.id) !== state.webhookId);
		if (foreign) {
			const name = typeof foreign.name === 'string' && foreign.name.trim() ? `"${foreign.name.trim()}" ` : '';
			throw new NodeOperationError(ctx.getNode(), `Could not register the CometChat webhook: the webhook ${name}(id ${String(foreign.id)}) already delivers to ${url}, and this trigger did not create it`, {
				description: 'This trigger registers its own webhook and deletes only that one. Delete the existing webhook in the CometChat dashboard and activate again, or choose Registration: Manual to keep using it.',
			});
		}
		forget(state, WEBHOOK_KEYS);
		const webhookId = atUrl.length > 0 ? String(atUrl[0].id) : webhookIdFor(url);
		const settings = { ...auth, enabled: true, retryOnFailure: true };
		if (atUrl.length) {
			try {
				await api.request('PUT', webhookId, '', settings);
				await api.sync(webhookId, await api.triggers(webhookId));
			} catch (error) {
				// still this trigger's: a later activation or the deactivation finds it
				Object.assign(state, { webhookId, webhookUrl: url });
				throw failure(ctx, WEBHOOK, `updating the existing webhook ${webhookId}`, error);
			}
		} else {
			const name = `n8n ${ctx.getWorkflow().name ?? ctx.getWorkflow().id ?? ''}`.trim().slice(0, 50);
			await api.request('POST', '', '', { id: webhookId, name, webhookURL: url, ...settings }).catch((error) => {
				throw failure(ctx, WEBHOOK, 'creating the webhook', error);
			});
			await api.sync(webhookId, []).catch(async (error) => {
				const undone = await api.request('DELETE', webhookId).then(
					() => ' The webhook created a moment ago was deleted again.',
					(cleanupError) => ` Deleting the webhook ${webhookId} created a moment ago failed too (${reasonOf(cleanupError, WEBHOOK).replace(/\.$/, '')}); delete it in the CometChat dashboard.`,
				);
				throw failure(ctx, WEBHOOK, 'subscribing to the triggers', error, undone);
			});
		}
		Object.assign(state, { webhookId, webhookUrl: url, authSent: api.fingerprint(auth) });
		return true;
	},

	/** Removes the webhook this trigger created, and no other (already gone counts as removed). */
	async delete(ctx) {
		const state = ctx.getWorkflowStaticData('node') as WebhookState;
		if (!state.webhookId) return true;
		const gone = await (await managementApi(ctx)).request('DELETE', state.webhookId).then(() => true, (error) => httpStatusOf(error) === 404);
		if (gone) forget(state, WEBHOOK_KEYS);
		return gone;
	},
};

/** `botCreated`: this trigger created the bot's record (the only one it changes or deletes); `botSent`: an unkeyed hash earlier versions kept, dropped by the next update. */
type BotState = IDataObject & { botUid?: string; botUrl?: string; botCreated?: boolean; botSent?: string };

/** CometChat's limit for a bot's Basic Auth password (the webhook credential allows longer ones). */
const BOT_PASSWORD_MAX = 50;
const BOT_KEYS = ['botUid', 'botUrl', 'botCreated', 'botSent'];

const bots = async (ctx: IHookFunctions, method: IHttpRequestMethods, uid = '', body?: IDataObject) =>
	asObject((await call(ctx, COMETCHAT_API, method, `/bots${uid && `/${encodeURIComponent(uid)}`}`, body)).data) ?? {};
const isBotNotFound = (error: unknown) => httpStatusOf(error) === 404 || (error instanceof NodeApiError && /ERR_BOT_NOT_FOUND/.test(`${error.message} ${error.description ?? ''}`));
/** Whether the bot's record is the one this trigger created, still pointing here. */
const isOurs = (state: BotState, uid: string, bot: IDataObject) => state.botUid === uid && state.botCreated === true && bot.webhookURL === state.botUrl;

/** The bot's record, or undefined when CometChat has none for the uid. */
async function readBot(ctx: IHookFunctions, uid: string) {
	try {
		return await bots(ctx, 'GET', uid);
	} catch (error) {
		if (isBotNotFound(error)) return undefined;
		throw failure(ctx, BOT_CALLBACK, `reading the bot ${uid}`, error);
	}
}

/** The uid is required: CometChat's /bots API keys everything on it (in lower case). */
function requiredUid(ctx: IHookFunctions) {
	const uid = String(ctx.getNodeParameter('botUid', '')).trim().toLowerCase();
	if (!uid) throw new NodeOperationError(ctx.getNode(), "Bot UID is empty: give the UID of the bot's user");
	return uid;
}

/** The callback settings this trigger wants, checked against CometChat's rules before anything is sent. */
async function wantedBot(ctx: IHookFunctions) {
	const auth = await basicAuthSettings(ctx);
	if (auth.useBasicAuth && String(auth.password).length > BOT_PASSWORD_MAX) {
		throw new NodeOperationError(ctx.getNode(), `CometChat accepts a bot callback password of at most ${BOT_PASSWORD_MAX} characters; use a shorter one in the CometChat Webhook credential`);
	}
	return { webhookURL: urlOf(ctx), groupChatSetting: ctx.getNodeParameter('groupChatSetting', 'mentionedMessages') as string, enabled: true, ...auth };
}

/** The bot's callback, through CometChat's /bots API with the CometChat API credential. */
export const botRegistration: Registration = {
	/** The callback this trigger set, enabled, with the same settings (the password as CometChat's answer repeats it: nothing of it is kept here). */
	async checkExists(ctx) {
		const state = ctx.getWorkflowStaticData('node') as BotState;
		const uid = requiredUid(ctx);
		if (state.botUid !== uid || state.botUrl !== urlOf(ctx)) return false;
		const bot = await readBot(ctx, uid);
		const want = await wantedBot(ctx).catch(() => undefined);
		return !!bot && !!want && bot.enabled === true && state.botSent === undefined && sameAuth(bot, want, true) && bot.webhookURL === want.webhookURL && bot.groupChatSetting === want.groupChatSetting;
	},

	/** Creates the bot's record when CometChat has none, or brings in line the one this trigger created; a record someone else made fails activation, naming it. */
	async create(ctx) {
		const uid = requiredUid(ctx);
		const settings = await wantedBot(ctx);
		const state = ctx.getWorkflowStaticData('node') as BotState;
		const bot = await readBot(ctx, uid);
		if (bot !== undefined && !isOurs(state, uid, bot)) {
			const at = URL.canParse(String(bot.webhookURL)) ? `a callback to ${new URL(String(bot.webhookURL)).host}` : 'a callback to another address';
			throw new NodeOperationError(ctx.getNode(), `The bot ${uid} already exists in CometChat (${bot.webhookURL ? at : 'no callback'}) and this workflow did not create it; it was left as it is`, {
				description: "Set its callback in the CometChat dashboard (AI Agents > Custom Bots) with Registration: Manual, or delete the bot's record there and activate again.",
			});
		}
		await (bot === undefined ? bots(ctx, 'POST', '', { uid, ...settings }) : bots(ctx, 'PUT', uid, settings)).catch((error) => {
			throw failure(ctx, BOT_CALLBACK, `${bot === undefined ? 'creating' : 'updating'} the bot ${uid}`, error);
		});
		forget(state, BOT_KEYS);
		Object.assign(state, { botCreated: true, botUid: uid, botUrl: settings.webhookURL });
		return true;
	},

	/** Deletes only the record this trigger created, while it still points here; a bot already gone counts as removed. */
	async delete(ctx) {
		const state = ctx.getWorkflowStaticData('node') as BotState;
		const uid = state.botUid;
		if (!uid) return true;
		try {
			const bot = await readBot(ctx, uid);
			if (bot !== undefined && isOurs(state, uid, bot)) await bots(ctx, 'DELETE', uid);
		} catch (error) {
			// a failed read has been wrapped already; a failed delete of a bot gone meanwhile counts as removed
			if (!isBotNotFound(error)) return false;
		}
		forget(state, BOT_KEYS);
		return true;
	},
};
