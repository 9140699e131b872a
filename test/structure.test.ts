/**
 * The rules every operation of the CometChat node follows, read from the built package
 * (as n8n loads it): each operation is an entry of its resource's `operations`, in the
 * one shape (description, parameters, what its answer holds, how it makes its request);
 * every request goes through the one seam; no parameter routes itself; each parameter is
 * defined once wherever one definition can serve; every Get Many has `returnAll` and
 * `limit`; path segments are filled in encoded.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { NodeHelpers, type INode, type INodeProperties, type INodePropertyOptions, type INodeType, type INodeTypeDescription } from 'n8n-workflow';
import { loadPackage, PackageNodeTypes, repoRoot } from './support/engine';
import { CometChatTrigger } from '../nodes/CometChatTrigger/CometChatTrigger.node';
import { wholeResponse } from '../nodes/shared/operation';
import { fillPath } from '../nodes/shared/operation';

let description: INodeTypeDescription;
let nodeType: INodeType;
let operations: Array<{ resource: string; option: INodePropertyOptions }>;

beforeAll(async () => {
	const type = new PackageNodeTypes(await loadPackage()).getByNameAndVersion('n8n-nodes-cometchat.cometChat', 1) as INodeType;
	nodeType = type;
	description = type.description;
	const resources = (description.properties.find((p) => p.name === 'resource')?.options ?? []) as INodePropertyOptions[];
	operations = description.properties
		// the node's selectors (the AI tool's leaves out Send and Wait: test/ai/sendAndWaitTool.test.ts)
		.filter((p) => p.name === 'operation' && !p.displayOptions?.show?.['@tool']?.includes(true))
		.flatMap((p) => {
			const [resource] = (p.displayOptions?.show?.resource ?? []) as string[];
			return ((p.options ?? []) as INodePropertyOptions[]).map((option) => ({ resource, option }));
		});
	assert.deepEqual(new Set(operations.map((o) => o.resource)), new Set(resources.map((r) => r.value)));
});

const custom = (resource: string, operation: string) => Boolean(nodeType.customOperations?.[resource]?.[operation]);

const shownFor = (resource: string, operation: string, property: INodeProperties) => {
	const show = property.displayOptions?.show ?? {};
	return (show.resource as string[] | undefined)?.includes(resource) && (show.operation as string[] | undefined)?.includes(operation);
};

/** An operation as its resource lists it, from dist: `resources/<resource>.js` or a resource's folder. */
function listedOperation(resource: string, operation: string): Record<string, unknown> | undefined {
	const module = require(path.join(repoRoot(), 'dist', 'nodes', 'CometChat', 'resources', resource)) as Record<string, { operations: Array<Record<string, unknown>> }>;
	return module[resource].operations.find((listed) => listed.value === operation);
}

/** A Get Many: `getAll`, or the moderation queues' lists (`getFlaggedMessages`, …). */
const isGetMany = (value: string) => value === 'getAll' || /^get[A-Z]\w*Messages$/.test(value);

/** Operations whose answer CometChat does not document as one object or a list (none). */
const RETURNS_ANY: string[] = [];

test('the node offers every operation of the contract', () => {
	const all = operations.map((o) => `${o.resource}.${String(o.option.value)}`).sort();
	assert.deepEqual(all, [
		'agent.answerRun',
		'authToken.create', 'authToken.delete', 'authToken.deleteAll', 'authToken.get', 'authToken.getAll', 'authToken.update',
		'bannedUser.ban', 'bannedUser.getAll', 'bannedUser.unban',
		'blockedUser.block', 'blockedUser.getAll', 'blockedUser.unblock',
		'conversation.delete', 'conversation.get', 'conversation.getAll', 'conversation.markAsDelivered', 'conversation.markAsRead', 'conversation.markAsUnread', 'conversation.reset', 'conversation.update',
		'friend.add', 'friend.getAll', 'friend.remove',
		'group.create', 'group.delete', 'group.get', 'group.getAll', 'group.update',
		'groupMember.add', 'groupMember.getAll', 'groupMember.remove', 'groupMember.updateScope',
		'message.delete', 'message.downloadAttachments', 'message.get', 'message.getAll', 'message.send', 'message.sendAndWait', 'message.sendAsBot', 'message.update',
		'metric.getMessageMetrics', 'metric.getUsage',
		'moderation.answerRequest', 'moderation.flagMessage', 'moderation.getBlockedMessages', 'moderation.getFlaggedMessages', 'moderation.getReviewedMessages',
		'moderation.reviewBlockedMessage', 'moderation.reviewFlaggedMessage',
		'moderationKeywordList.create', 'moderationKeywordList.delete', 'moderationKeywordList.get', 'moderationKeywordList.getAll', 'moderationKeywordList.update',
		'moderationReason.create', 'moderationReason.delete', 'moderationReason.get', 'moderationReason.getAll', 'moderationReason.update',
		'moderationRule.create', 'moderationRule.delete', 'moderationRule.get', 'moderationRule.getAll', 'moderationRule.update',
		'reaction.add', 'reaction.getAll', 'reaction.remove',
		'role.create', 'role.delete', 'role.get', 'role.getAll', 'role.update',
		'user.create', 'user.deactivate', 'user.delete', 'user.get', 'user.getAll', 'user.reactivate', 'user.update',
	]);
});

test('the CometChat API credential is asked for by every operation that calls its API, and by no other', () => {
	const [credential, ...others] = description.credentials ?? [];
	assert.equal(credential.name, 'cometChatApi');
	assert.deepEqual(others, []);
	const node = { typeVersion: 1 } as INode;
	// n8n's editor shows a credential by the same display rules as a parameter
	const asking = operations
		.filter(({ resource, option }) => NodeHelpers.displayParameter({ resource, operation: option.value as string }, credential, node, description))
		.map(({ resource, option }) => `${resource}.${String(option.value)}`);
	const without = operations.map(({ resource, option }) => `${resource}.${String(option.value)}`).filter((name) => !asking.includes(name));
	// the two that answer the request CometChat holds open, through n8n's response
	assert.deepEqual(without, ['moderation.answerRequest', 'agent.answerRun']);
});

test('every operation has an action and a description that say what it does in CometChat', () => {
	for (const { resource, option } of operations) {
		const name = `${resource}.${String(option.value)}`;
		assert.ok(typeof option.action === 'string' && option.action.length > 5, `${name} has no action`);
		assert.ok(typeof option.description === 'string' && option.description.includes('CometChat'), `${name}: ${option.description}`);
	}
});

test('each operation is listed by its resource\'s file, in the one shape, and declares what its answer holds', () => {
	let routed = 0;
	for (const { resource, option } of operations) {
		const value = String(option.value);
		if (custom(resource, value)) continue;
		routed++;
		const name = `${resource}.${value}`;
		const operation = listedOperation(resource, value);
		assert.ok(operation, `resources/${resource} lists no ${value}`);
		assert.equal(operation.resource, resource, name);
		assert.equal(operation.value, value, name);
		for (const key of ['name', 'action', 'description'] as const) assert.equal(operation[key], option[key], `${name}.${key}`);
		assert.ok(Array.isArray(operation.fields), `${name}.fields`);
		assert.equal(typeof operation.request, 'function', `${name}.request`);
		assert.ok(['object', 'list', 'any'].includes(String(operation.returns)), `${name}.returns`);
		if (operation.returns === 'any') assert.ok(RETURNS_ANY.includes(`${resource}.${value}`), `${name} accepts any data`);
		assert.equal(operation.returns === 'list', isGetMany(value), `${name}: a list exactly for Get Many`);
		if (operation.returns === 'list') assert.equal(typeof operation.paging, 'function', `${name}.paging`);
	}
	assert.equal(routed, 77);
});

test('every routed operation sends through the one seam (the pagination hook), and nothing else routes', () => {
	for (const { resource, option } of operations) {
		const name = `${resource}.${String(option.value)}`;
		if (custom(resource, String(option.value))) {
			assert.equal(option.routing, undefined, name);
			continue;
		}
		assert.deepEqual(Object.keys(option.routing ?? {}).sort(), ['operations', 'output', 'send'], name);
		// no preSend: runCheckpoint.ts needs each item's hook to start inside RoutingNode's item loop
		assert.deepEqual(option.routing?.send, { paginate: true }, name);
		assert.equal(typeof option.routing?.operations?.pagination, 'function', `${name}: the seam`);
		// the one postReceive: each response back whole (status, headers, body) to the seam
		const postReceive = (option.routing?.output?.postReceive ?? []) as Array<{ name?: string }>;
		assert.deepEqual(postReceive.map((action) => action.name), [wholeResponse.name], name);
	}
	const routes = (property: object, at: string): string[] => {
		const own = 'routing' in property && property.routing !== undefined && !at.startsWith('operation') ? [at] : [];
		const nested = [...((property as { options?: unknown[] }).options ?? []), ...((property as { values?: unknown[] }).values ?? [])];
		return [
			...own,
			...nested.flatMap((child) =>
				child && typeof child === 'object' ? routes(child, `${at}.${String((child as { name?: string }).name)}`) : [],
			),
		];
	};
	// besides: the resources with operations n8n runs itself route to the AI tool's refusal
	// (test/ai/sendAndWaitTool.test.ts) through the same seam, which each routed operation's own
	// routing replaces; no postReceive, so a response gets the operation's one
	const resource = description.properties.find((p) => p.name === 'resource')!;
	const refusing = (resource.options as INodePropertyOptions[]).filter((option) => option.routing);
	assert.deepEqual(refusing.map((option) => option.value), ['agent', 'message', 'moderation']);
	for (const { routing } of refusing) {
		assert.deepEqual(Object.keys(routing ?? {}).sort(), ['operations', 'send']);
		assert.deepEqual(routing?.send, { paginate: true });
		assert.equal(typeof routing?.operations?.pagination, 'function');
	}
	assert.deepEqual(description.properties.flatMap((p) => (p.name === 'operation' || p === resource ? [] : routes(p, p.name))), []);
});

/** A definition without its `resource` and `operation` show rules. */
function content(property: INodeProperties): string {
	const show = { ...property.displayOptions?.show };
	delete show.resource;
	delete show.operation;
	return JSON.stringify({ ...property, displayOptions: { ...property.displayOptions, show } });
}

test('each parameter is defined once, unless one show rule would also show it where it does not belong', () => {
	const known = new Map(operations.map(({ resource }) => [resource, new Set<string>()]));
	operations.forEach(({ resource, option }) => known.get(resource)!.add(String(option.value)));
	const byContent = new Map<string, INodeProperties[]>();
	for (const property of description.properties) {
		if (property.name === 'operation') continue;
		byContent.set(content(property), [...(byContent.get(content(property)) ?? []), property]);
	}
	for (const [, same] of byContent) {
		if (same.length < 2) continue;
		const shown = (p: INodeProperties) => ({ resources: (p.displayOptions?.show?.resource ?? []) as string[], operations: (p.displayOptions?.show?.operation ?? []) as string[] });
		for (let i = 0; i < same.length; i++) {
			for (let j = i + 1; j < same.length; j++) {
				const [a, b] = [shown(same[i]), shown(same[j])];
				const resources = [...a.resources, ...b.resources];
				const ops = new Set([...a.operations, ...b.operations]);
				const overreach = resources.some((resource) =>
					[...known.get(resource)!].some((op) => ops.has(op) && !shownFor(resource, op, same[i]) && !shownFor(resource, op, same[j])),
				);
				assert.ok(overreach, `${same[i].name} is defined twice alike, for ${JSON.stringify(a)} and ${JSON.stringify(b)}: one definition would do`);
			}
		}
	}
	const uses = (name: string) => description.properties.filter((p) => p.name === name).length;
	assert.ok(uses('returnAll') === 1 && uses('limit') === 1, 'returnAll and limit: one definition each');
	// RoutingNode visits each for every item (bench: CPU per mapped Send item 1.02x b3ad7c8's with 151; Download Attachments' options
	// made 152, Conversation Of (a picker named for the conversation, apart from the reactions' As User) 153, the AI tool's
	// notice for Agent (instead of an Operation it cannot run) 154)
	assert.ok(description.properties.length <= 154, `${description.properties.length} top-level properties`);
});

test('no collection holds two entries of one name: collections are never merged across operations', () => {
	// n8n 1.123's CollectionParameter.vue (optionSelected) sets an added entry to the default of the
	// FIRST entry of that name, whichever one the panel shows: no entry may depend on which one that is
	const collections = description.properties.filter((p) => p.type === 'collection');
	assert.ok(collections.length >= 15);
	for (const collection of collections) {
		const names = ((collection.options ?? []) as INodeProperties[]).map((entry) => entry.name);
		assert.deepEqual(names.filter((name, i) => names.indexOf(name) !== i), [], `${collection.name} of ${JSON.stringify(collection.displayOptions?.show)}`);
	}
});

test('every Get Many has returnAll and limit, limit shown only without returnAll', () => {
	const getAlls = operations.filter((o) => isGetMany(String(o.option.value)));
	assert.equal(getAlls.length, 17);
	for (const { resource, option } of getAlls) {
		const value = String(option.value);
		const returnAll = description.properties.find((p) => p.name === 'returnAll' && shownFor(resource, value, p));
		const limit = description.properties.find((p) => p.name === 'limit' && shownFor(resource, value, p));
		assert.ok(returnAll && returnAll.type === 'boolean' && returnAll.default === false, `${resource}.${value} returnAll`);
		assert.ok(limit && limit.type === 'number' && limit.default === 50, `${resource}.${value} limit`);
		assert.deepEqual(limit.displayOptions?.show?.returnAll, [false]);
	}
});

test('path segments are filled in encoded, each id one segment', () => {
	assert.equal(fillPath('/groups/{guid}/members/{uid}', { guid: 'a/b c?', uid: 'ü' }), '/groups/a%2Fb%20c%3F/members/%C3%BC');
	assert.throws(() => fillPath('/users/{uid}', {}), /No value for \{uid\}/);
	assert.throws(() => fillPath('/users/{uid}', { uid: '..' }), /would not be a path segment/);
});

test('every uid and guid of the new resources is a locator (list + id); blockedUser keeps a string uid', () => {
	for (const property of description.properties.filter((p) => p.name === 'uid' || p.name === 'guid')) {
		const resources = (property.displayOptions?.show?.resource ?? []) as string[];
		const ops = (property.displayOptions?.show?.operation ?? []) as string[];
		const where = `${resources.join()}.${ops.join()}.${property.name}`;
		if (resources.includes('blockedUser') || ops.includes('create') && (resources.includes('user') || resources.includes('group')) && !resources.includes('authToken')) {
			assert.equal(property.type, 'string', where);
			continue;
		}
		assert.equal(property.type, 'resourceLocator', where);
		assert.deepEqual(property.modes?.map((m) => m.name), ['list', 'id']);
		assert.ok(['searchUsers', 'searchGroups'].includes(String(property.modes?.[0].typeOptions?.searchListMethod)));
	}
});

test("the trigger's description holds the node's: n8n's nodes panel merges the two and shows the trigger's", () => {
	const trigger = new CometChatTrigger().description;
	assert.ok(trigger.description.includes(description.description), trigger.description);
});
