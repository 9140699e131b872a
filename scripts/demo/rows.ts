/**
 * The demo's row for each CometChat node of the examples that run to the end by themselves:
 * what the node does and what came of it, both read from the run (an expression's value from
 * the items it gave, never the expression), and whether the node did what its example intends.
 */
import type { IDataObject } from 'n8n-workflow';
import type { ExampleResult } from '../../test/support/examples';
import { excerpt } from './table';

const isExpression = (value: unknown) => typeof value === 'string' && value.startsWith('=');
const distinct = (values: unknown[]) => [...new Set(values.map(String))].join(', ');
const located = (value: unknown) => (value as IDataObject | undefined)?.value ?? value;

/** A parameter as set, or for an expression, what it gave in each item (`field` of the output). */
function value(r: ExampleResult, name: string, field = name): string {
	const set = located(r.parameters[name]);
	return isExpression(set) ? distinct(r.items.map((i) => i.json[field])) : String(set ?? '');
}

export function what(r: ExampleResult): string {
	const p = r.parameters;
	const operation = String(p.operation ?? (p.resource === 'message' ? 'send' : 'getAll'));
	switch (`${String(p.resource)}.${operation}`) {
		case 'message.send': {
			const category = String(p.category);
			const type = category === 'message' ? (p.messageType ?? 'text') : category === 'custom' ? p.customType : (p.interactiveType ?? 'card');
			const thread = p.parentMessageId ? ' in the thread of their last message' : '';
			return `send ${category}/${String(type)} to ${String(p.receiverType ?? 'user')} ${value(r, 'receiver')}${thread}`;
		}
		case 'message.getAll': {
			const filters = (p.filters ?? {}) as IDataObject;
			return `list messages of ${String(p.conversation)} ${String(located(p.guid) ?? '')}${filters.searchKey ? ` with "${String(filters.searchKey)}"` : ''}`;
		}
		case 'message.delete':
			return 'delete each message found';
		case 'metric.getUsage':
			return 'read usage metrics of the period';
		case 'metric.getMessageMetrics':
			return 'read the latest message metrics';
		case 'blockedUser.getAll':
			return `list blocked users of ${String(p.uid)}`;
		case 'blockedUser.block':
			return `block ${isExpression(p.blockedUids) ? 'each sender' : String(p.blockedUids)} for ${String(p.uid)}`;
		case 'user.create':
			return `create user ${String(p.uid)}`;
		case 'authToken.create':
			return `create an auth token for ${isExpression(located(p.uid)) ? 'the new user' : String(located(p.uid))}`;
		case 'group.create':
			return `create ${String(p.type ?? 'public')} group ${String(p.guid)}`;
		case 'groupMember.add':
			return `add ${[p.participants, p.moderators, p.admins].filter(Boolean).join(', ')} to the group`;
		case 'groupMember.getAll':
			return 'list the members of the group';
		case 'conversation.getAll': {
			const filters = (p.filters ?? {}) as IDataObject;
			return `list the ${filters.unread ? 'unread ' : ''}conversations of ${String(filters.onBehalfOf ?? 'the app')}`;
		}
		case 'conversation.markAsRead':
			return `mark each conversation read for ${String(p.onBehalfOf)}`;
		default:
			return `${String(p.resource)} › ${operation}`;
	}
}

/** CometChat answers per uid: { "<uid>": { "success": true, "message": "…" } } */
function perUid(r: ExampleResult, done: string): string {
	const results = r.items.flatMap((i) => Object.entries(i.json).map(([uid, result]) => [uid, result as IDataObject] as const));
	return excerpt(results.map(([uid, result]) => (result.success ? `${uid} ${done}` : `${uid} refused: ${String(result.message)}`)).join(', '), 80);
}

function listed(r: ExampleResult, noun: string, show: (json: IDataObject) => string): string {
	const shown = r.items.slice(0, 3).map((i) => show(i.json));
	const more = r.items.length > 3 ? ` and ${r.items.length - 3} more` : '';
	return `${r.items.length} ${noun}: ${shown.join(', ')}${more}`;
}

export function outcome(r: ExampleResult): string {
	if (r.error) return `FAILED: ${r.error}`;
	const [first] = r.items;
	if (!first) return 'no output';
	if (first.json.error) return `error handled (Continue On Fail): ${String(first.json.error)}`;
	const json = first.json;
	switch (`${String(r.parameters.resource)}.${String(r.parameters.operation)}`) {
		case 'metric.getUsage': {
			const metrics = json.metrics as IDataObject;
			return `${String(metrics.active_users)} active users, ${String(metrics.concurrent_users)} at most at once`;
		}
		case 'metric.getMessageMetrics':
			return `${String((json.totals as IDataObject).messagesSent)} messages sent in ${(json.dataPoints as unknown[]).length} intervals of 5 minutes`;
		case 'user.create':
			return `user ${String(json.uid)} created; its token comes from the next node`;
		case 'authToken.create':
			return `token ${String(json.authToken).slice(0, 20)}… for ${String(json.uid)}`;
		case 'group.create':
			return `group ${String(json.guid)} (${String(json.type)})`;
		case 'groupMember.add': {
			const added = Object.values(json).flatMap((byUid) => Object.entries(byUid as IDataObject).filter(([, v]) => (v as IDataObject).success).map(([uid]) => uid));
			return `${added.length} added: ${added.join(', ')}`;
		}
		case 'groupMember.getAll':
			return listed(r, 'members', (m) => `${String(m.uid)} (${String(m.scope)})`);
		case 'message.getAll':
			return listed(r, 'messages', (m) => `${String(m.id)} from ${String(m.sender)}`);
		case 'message.delete':
			return `deleted ${r.items.map((i) => String(i.json.messageId)).join(', ')}`;
		case 'blockedUser.block':
			return perUid(r, 'blocked');
		case 'blockedUser.unblock':
			return perUid(r, 'unblocked');
		case 'conversation.getAll':
			return listed(r, 'conversations', (c) => `with ${String((c.conversationWith as IDataObject).uid)} (${String(c.unreadMessageCount)} unread)`);
		case 'conversation.markAsRead':
			return `${r.items.filter((i) => i.json.success === true).length} of ${r.items.length} marked read`;
	}
	if (r.parameters.resource === 'blockedUser') return listed(r, 'users', (u) => String(u.uid));
	if (json.id !== undefined && json.sender !== undefined) {
		const text = (json.data as IDataObject | undefined)?.text;
		const sent = r.items.map((i) => `${String(i.json.id)} from ${String(i.json.sender)} to ${String(i.json.receiver)}`).join(', ');
		return `message ${sent}${text ? `: "${excerpt(String(text), 90)}"` : ''}`;
	}
	return `${r.items.length} item${r.items.length === 1 ? '' : 's'}`;
}

/** What went wrong with this node, if anything: it failed, gave nothing, or an error came where none (or none where one) was meant. */
export function problem(r: ExampleResult, errorIntended: boolean): string | undefined {
	const where = `${r.file.replace(/\.json$/, '')} "${r.node}"`;
	if (r.error) return `${where} failed: ${r.error}`;
	if (!r.items.length) return `${where} gave no output`;
	const failed = r.items.find((i) => i.json.error);
	if (failed && !errorIntended) return `${where}: ${String(failed.json.error)}`;
	if (!failed && errorIntended) return `${where} was to be refused, and was not`;
	return undefined;
}
