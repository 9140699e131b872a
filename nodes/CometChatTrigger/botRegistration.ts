import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { COMETCHAT_API } from '../shared/transport/request';
import { basicAuthSettings } from './basicAuth';
import { asObject } from './receive';
import { call, failure, forget, httpStatusOf, sameAuth, urlOf, type Registration, type Wording } from './registration';

/** `botCreated`: this trigger created the bot's record (the only one it changes or deletes); `botSent`: an unkeyed hash earlier versions kept, dropped by the next update. */
type BotState = IDataObject & { botUid?: string; botUrl?: string; botCreated?: boolean; botSent?: string };

/** CometChat's limit for a bot's Basic Auth password (the webhook credential allows longer ones). */
const BOT_PASSWORD_MAX = 50;
const BOT_KEYS = ['botUid', 'botUrl', 'botCreated', 'botSent'];
const BOT_CALLBACK: Wording = {
	subject: "the bot's callback",
	credentialHint: 'Check the API key and App ID of the CometChat API credential.',
	description: "Nothing was left half-way. Fix the cause and activate again, or choose Registration: Manual and set the bot's callback in the CometChat dashboard.",
	namesStatus: false,
};

const bots = async (ctx: IHookFunctions, method: IHttpRequestMethods, uid = '', body?: IDataObject) =>
	asObject((await call(ctx, COMETCHAT_API, method, `/bots${uid && `/${encodeURIComponent(uid)}`}`, body)).data) ?? {};
const isBotNotFound = (error: unknown) => httpStatusOf(error) === 404 || (error instanceof NodeApiError && /ERR_BOT_NOT_FOUND/.test(`${error.message} ${error.description ?? ''}`));
/** Whether the bot's record is the one this trigger created, still pointing here. */
const isOurs = (state: BotState, uid: string, bot: IDataObject) => state.botUid === uid && state.botCreated === true && bot.webhookURL === state.botUrl;

/** The bot's record, or undefined when CometChat has none for the uid. */
async function readBot(ctx: IHookFunctions, uid: string): Promise<IDataObject | undefined> {
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
async function wantedBot(ctx: IHookFunctions): Promise<IDataObject> {
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
		if (bot === undefined || want === undefined || bot.enabled !== true || state.botSent !== undefined) return false;
		return sameAuth(bot, want, true) && bot.webhookURL === want.webhookURL && bot.groupChatSetting === want.groupChatSetting;
	},

	/** Creates the bot's record when CometChat has none, or brings in line the one this trigger created; a record someone else made fails activation, naming it. */
	async create(ctx) {
		const uid = requiredUid(ctx);
		const settings = await wantedBot(ctx);
		const state = ctx.getWorkflowStaticData('node') as BotState;
		const bot = await readBot(ctx, uid);
		if (bot !== undefined && !isOurs(state, uid, bot)) {
			let callback = 'no callback';
			try {
				if (bot.webhookURL) callback = `a callback to ${new URL(String(bot.webhookURL)).host}`;
			} catch {
				callback = 'a callback to another address';
			}
			throw new NodeOperationError(ctx.getNode(), `The bot ${uid} already exists in CometChat (${callback}) and this workflow did not create it; it was left as it is`, {
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
