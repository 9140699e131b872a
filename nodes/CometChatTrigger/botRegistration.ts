import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { COMETCHAT_API } from '../shared/transport/request';
import { basicAuthSettings } from './basicAuth';
import { forgetRegistration, httpStatusOf, registrationFailure, registrationRequest, type FailureWording } from './registration';
import { asObject } from './receive';

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

const BOT_CALLBACK: FailureWording = {
	subject: "the bot's callback",
	credentialHint: 'Check the API key and App ID of the CometChat API credential.',
	description: "Nothing was left half-way. Fix the cause and activate again, or choose Registration: Manual and set the bot's callback in the CometChat dashboard.",
	namesStatus: false,
};

const isAutomaticBot = (ctx: IHookFunctions) => ctx.getNodeParameter('botRegistration', 'manual') === 'automatic';
const botPath = (uid: string) => `/bots/${encodeURIComponent(uid)}`;

async function botsApi(ctx: IHookFunctions, method: IHttpRequestMethods, path: string, body?: IDataObject): Promise<IDataObject> {
	return asObject((await registrationRequest(ctx, COMETCHAT_API, { method, path, body })).data) ?? {};
}

const isBotNotFound = (error: unknown) =>
	httpStatusOf(error) === 404 || (error instanceof NodeApiError && /ERR_BOT_NOT_FOUND/.test(`${error.message} ${error.description ?? ''}`));

/** The bot's record, or undefined when CometChat has none for the uid. */
async function readBot(ctx: IHookFunctions, uid: string): Promise<IDataObject | undefined> {
	try {
		return await botsApi(ctx, 'GET', botPath(uid));
	} catch (error) {
		if (isBotNotFound(error)) return undefined;
		throw registrationFailure(ctx, BOT_CALLBACK, `reading the bot ${uid}`, error);
	}
}

/** The uid is required: CometChat's /bots API keys everything on it (in lower case). */
function requiredUid(ctx: IHookFunctions): string {
	const uid = String(ctx.getNodeParameter('botUid', '')).trim().toLowerCase();
	if (!uid) throw new NodeOperationError(ctx.getNode(), "Bot UID is empty: give the UID of the bot's user");
	return uid;
}

/** The bot, its callback URL and the settings this trigger wants, checked against CometChat's rules before anything is sent. */
async function wanted(ctx: IHookFunctions): Promise<{ uid: string; url: string; settings: IDataObject }> {
	const uid = requiredUid(ctx);
	const url = String(ctx.getNodeWebhookUrl('default'));
	const auth = await basicAuthSettings(ctx);
	if (auth.useBasicAuth && String(auth.password).length > BOT_PASSWORD_MAX) {
		throw new NodeOperationError(ctx.getNode(), `CometChat accepts a bot callback password of at most ${BOT_PASSWORD_MAX} characters; use a shorter one in the CometChat Webhook credential`);
	}
	return { uid, url, settings: { webhookURL: url, groupChatSetting: ctx.getNodeParameter('groupChatSetting', 'mentionedMessages') as string, enabled: true, ...auth } };
}

/**
 * Activation asks, only reading: is the bot's callback the one this trigger set, enabled, with
 * the same settings (the password as CometChat's answer repeats it: nothing of it is kept here)?
 */
export async function checkBotExists(this: IHookFunctions): Promise<boolean> {
	if (!isAutomaticBot(this)) return true;
	const state = this.getWorkflowStaticData('node') as BotState;
	const uid = requiredUid(this);
	if (state.botUid !== uid || state.botUrl !== String(this.getNodeWebhookUrl('default'))) return false;
	const bot = await readBot(this, uid);
	const want = (await wanted(this).catch(() => undefined))?.settings;
	return (
		bot !== undefined &&
		want !== undefined &&
		bot.webhookURL === want.webhookURL &&
		bot.enabled === true &&
		bot.groupChatSetting === want.groupChatSetting &&
		Boolean(bot.useBasicAuth) === want.useBasicAuth &&
		(!want.useBasicAuth || (bot.username === want.username && bot.password === want.password)) &&
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
	const { uid, url, settings } = await wanted(this);
	const state = this.getWorkflowStaticData('node') as BotState;
	const bot = await readBot(this, uid);
	if (bot !== undefined && !(state.botUid === uid && state.botCreated === true && bot.webhookURL === state.botUrl)) {
		let callback = 'no callback';
		try {
			if (bot.webhookURL) callback = `a callback to ${new URL(String(bot.webhookURL)).host}`;
		} catch {
			callback = 'a callback to another address';
		}
		throw new NodeOperationError(this.getNode(), `The bot ${uid} already exists in CometChat (${callback}) and this workflow did not create it; it was left as it is`, {
			description: "Set its callback in the CometChat dashboard (AI Agents > Custom Bots) with Registration: Manual, or delete the bot's record there and activate again.",
		});
	}
	try {
		if (bot === undefined) await botsApi(this, 'POST', '/bots', { uid, ...settings });
		else await botsApi(this, 'PUT', botPath(uid), settings);
	} catch (error) {
		throw registrationFailure(this, BOT_CALLBACK, `${bot === undefined ? 'creating' : 'updating'} the bot ${uid}`, error);
	}
	forgetRegistration(state, BOT_KEYS);
	Object.assign(state, { botCreated: true, botUid: uid, botUrl: url });
	return true;
}

/**
 * Deactivation deletes only the record this trigger created, while it still points here; a
 * callback changed since (someone else's now) is left alone; a bot already gone counts as removed.
 */
export async function removeBot(this: IHookFunctions): Promise<boolean> {
	if (!isAutomaticBot(this)) return true;
	const state = this.getWorkflowStaticData('node') as BotState;
	const uid = state.botUid;
	if (!uid) return true;
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
