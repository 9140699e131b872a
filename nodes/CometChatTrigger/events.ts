import { createHash } from 'node:crypto';
import type { IDataObject, INodePropertyOptions, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { asId, asObject, firstDelivery, ignored, reject } from './receive';

/** Every documented CometChat v2 trigger as value, name and description, the ones chat automations use most first. */
const TRIGGER_ROWS: ReadonlyArray<readonly [string, string, string]> = [
	['message_sent', 'Message Sent', 'A user or group message was sent'],
	['message_edited', 'Message Edited', 'A message was edited'],
	['message_deleted', 'Message Deleted', 'A message was deleted'],
	['message_reaction_added', 'Reaction Added', 'A reaction was added to a message'],
	['message_reaction_removed', 'Reaction Removed', 'A reaction was removed from a message'],
	['user_mentioned', 'User Mentioned', 'A user was mentioned in a message'],
	['group_member_joined', 'Group Member Joined', 'A user joined a group'],
	['group_member_left', 'Group Member Left', 'A member left a group'],
	['group_member_added', 'Group Member Added', 'A member was added to a group'],
	['group_member_kicked', 'Group Member Kicked', 'A member was kicked from a group'],
	['group_member_banned', 'Group Member Banned', 'A member was banned from a group'],
	['group_member_unbanned', 'Group Member Unbanned', 'A member was unbanned'],
	['group_member_scope_changed', 'Group Member Scope Changed', "A member's scope changed"],
	['group_member_removed', 'Group Member Removed', 'A member was removed from a group'],
	['group_owner_transferred', 'Group Owner Transferred', 'A group got a new owner'],
	['group_created', 'Group Created', 'A group was created'],
	['group_updated', 'Group Updated', 'A group was updated'],
	['group_deleted', 'Group Deleted', 'A group was deleted'],
	['user_blocked', 'User Blocked', 'A user blocked another user'],
	['user_unblocked', 'User Unblocked', 'A user unblocked another user'],
	['moderation_engine_blocked', 'Moderation: Engine Blocked', 'The moderation engine blocked a message'],
	['moderation_engine_approved', 'Moderation: Engine Approved', 'The moderation engine approved a message'],
	['moderation_engine_failed', 'Moderation: Engine Failed', 'The moderation engine could not check a message'],
	['moderation_manual_approved', 'Moderation: Manually Approved', 'A moderator approved a message'],
	['message_delivery_receipt', 'Message Delivery Receipt (Beta)', 'A message was delivered'],
	['message_read_receipt', 'Message Read Receipt (Beta)', 'A message was read'],
	['user_connection_status_changed', 'User Connection Status Changed', 'A user came online or went offline'],
	['call_initiated', 'Call Initiated', 'A call was initiated'],
	['call_started', 'Call Started', 'A call started'],
	['call_participant_joined', 'Call Participant Joined', 'Someone joined a call'],
	['call_participant_left', 'Call Participant Left', 'Someone left a call'],
	['call_ended', 'Call Ended', 'A call ended'],
	['call_busy', 'Call Busy', 'The callee was busy'],
	['call_cancelled', 'Call Cancelled', 'The caller cancelled the call'],
	['call_rejected', 'Call Rejected', 'The callee rejected the call'],
	['call_unanswered', 'Call Unanswered', 'Nobody answered the call'],
	['meeting_started', 'Meeting Started', 'A meeting started'],
	['meeting_participant_joined', 'Meeting Participant Joined', 'Someone joined a meeting'],
	['meeting_participant_left', 'Meeting Participant Left', 'Someone left a meeting'],
	['meeting_ended', 'Meeting Ended', 'A meeting ended'],
	['recording_generated', 'Recording Generated', 'A call recording is ready'],
	['transcription_generated', 'Transcription Generated', 'A call transcription is ready'],
	['after_campaign_completed', 'Campaign Completed', 'A campaign completed'],
	['after_campaign_failed', 'Campaign Failed', 'A campaign failed'],
	['after_notification_created', 'Notification Created', 'A notification was created'],
	['after_feed_item_sent', 'Feed Item Sent', 'A feed item was sent'],
	['after_feed_item_delivered', 'Feed Item Delivered', 'A feed item was delivered'],
	['after_feed_item_read', 'Feed Item Read', 'A feed item was read'],
	['after_feed_item_interacted', 'Feed Item Interacted', 'Someone interacted with a feed item'],
	['after_push_notification_sent', 'Push Notification Sent', 'A push notification was sent'],
	['after_push_notification_delivered', 'Push Notification Delivered', 'A push notification was delivered'],
	['after_push_notification_clicked', 'Push Notification Clicked', 'A push notification was clicked'],
];

export const TRIGGERS = TRIGGER_ROWS.map(([value, name, description]) => ({ name, value, description }));
export const TRIGGER_NAMES: readonly string[] = TRIGGERS.map((t) => t.value);

const ALL_EVENTS = '*';

export const eventOptions: INodePropertyOptions[] = [{ name: '* (All Events)', value: ALL_EVENTS, description: 'Every event the webhook is registered for' }, ...TRIGGERS];

/** The triggers to register with CometChat for the selected events. */
export const triggersToRegister = (events: string[]): string[] => TRIGGER_NAMES.filter((t) => isSelected(events, t));

export const isSelected = (events: string[], trigger: string): boolean => events.includes(ALL_EVENTS) || events.includes(trigger);

/** The sender of the messages workflows send with the REST API: ignored unless the Ignore Senders option says otherwise. */
export const DEFAULT_IGNORED_SENDER = 'app_system';

/** A delivered event, with what the filters, Simplify and the dedupe key read. */
interface Delivery {
	event: IDataObject;
	trigger: string;
	data: IDataObject;
	message?: IDataObject;
	reaction?: IDataObject;
}

/** Who caused the event: a message's sender, the reacting user, or `by`. */
function actorOf({ data, message, reaction }: Delivery): string | undefined {
	if (message) return asId(message.sender);
	if (reaction) return asId(reaction.uid) ?? asId(asObject(reaction.reactedBy)?.uid);
	const body = asObject(data.body);
	return asId(asObject(data.by)?.uid) ?? asId(asObject(body?.user)?.uid) ?? asId(body?.sender);
}

/** Every user uid and group guid the event is about: sender, receiver, group, members, blocked users. */
function partiesOf({ data, message, reaction }: Delivery): unknown[] {
	const body = asObject(data.body);
	const members = [data.members, data.users].flatMap((map) => Object.entries(asObject(map) ?? {}).map(([uid, user]) => asObject(user)?.uid ?? uid));
	const ids = [message?.sender, message?.receiver, reaction?.uid, asObject(reaction?.reactedBy)?.uid, asObject(data.by)?.uid, asObject(data.group)?.guid];
	return [...ids, ...members, asObject(body?.user)?.uid, body?.sender, body?.receiver].map(asId);
}

/** A comma- or newline-separated list (or an array) as trimmed, non-empty strings. */
const listOption = (value: unknown) => (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/[,\n]/)).map((part) => part.trim()).filter(Boolean);

/** Why the event starts nothing (the Options' filters), or undefined when it passes every filter. */
function filteredOutBecause(delivery: Delivery, options: IDataObject): string | undefined {
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

/** `{uid: user}` maps as arrays, which are easier to loop over in a workflow. */
const usersList = (value: unknown) => Object.entries(asObject(value) ?? {}).map(([uid, user]) => ({ uid, ...asObject(user) }));

/**
 * The event's main object on top with `trigger` beside it: the message (for edits and
 * deletes the edited or deleted message, `data.entities.on.entity`, `messageId` its id), the
 * reaction, or the group with its members as a list. Other events: their `data` fields.
 */
function simplified({ trigger, data, message, reaction }: Delivery): IDataObject {
	const messageData = asObject(message?.data);
	const entities = asObject(messageData?.entities);
	const on = asObject(entities?.on);
	const target = on?.entityType === 'message' || on?.entityType === undefined ? asObject(on?.entity) : undefined;
	if (message && target && (trigger === 'message_edited' || trigger === 'message_deleted')) {
		const by = asObject(asObject(entities?.by)?.entity)?.uid;
		return { trigger, ...target, messageId: target.id, action: messageData?.action, actionMessageId: message.id, ...(by !== undefined ? { by } : {}) };
	}
	if (message) return { trigger, ...message, ...(typeof messageData?.text === 'string' ? { text: messageData.text } : {}) };
	if (reaction) return { trigger, ...reaction };
	return { trigger, ...data, ...(asObject(data.members) ? { members: usersList(data.members) } : {}), ...(asObject(data.users) ? { users: usersList(data.users) } : {}) };
}

/** The event's JSON with keys sorted; recursive, which is safe: deeper bodies are refused first (`receive`). */
function canonical(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	const object = asObject(value);
	if (!object) return JSON.stringify(value) ?? 'null';
	const entries = Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/**
 * The key under which a delivery counts as seen. Messages: webhook + trigger + message id
 * (CometChat's documented key; an edit or delete is a new action message with its own id).
 * Reactions: webhook + trigger + reaction id + time. Everything else carries no id, so a
 * redelivery is the same bytes: webhook + trigger + SHA-256 of the event's canonical JSON.
 */
function dedupeKey({ event, trigger, message, reaction }: Delivery): string {
	const prefix = `${String(event.webhook ?? '')}|${trigger}|`;
	if (message?.id !== undefined && message.id !== null && message.id !== '') return `${prefix}m:${String(message.id)}`;
	if (reaction?.id !== undefined && reaction.id !== null) return `${prefix}r:${String(reaction.id)}:${String(reaction.reactedAt ?? '')}`;
	return `${prefix}h:${createHash('sha256').update(canonical(event)).digest('base64url')}`;
}

/**
 * One webhook delivery: check it is an event (n8n has parsed JSON bodies already, and answers
 * 422 itself to JSON it cannot parse), select, filter, drop redeliveries, then start one
 * execution with the event (or its simplified form).
 */
export function receiveEvent(ctx: IWebhookFunctions, body: unknown): IWebhookResponseData {
	const event = asObject(body);
	const data = asObject(event?.data);
	if (!event) return reject(ctx, 400, 'Body must be a JSON object');
	if (typeof event.trigger !== 'string' || event.trigger === '') return reject(ctx, 400, 'Not a CometChat event: "trigger" is missing');
	if (!data) return reject(ctx, 400, 'Not a CometChat event: "data" must be an object');
	const delivery: Delivery = { event, trigger: event.trigger, data, message: asObject(data.message), reaction: asObject(data.reaction) };
	if (!isSelected(ctx.getNodeParameter('events', []) as string[], delivery.trigger)) return ignored(`Event ignored: ${delivery.trigger} is not selected`);
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	const why = filteredOutBecause(delivery, options);
	if (why) return ignored(`Event ignored: ${why}`);
	if (!firstDelivery(ctx, dedupeKey(delivery))) return ignored('Duplicate delivery ignored');
	return { workflowData: [[{ json: options.simplify === true ? simplified(delivery) : event }]] };
}
