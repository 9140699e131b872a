import type { INodePropertyOptions } from 'n8n-workflow';

/** Every documented CometChat v2 trigger, the ones chat automations use most first. */
export const TRIGGERS: ReadonlyArray<{ value: string; name: string; description: string }> = [
	{ value: 'message_sent', name: 'Message Sent', description: 'A user or group message was sent' },
	{ value: 'message_edited', name: 'Message Edited', description: 'A message was edited' },
	{ value: 'message_deleted', name: 'Message Deleted', description: 'A message was deleted' },
	{ value: 'message_reaction_added', name: 'Reaction Added', description: 'A reaction was added to a message' },
	{ value: 'message_reaction_removed', name: 'Reaction Removed', description: 'A reaction was removed from a message' },
	{ value: 'user_mentioned', name: 'User Mentioned', description: 'A user was mentioned in a message' },
	{ value: 'group_member_joined', name: 'Group Member Joined', description: 'A user joined a group' },
	{ value: 'group_member_left', name: 'Group Member Left', description: 'A member left a group' },
	{ value: 'group_member_added', name: 'Group Member Added', description: 'A member was added to a group' },
	{ value: 'group_member_kicked', name: 'Group Member Kicked', description: 'A member was kicked from a group' },
	{ value: 'group_member_banned', name: 'Group Member Banned', description: 'A member was banned from a group' },
	{ value: 'group_member_unbanned', name: 'Group Member Unbanned', description: 'A member was unbanned' },
	{ value: 'group_member_scope_changed', name: 'Group Member Scope Changed', description: "A member's scope changed" },
	{ value: 'group_member_removed', name: 'Group Member Removed', description: 'A member was removed from a group' },
	{ value: 'group_owner_transferred', name: 'Group Owner Transferred', description: 'A group got a new owner' },
	{ value: 'group_created', name: 'Group Created', description: 'A group was created' },
	{ value: 'group_updated', name: 'Group Updated', description: 'A group was updated' },
	{ value: 'group_deleted', name: 'Group Deleted', description: 'A group was deleted' },
	{ value: 'user_blocked', name: 'User Blocked', description: 'A user blocked another user' },
	{ value: 'user_unblocked', name: 'User Unblocked', description: 'A user unblocked another user' },
	{ value: 'moderation_engine_blocked', name: 'Moderation: Engine Blocked', description: 'The moderation engine blocked a message' },
	{ value: 'moderation_engine_approved', name: 'Moderation: Engine Approved', description: 'The moderation engine approved a message' },
	{ value: 'moderation_engine_failed', name: 'Moderation: Engine Failed', description: 'The moderation engine could not check a message' },
	{ value: 'moderation_manual_approved', name: 'Moderation: Manually Approved', description: 'A moderator approved a message' },
	{ value: 'message_delivery_receipt', name: 'Message Delivery Receipt (Beta)', description: 'A message was delivered' },
	{ value: 'message_read_receipt', name: 'Message Read Receipt (Beta)', description: 'A message was read' },
	{ value: 'user_connection_status_changed', name: 'User Connection Status Changed', description: 'A user came online or went offline' },
	{ value: 'call_initiated', name: 'Call Initiated', description: 'A call was initiated' },
	{ value: 'call_started', name: 'Call Started', description: 'A call started' },
	{ value: 'call_participant_joined', name: 'Call Participant Joined', description: 'Someone joined a call' },
	{ value: 'call_participant_left', name: 'Call Participant Left', description: 'Someone left a call' },
	{ value: 'call_ended', name: 'Call Ended', description: 'A call ended' },
	{ value: 'call_busy', name: 'Call Busy', description: 'The callee was busy' },
	{ value: 'call_cancelled', name: 'Call Cancelled', description: 'The caller cancelled the call' },
	{ value: 'call_rejected', name: 'Call Rejected', description: 'The callee rejected the call' },
	{ value: 'call_unanswered', name: 'Call Unanswered', description: 'Nobody answered the call' },
	{ value: 'meeting_started', name: 'Meeting Started', description: 'A meeting started' },
	{ value: 'meeting_participant_joined', name: 'Meeting Participant Joined', description: 'Someone joined a meeting' },
	{ value: 'meeting_participant_left', name: 'Meeting Participant Left', description: 'Someone left a meeting' },
	{ value: 'meeting_ended', name: 'Meeting Ended', description: 'A meeting ended' },
	{ value: 'recording_generated', name: 'Recording Generated', description: 'A call recording is ready' },
	{ value: 'transcription_generated', name: 'Transcription Generated', description: 'A call transcription is ready' },
	{ value: 'after_campaign_completed', name: 'Campaign Completed', description: 'A campaign completed' },
	{ value: 'after_campaign_failed', name: 'Campaign Failed', description: 'A campaign failed' },
	{ value: 'after_notification_created', name: 'Notification Created', description: 'A notification was created' },
	{ value: 'after_feed_item_sent', name: 'Feed Item Sent', description: 'A feed item was sent' },
	{ value: 'after_feed_item_delivered', name: 'Feed Item Delivered', description: 'A feed item was delivered' },
	{ value: 'after_feed_item_read', name: 'Feed Item Read', description: 'A feed item was read' },
	{ value: 'after_feed_item_interacted', name: 'Feed Item Interacted', description: 'Someone interacted with a feed item' },
	{ value: 'after_push_notification_sent', name: 'Push Notification Sent', description: 'A push notification was sent' },
	{ value: 'after_push_notification_delivered', name: 'Push Notification Delivered', description: 'A push notification was delivered' },
	{ value: 'after_push_notification_clicked', name: 'Push Notification Clicked', description: 'A push notification was clicked' },
];

const ALL_EVENTS = '*';

export const TRIGGER_NAMES: readonly string[] = TRIGGERS.map((t) => t.value);

export const eventOptions: INodePropertyOptions[] = [
	{ name: '* (All Events)', value: ALL_EVENTS, description: 'Every event the webhook is registered for' },
	...TRIGGERS.map(({ name, value, description }) => ({ name, value, description })),
];

/** The triggers to register with CometChat for the selected events. */
export function triggersToRegister(events: string[]): string[] {
	return events.includes(ALL_EVENTS) ? [...TRIGGER_NAMES] : TRIGGER_NAMES.filter((t) => events.includes(t));
}

export function isSelected(events: string[], trigger: string): boolean {
	return events.includes(ALL_EVENTS) || events.includes(trigger);
}
