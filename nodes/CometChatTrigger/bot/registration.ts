import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { COMETCHAT_API } from '../../shared/transport/request';
import { basicAuthSettings } from '../registration/basicAuthSettings';
import { registrationFailure, type FailureWording } from '../registration/registrationFailure';
import { httpStatusOf, registrationRequest } from '../registration/registrationRequest';
import { forgetRegistration, registrationState } from '../registration/registrationState';

/** What this trigger set at CometChat, kept in the workflow's static data (saved by n8n on activation). */
interface BotState extends IDataObject {
	botUid?: string;
	/** The callback URL this trigger set. */
	botUrl?: string;
	/** Whether this trigger created the bot's record (the only one it changes or deletes). */
	botCreated?: boolean;
	/** An unkeyed hash of the settings that earlier versions kept; removed by the next update (CometChat's answer holds the password to compare with). */
	botSent?: string;
}

/** CometChat's limit for a bot's Basic Auth password (the webhook credential allows longer ones). */
const BOT_PASSWORD_MAX = 50;
const BOT_KEYS = ['botUid', 'botUrl', 'botCreated', 'botSent'] as const;

const stateOf = (ctx: IHookFunctions) => registrationState<BotState>(ctx);
const isAutomaticBot = (ctx: IHookFunctions) => ctx.getNodeParameter('botRegistration', 'manual') === 'automatic';
const callbackUrlOf = (ctx: IHookFunctions) => String(ctx.getNodeWebhookUrl('default'));
/** CometChat stores uids in lower case. */
const botUidOf = (ctx: IHookFunctions) => String(ctx.getNodeParameter('botUid', '')).trim().toLowerCase();
const botPath = (uid: string) => `/bots/${encodeURIComponent(uid)}`;

const BOT_CALLBACK: FailureWording = {
	subject: "the bot's callback",
	credentialHint: 'Check the API key and App ID of the CometChat API credential.',
	description: "Nothing was left half-way. Fix the cause and activate again, or choose Registration: Manual and set the bot's callback in the CometChat dashboard.",
	namesStatus: false,
};

const failed = (ctx: IHookFunctions, step: string, error: unknown) => registrationFailure(ctx, BOT_CALLBACK, step, error);

async function botsApi(ctx: IHookFunctions, method: IHttpRequestMethods, path: string, body?: IDataObject): Promise<IDataObject> {
	const { data } = await registrationRequest(ctx, COMETCHAT_API, { method, path, body });
	return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as IDataObject) : {};
}

const isBotNotFound = (error: unknown) =>
	httpStatusOf(error) === 404 || (error instanceof NodeApiError && /ERR_BOT_NOT_FOUND/.test(`${error.message} ${error.description ?? ''}`));

/** The bot's record, or undefined when CometChat has none for the uid. */
async function readBot(ctx: IHookFunctions, uid: string): Promise<IDataObject | undefined> {
	try {
		return await botsApi(ctx, 'GET', botPath(uid));
	} catch (error) {
		if (isBotNotFound(error)) return undefined;
		throw failed(ctx, `reading the bot ${uid}`, error);
	}
}

/** The callback settings this trigger wants, checked against CometChat's rules before anything is sent. */
async function wantedSettings(ctx: IHookFunctions, url: string): Promise<IDataObject> {
	const settings: IDataObject = {
		webhookURL: url,
		groupChatSetting: ctx.getNodeParameter('groupChatSetting', 'mentionedMessages') as string,
		enabled: true,
	};
	const auth = await basicAuthSettings(ctx);
	if (auth.useBasicAuth && String(auth.password).length > BOT_PASSWORD_MAX) {
		throw new NodeOperationError(ctx.getNode(), `CometChat accepts a bot callback password of at most ${BOT_PASSWORD_MAX} characters; use a shorter one in the CometChat Webhook credential`);
	}
	return { ...settings, ...auth };
}

const hostOf = (url: unknown) => {
	try {
		return new URL(String(url)).host;
	} catch {
		return 'another address';
	}
};

/** The uid is required: CometChat's /bots API keys everything on it. */
function requiredUid(ctx: IHookFunctions): string {
	const uid = botUidOf(ctx);
	if (!uid) throw new NodeOperationError(ctx.getNode(), 'Bot UID is empty: give the UID of the bot\'s user');
	return uid;
}

/**
 * Activation asks, only reading: is the bot's callback the one this trigger set, enabled, with
 * the same settings (the password as CometChat's answer repeats it: nothing of it is kept here)?
 */
export async function checkBotExists(this: IHookFunctions): Promise<boolean> {
	if (!isAutomaticBot(this)) return true;
	const state = stateOf(this);
	const url = callbackUrlOf(this);
	const uid = requiredUid(this);
	if (state.botUid !== uid || state.botUrl !== url) return false;
	const bot = await readBot(this, uid);
	const wanted = await wantedSettings(this, url).catch(() => undefined);
	return (
		bot !== undefined &&
		wanted !== undefined &&
		bot.webhookURL === url &&
		bot.enabled === true &&
		bot.groupChatSetting === wanted.groupChatSetting &&
		Boolean(bot.useBasicAuth) === wanted.useBasicAuth &&
		(!wanted.useBasicAuth || (bot.username === wanted.username && bot.password === wanted.password)) &&
		state.botSent === undefined
	);
}

/**
 * Sets the bot's callback to this trigger's URL: creates the bot's record when CometChat has
 * none (POST /bots), or brings in line the record this trigger created (PUT /bots/{uid}, as
 * its static data says). A record someone else made, with or without a callback, is never
 * taken over: activation fails and names it, as the webhook's registration does.
 */
export async function createBot(this: IHookFunctions): Promise<boolean> {
	if (!isAutomaticBot(this)) return true;
	const uid = requiredUid(this);
	const url = callbackUrlOf(this);
	const wanted = await wantedSettings(this, url);
	const state = stateOf(this);
	const bot = await readBot(this, uid);
	const ours = state.botUid === uid && state.botCreated === true && bot !== undefined && bot.webhookURL === state.botUrl;
	if (bot !== undefined && !ours) {
		const callback = bot.webhookURL ? `a callback to ${hostOf(bot.webhookURL)}` : 'no callback';
		throw new NodeOperationError(this.getNode(), `The bot ${uid} already exists in CometChat (${callback}) and this workflow did not create it; it was left as it is`, {
			description: "Set its callback in the CometChat dashboard (AI Agents > Custom Bots) with Registration: Manual, or delete the bot's record there and activate again.",
		});
	}
	try {
		if (bot === undefined) await botsApi(this, 'POST', '/bots', { uid, ...wanted });
		else await botsApi(this, 'PUT', botPath(uid), wanted);
	} catch (error) {
		throw failed(this, bot === undefined ? `creating the bot ${uid}` : `updating the bot ${uid}`, error);
	}
	forgetRegistration(state, BOT_KEYS);
	Object.assign(state, { botCreated: true, botUid: uid, botUrl: url });
	return true;
}

/**
 * Deactivation deletes only the record this trigger created, while it still points here; a
 * callback changed since (someone else's now) is left alone; a bot already gone counts as
 * removed.
 */
export async function removeBot(this: IHookFunctions): Promise<boolean> {
	if (!isAutomaticBot(this)) return true;
	const state = stateOf(this);
	if (!state.botUid) return true;
	const uid = state.botUid;
	try {
		const bot = await readBot(this, uid);
		if (bot !== undefined && state.botCreated === true && bot.webhookURL === state.botUrl) await botsApi(this, 'DELETE', botPath(uid));
	} catch (error) {
		// a failed read has been wrapped already; a failed delete or update of a bot gone meanwhile counts as removed
		if (!isBotNotFound(error)) return false;
	}
	forgetRegistration(state, BOT_KEYS);
	return true;
}
