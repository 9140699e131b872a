import { createHash } from 'node:crypto';
import type { IDataObject, INodeExecutionData, IWebhookFunctions } from 'n8n-workflow';
import { attachmentsAsBinary, readFileOptions } from '../shared/files/attachments';
import { asId, asObject, firstDelivery, ignored, reject } from './receive';

/**
 * The time all of an event's downloads may take together: CometChat gives up on a webhook
 * after about 10 s (and sends it again: a second run), and the event's answer waits for them.
 */
export const TRIGGER_DOWNLOAD_BUDGET_MS = 7_000;

/**
 * Every documented CometChat v2 trigger, one a line: value | description | name (where it is
 * not the value in words, without "after"), the ones chat automations use most first.
 */
const TRIGGER_TABLE = `message_sent|A user or group message was sent
message_edited|A message was edited
message_deleted|A message was deleted
message_reaction_added|A reaction was added to a message|Reaction Added
message_reaction_removed|A reaction was removed from a message|Reaction Removed
user_mentioned|A user was mentioned in a message
group_member_joined|A user joined a group
group_member_left|A member left a group
group_member_added|A member was added to a group
group_member_kicked|A member was kicked from a group
group_member_banned|A member was banned from a group
group_member_unbanned|A member was unbanned
group_member_scope_changed|A member's scope changed
group_member_removed|A member was removed from a group
group_owner_transferred|A group got a new owner
group_created|A group was created
group_updated|A group was updated
group_deleted|A group was deleted
user_blocked|A user blocked another user
user_unblocked|A user unblocked another user
moderation_engine_blocked|The moderation engine blocked a message|Moderation: Engine Blocked
moderation_engine_approved|The moderation engine approved a message|Moderation: Engine Approved
moderation_engine_failed|The moderation engine could not check a message|Moderation: Engine Failed
moderation_manual_approved|A moderator approved a message|Moderation: Manually Approved
message_delivery_receipt|A message was delivered|Message Delivery Receipt (Beta)
message_read_receipt|A message was read|Message Read Receipt (Beta)
user_connection_status_changed|A user came online or went offline
call_initiated|A call was initiated
call_started|A call started
call_participant_joined|Someone joined a call
call_participant_left|Someone left a call
call_ended|A call ended
call_busy|The callee was busy
call_cancelled|The caller cancelled the call
call_rejected|The callee rejected the call
call_unanswered|Nobody answered the call
meeting_started|A meeting started
meeting_participant_joined|Someone joined a meeting
meeting_participant_left|Someone left a meeting
meeting_ended|A meeting ended
recording_generated|A call recording is ready
transcription_generated|A call transcription is ready
after_campaign_completed|A campaign completed
after_campaign_failed|A campaign failed
after_notification_created|A notification was created
after_feed_item_sent|A feed item was sent
after_feed_item_delivered|A feed item was delivered
after_feed_item_read|A feed item was read
after_feed_item_interacted|Someone interacted with a feed item
after_push_notification_sent|A push notification was sent
after_push_notification_delivered|A push notification was delivered
after_push_notification_clicked|A push notification was clicked`;

const inWords = (value: string) => value.replace(/^after_/, '').replace(/(^|_)(\w)/g, (_, gap: string, letter: string) => `${gap && ' '}${letter.toUpperCase()}`);
export const TRIGGERS = TRIGGER_TABLE.split('\n').map((row) => {
	const [value, description, name = inWords(value)] = row.split('|');
	return { name, value, description };
});
export const TRIGGER_NAMES = TRIGGERS.map((t) => t.value);

export const eventOptions = [{ name: '* (All Events)', value: '*', description: 'Every event the webhook is registered for' }, ...TRIGGERS];

const isSelected = (events: string[], trigger: string) => events.includes('*') || events.includes(trigger);
/** The triggers to register with CometChat for the selected events. */
export const triggersToRegister = (events: string[]) => TRIGGER_NAMES.filter((t) => isSelected(events, t));

/** The sender of the messages workflows send with the REST API: ignored unless the Ignore Senders option says otherwise. */
export const DEFAULT_IGNORED_SENDER = 'app_system';

/** A delivered event, with what the filters, Simplify and the dedupe key read. */
type Delivery = { event: IDataObject; trigger: string; data: IDataObject; message?: IDataObject; reaction?: IDataObject };

/** Who caused the event: a message's sender, the reacting user, or `by`. */
function actorOf({ data, message, reaction }: Delivery) {
	if (message) return asId(message.sender);
	if (reaction) return asId(reaction.uid) ?? asId(asObject(reaction.reactedBy)?.uid);
	const body = asObject(data.body);
	return asId(asObject(data.by)?.uid) ?? asId(asObject(body?.user)?.uid) ?? asId(body?.sender);
}

/** Every user uid and group guid the event is about: sender, receiver, group, members, blocked users. */
function partiesOf({ data, message, reaction }: Delivery) {
	const body = asObject(data.body);
	const members = [data.members, data.users].flatMap((map) => Object.entries(asObject(map) ?? {}).map(([uid, user]) => asObject(user)?.uid ?? uid));
	const ids = [message?.sender, message?.receiver, reaction?.uid, asObject(reaction?.reactedBy)?.uid, asObject(data.by)?.uid, asObject(data.group)?.guid];
	return [...ids, ...members, asObject(body?.user)?.uid, body?.sender, body?.receiver].map(asId);
}

/** A comma- or newline-separated list (or an array) as trimmed, non-empty strings. */
const listOption = (value: unknown) => (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/[,\n]/)).map((part) => part.trim()).filter(Boolean);

/** Why the event starts nothing (the Options' filters), or undefined when it passes every filter. */
function filteredOutBecause(delivery: Delivery, options: IDataObject) {
	const actor = actorOf(delivery);
	if (actor && listOption(options.ignoreSenders ?? DEFAULT_IGNORED_SENDER).includes(actor)) return `sender ${actor} is ignored`;
	const only = listOption(options.onlyConversationsWith);
	if (only.length > 0 && !partiesOf(delivery).some((party) => only.includes(party as string))) return 'not a conversation with the listed users or groups';
	// events without a message are not affected by categories and types
	for (const [field, option] of [['category', 'categories'], ['type', 'types']]) {
		const wanted = listOption(options[option]);
		const value = String(delivery.message?.[field]);
		if (delivery.message && wanted.length > 0 && !wanted.includes(value)) return `${field} ${value} is not selected`;
	}
	return undefined;
}

/**
 * The event's main object on top with `trigger` beside it: the message (for edits and
 * deletes the edited or deleted message, `data.entities.on.entity`, `messageId` its id), the
 * reaction, or the group with its members as a list (`{uid: user}` maps as arrays, easier to
 * loop over in a workflow). Other events: their `data` fields.
 */
function simplified({ trigger, data, message, reaction }: Delivery): IDataObject {
	const messageData = asObject(message?.data);
	const entities = asObject(messageData?.entities);
	const on = asObject(entities?.on);
	const target = [undefined, 'message'].includes(on?.entityType as string) ? asObject(on?.entity) : undefined;
	if (message && target && ['message_edited', 'message_deleted'].includes(trigger)) {
		const by = asObject(asObject(entities?.by)?.entity)?.uid;
		return { trigger, ...target, messageId: target.id, action: messageData?.action, actionMessageId: message.id, ...(by !== undefined ? { by } : {}) };
	}
	if (message) return { trigger, ...message, ...(typeof messageData?.text === 'string' ? { text: messageData.text } : {}) };
	if (reaction) return { trigger, ...reaction };
	const lists = ['members', 'users'].filter((key) => asObject(data[key])).map((key) => [key, Object.entries(data[key] as IDataObject).map(([uid, user]) => ({ uid, ...asObject(user) }))]);
	return { trigger, ...data, ...Object.fromEntries(lists) };
}

/**
 * The key under which a delivery counts as seen. Messages: webhook + trigger + message id
 * (CometChat's documented key; an edit or delete is a new action message with its own id).
 * Reactions: webhook + trigger + reaction id + time. Everything else carries no id, so a
 * redelivery is the same bytes: webhook + trigger + SHA-256 of the event's JSON with keys
 * sorted, the same for the same event whatever the order of its keys (deeper bodies are
 * refused first, `receive`).
 */
function dedupeKey({ event, trigger, message, reaction }: Delivery) {
	const prefix = `${String(event.webhook ?? '')}|${trigger}|`;
	if (message?.id !== undefined && message.id !== null && message.id !== '') return `${prefix}m:${String(message.id)}`;
	if (reaction?.id !== undefined && reaction.id !== null) return `${prefix}r:${String(reaction.id)}:${String(reaction.reactedAt ?? '')}`;
	const canonical = JSON.stringify(event, (_, v: unknown) => (asObject(v) ? Object.fromEntries(Object.entries(v as IDataObject).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
	return `${prefix}h:${createHash('sha256').update(canonical).digest('base64url')}`;
}

const OUT_OF_TIME = `the trigger's ${TRIGGER_DOWNLOAD_BUDGET_MS / 1000} seconds for downloads ran out (CometChat waits about 10 seconds for its answer): download them with Message › Download Attachments in the workflow`;

/**
 * One webhook delivery: check it is an event (n8n has parsed JSON bodies already, and answers
 * 422 itself to JSON it cannot parse), select, filter, drop redeliveries, then start one
 * execution with the event (or its simplified form). With Download Attachments the message's
 * files become the item's binary data, fetched without any credential (the trigger has no
 * API key), within TRIGGER_DOWNLOAD_BUDGET_MS.
 */
export async function receiveEvent(ctx: IWebhookFunctions, body: unknown) {
	const event = asObject(body);
	const data = asObject(event?.data);
	if (!event) return reject(ctx, 400, 'Body must be a JSON object');
	const { trigger } = event;
	if (typeof trigger !== 'string' || trigger === '') return reject(ctx, 400, 'Not a CometChat event: "trigger" is missing');
	if (!data) return reject(ctx, 400, 'Not a CometChat event: "data" must be an object');
	const delivery: Delivery = { event, trigger, data, message: asObject(data.message), reaction: asObject(data.reaction) };
	if (!isSelected(ctx.getNodeParameter('events', []) as string[], trigger)) return ignored(`Event ignored: ${trigger} is not selected`);
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	const why = filteredOutBecause(delivery, options);
	if (why) return ignored(`Event ignored: ${why}`);
	if (!firstDelivery(ctx, dedupeKey(delivery))) return ignored('Duplicate delivery ignored');
	const item: INodeExecutionData = { json: options.simplify === true ? simplified(delivery) : event };
	const message = options.simplify === true ? item.json : delivery.message;
	if (options.downloadAttachments === true && message) {
		let error: unknown;
		try {
			const deadline = { at: Date.now() + TRIGGER_DOWNLOAD_BUDGET_MS, why: OUT_OF_TIME };
			const { binary, error: failed } = await attachmentsAsBinary(ctx, message, readFileOptions(ctx.getNode(), options, 0, 'Options'), { itemIndex: 0, timeout: TRIGGER_DOWNLOAD_BUDGET_MS, deadline });
			if (Object.keys(binary).length) item.binary = binary;
			error = failed;
		} catch (caught) {
			error = caught;
		}
		if (error) item.json = { ...item.json, attachmentError: error instanceof Error ? error.message : String(error) };
	}
	return { workflowData: [[item]] };
}
