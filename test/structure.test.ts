/**
 * The rules every operation of the CometChat node follows, read from the built node's
 * description (as n8n loads it): an `action` for AI agents and the node panel; every
 * request through the routed hook (rate limits, CometChat errors, Continue On Fail) with
 * `ignoreHttpStatusErrors` and `checkHttpStatus` first; every Get Many with `returnAll` and
 * `limit`; every path segment filled in encoded, never interpolated raw.
 */
import assert from 'node:assert/strict';
import type { INodeProperties, INodePropertyOptions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { loadPackage, PackageNodeTypes } from './support/engine';
import { fillPath, pathPlaceholders } from '../nodes/shared/transport/routing';

let description: INodeTypeDescription;
let nodeType: INodeType;
let operations: Array<{ resource: string; option: INodePropertyOptions }>;

beforeAll(async () => {
	const type = new PackageNodeTypes(await loadPackage()).getByNameAndVersion('n8n-nodes-cometchat.cometChat', 1) as INodeType;
	nodeType = type;
	description = type.description;
	const resources = (description.properties.find((p) => p.name === 'resource')?.options ?? []) as INodePropertyOptions[];
	operations = description.properties
		.filter((p) => p.name === 'operation')
		.flatMap((p) => {
			const [resource] = (p.displayOptions?.show?.resource ?? []) as string[];
			return ((p.options ?? []) as INodePropertyOptions[]).map((option) => ({ resource, option }));
		});
	assert.deepEqual(new Set(operations.map((o) => o.resource)), new Set(resources.map((r) => r.value)));
});

const custom = (resource: string, operation: string) =>
	Boolean(nodeType.customOperations?.[resource]?.[operation]);

const shownFor = (resource: string, operation: string, property: INodeProperties) => {
	const show = property.displayOptions?.show ?? {};
	return (show.resource as string[] | undefined)?.includes(resource) && (show.operation as string[] | undefined)?.includes(operation);
};

test('the node offers every operation of the contract', () => {
	const all = operations.map((o) => `${o.resource}.${String(o.option.value)}`).sort();
	for (const expected of [
		'user.create', 'user.get', 'user.update', 'user.delete', 'user.getAll',
		'authToken.create', 'authToken.getAll', 'authToken.delete',
		'blockedUser.block', 'blockedUser.unblock', 'blockedUser.getAll',
		'group.create', 'group.get', 'group.update', 'group.delete', 'group.getAll',
		'groupMember.add', 'groupMember.getAll', 'groupMember.updateScope', 'groupMember.remove',
		'message.send',
	]) {
		assert.ok(all.includes(expected), `missing ${expected}`);
	}
});

test('every operation has an action and a description (what AI agents and the panel show)', () => {
	for (const { resource, option } of operations) {
		assert.ok(typeof option.action === 'string' && option.action.length > 5, `${resource}.${String(option.value)} has no action`);
		assert.ok(typeof option.description === 'string' && option.description.length > 10, `${resource}.${String(option.value)} has no description`);
	}
});

test('every routed operation: the routed hook, ignoreHttpStatusErrors, an answer check (checkHttpStatus, checkObjectAnswer or checkListAnswer) first', () => {
	for (const { resource, option } of operations) {
		const name = `${resource}.${String(option.value)}`;
		if (custom(resource, String(option.value))) continue;
		const routing = option.routing;
		assert.ok(routing, `${name} has no routing`);
		assert.equal(routing.request?.ignoreHttpStatusErrors, true, `${name}: ignoreHttpStatusErrors`);
		assert.equal(routing.send?.paginate, true, `${name}: paginate (the routed hook runs as pagination)`);
		assert.equal(typeof routing.operations?.pagination, 'function', `${name}: routed hook`);
		const [first] = routing.output?.postReceive ?? [];
		const firstName = typeof first === 'function' ? first.name : String(first);
		assert.ok(['checkHttpStatus', 'checkObjectAnswer', 'checkListAnswer'].includes(firstName), `${name}: an answer check first, not ${firstName}`);
	}
});

test('every Get Many has returnAll and limit, limit shown only without returnAll', () => {
	const getAlls = operations.filter((o) => o.option.value === 'getAll');
	assert.ok(getAlls.length >= 6);
	for (const { resource } of getAlls) {
		const returnAll = description.properties.find((p) => p.name === 'returnAll' && shownFor(resource, 'getAll', p));
		const limit = description.properties.find((p) => p.name === 'limit' && shownFor(resource, 'getAll', p));
		assert.ok(returnAll && returnAll.type === 'boolean' && returnAll.default === false, `${resource}.getAll returnAll`);
		assert.ok(limit && limit.type === 'number' && limit.default === 50, `${resource}.getAll limit`);
		assert.deepEqual(limit.displayOptions?.show?.returnAll, [false]);
	}
});

test('URL paths: no raw expression, placeholders only, every placeholder filled encoded', () => {
	for (const { resource, option } of operations) {
		const url = option.routing?.request?.url;
		if (url === undefined) continue;
		const name = `${resource}.${String(option.value)}`;
		assert.ok(!url.includes('{{') && !url.startsWith('='), `${name}: ${url} interpolates a parameter raw`);
		const values = Object.fromEntries(pathPlaceholders(url).map((p) => [p, 'a/b c?']));
		const filled = fillPath(url, values);
		assert.ok(!filled.includes('a/b'), `${name}: ${filled}`);
		assert.equal(filled.split('/').length, url.split('/').length, `${name}: each id stays one segment`);
	}
	assert.throws(() => fillPath('/users/{uid}', {}), /No value for \{uid\}/);
	assert.throws(() => fillPath('/users/{uid}', { uid: '..' }), /would not be a path segment/);
});

test('every uid and guid of the new resources is a locator (list + id); blockedUser keeps a string uid', () => {
	for (const property of description.properties.filter((p) => p.name === 'uid' || p.name === 'guid')) {
		const resources = (property.displayOptions?.show?.resource ?? []) as string[];
		const operation = ((property.displayOptions?.show?.operation ?? []) as string[])[0];
		if (resources.includes('blockedUser') || (resources.includes('user') && operation === 'create') || (resources.includes('group') && operation === 'create')) {
			assert.equal(property.type, 'string', `${resources.join()}.${operation}.${property.name}`);
			continue;
		}
		if (resources.some((r) => ['message', 'reaction'].includes(r))) continue;
		assert.equal(property.type, 'resourceLocator', `${resources.join()}.${operation}.${property.name}`);
		assert.deepEqual(property.modes?.map((m) => m.name), ['list', 'id']);
		assert.ok(['searchUsers', 'searchGroups'].includes(String(property.modes?.[0].typeOptions?.searchListMethod)));
	}
});
