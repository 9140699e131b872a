#!/usr/bin/env node
/**
 * `npm run screenshots`: pictures of the nodes in REAL n8n's editor, for the README.
 *
 * Starts n8n (the e2e's install under .cache/e2e, 2.x when installed, else 1.123) on 127.0.0.1
 * with this package loaded through N8N_CUSTOM_EXTENSIONS, sets up the owner through n8n's REST
 * API, and drives Debian's chromium (/usr/bin/chromium, no browser download) with playwright-core:
 * the credential dialog, the parameter panel of every operation and of the trigger, and a
 * finished run with its output. Resources and operations are read from the BUILT node's
 * description (dist/), so operations added later are pictured without changes here.
 *
 * Every panel is checked as it is pictured: a node n8n cannot load ("Install this node", an
 * error in the panel), a panel without the operation's parameters, or Additional Fields whose
 * "Add Field" list is not the operation's own (checkAdditionalFields) fail the run, which is what
 * test/e2e/screenshots.e2e.mjs relies on; an operation without a definition to compare fails it at once.
 *
 * Run inside the e2e's empty network namespace (the npm script does):
 *   scripts/e2e/in-netns.sh node scripts/screenshots.mjs [--n8n 1|2] [--out docs/images] [--check] [--one-per-resource] [--only regex]
 * --check: check rendering only, pictures go to a temporary folder.
 * --one-per-resource: the editor check of CI (test/e2e/screenshots.e2e.mjs), see onePanelPerResource.
 * --only <regex>: only the operations' panels whose file name part (-<resource>-<operation>) matches.
 */
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(REPO_DIR, 'package.json'));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const VIEWPORT = { width: 1280, height: 800 };
const OWNER = { email: 'owner@example.invalid', firstName: 'Demo', lastName: 'Owner', password: 'Screenshots-2026' };

/** A parameter is on screen for these parameter values when its displayOptions allow it (show/hide, exact values). */
function shownFor(property, values) {
	const { show, hide } = property.displayOptions ?? {};
	const matches = (cond, key) => cond[key].some((v) => v === values[key]);
	if (show && !Object.keys(show).every((key) => key in values && matches(show, key))) return false;
	if (hide && Object.keys(hide).some((key) => key in values && matches(hide, key))) return false;
	return true;
}

const ADDITIONAL_FIELDS = 'additionalFields';

/**
 * An operation's definition (nodes/shared/operation.ts), the one the node's description is made
 * from: its resource's file (`resources/<resource>.ts`, or `resources/<resource>/index.ts`, as
 * test/structure.test.ts finds it) exports the resource, which lists every one of its operations
 * wherever each is defined. Throws when there is none: a panel must not pass unchecked.
 */
function operationDefinition(nodeFile, resource, operation) {
	const file = path.join(path.dirname(nodeFile), 'resources', resource);
	const definition = require(file)[resource]?.operations?.find((o) => o.value === operation);
	if (!definition) throw new Error(`${resource}.${operation}: no definition, ${path.relative(REPO_DIR, file)} exports no resource \`${resource}\` listing it`);
	return definition;
}

/**
 * The labels, in order, of the entries an operation's Additional Fields offer AS THE OPERATION
 * DEFINES THEM: its own collection, each entry shown by its own rules ('/operation',
 * '/category': the panel's values). [] where the operation has no Additional Fields.
 */
function additionalFieldsAsDefined(definition, props, values) {
	const own = definition.fields.find((f) => f.name === ADDITIONAL_FIELDS && f.type === 'collection');
	if (!own) return [];
	// the panel's values: a parameter at its default unless set (e.g. a message's Category)
	const root = { ...Object.fromEntries(props.filter((p) => p.type !== 'collection').map((p) => [p.name, p.default])), ...values };
	const entryShown = (entry) => {
		const { show, hide } = entry.displayOptions ?? {};
		const value = (key) => (key.startsWith('/') ? root[key.slice(1)] : undefined);
		if (show && !Object.entries(show).every(([key, allowed]) => allowed.includes(value(key)))) return false;
		if (hide && Object.entries(hide).some(([key, hidden]) => hidden.includes(value(key)))) return false;
		return entry.type !== 'hidden';
	};
	return own.options.filter(entryShown).map((entry) => entry.displayName);
}

/**
 * What to picture for one built node: one entry per resource and operation (or one for a node
 * without them), with the parameter labels the panel must show.
 */
export function describeNode(nodeFile) {
	// a node file exports its class under the file's name (CometChat.node.js: CometChat)
	const NodeClass = require(nodeFile)[path.basename(nodeFile).split('.')[0]];
	const { description } = new NodeClass();
	const props = description.properties;
	// the node's own Resource selector (its AI tool's leaves Agent out: '@tool' true)
	const resource = props.find((p) => p.name === 'resource' && p.type === 'options' && shownFor(p, { '@tool': false }));
	const panels = [];
	// the panel opens with every other parameter at its default, and those defaults decide what
	// else is shown (e.g. a message's Category shows its Text); a parameter follows the ones it depends on
	const labels = (selected) => {
		// the node's own panel: n8n's '@tool' display rule is false there (true in its AI tool)
		const values = { '@tool': false, ...selected };
		const shown = props.filter((p) => {
			if (p.name === 'resource' || p.name === 'operation' || p.name === '@tool' || !shownFor(p, values)) return false;
			if (!(p.name in values)) values[p.name] = p.default;
			return true;
		});
		// settings (isNodeSetting) live on the Settings tab, not on the parameters panel
		return shown.filter((p) => p.type !== 'notice' && p.type !== 'hidden' && !p.isNodeSetting).map((p) => p.displayName);
	};
	if (!resource) {
		panels.push({ slug: '', title: description.displayName, parameters: {}, labels: labels({}), addFields: [] });
	} else {
		for (const r of resource.options) {
			const operation = props.find((p) => p.name === 'operation' && shownFor(p, { '@tool': false, resource: r.value }));
			for (const o of operation?.options ?? [{ value: undefined, name: '' }]) {
				const values = { resource: r.value, ...(o.value === undefined ? {} : { operation: o.value }) };
				const addFields = o.value === undefined ? [] : additionalFieldsAsDefined(operationDefinition(nodeFile, r.value, o.value), props, values);
				panels.push({ slug: `-${r.value}-${o.value ?? ''}`.replace(/-$/, ''), title: `${r.name} > ${o.name}`, action: o.action, parameters: values, labels: labels(values), addFields });
			}
		}
	}
	return { name: description.name, displayName: description.displayName, description: description.description, version: description.version, group: description.group, credentials: description.credentials ?? [], panels };
}

/**
 * The editor check of CI pictures one operation's panel per resource (and the trigger's): the
 * first whose Additional Fields offer the most entries. Which fields every operation shows,
 * jest checks with n8n-workflow's display rules (test/package/panelFields.test.ts).
 */
export function onePanelPerResource(panels) {
	const weight = (p) => p.addFields.length;
	const chosen = new Map();
	for (const p of panels) {
		const resource = p.parameters.resource ?? '';
		if (!chosen.has(resource) || weight(p) > weight(chosen.get(resource))) chosen.set(resource, p);
	}
	return panels.filter((p) => chosen.get(p.parameters.resource ?? '') === p);
}

/** The package's built nodes, from package.json's n8n section. */
export function builtNodes() {
	const pkg = JSON.parse(fs.readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'));
	return pkg.n8n.nodes.map((file) => {
		const full = path.join(REPO_DIR, file);
		if (!fs.existsSync(full)) throw new Error(`${file} is not built: run npm run build`);
		return { file, ...describeNode(full) };
	});
}

/** The package's credential types that take the connection (a `test` request), with their field labels. */
function builtCredentials() {
	const pkg = JSON.parse(fs.readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'));
	return pkg.n8n.credentials.map((file) => {
		const CredentialClass = require(path.join(REPO_DIR, file))[path.basename(file).split('.')[0]];
		const credential = new CredentialClass();
		const labels = credential.properties.filter((p) => p.type !== 'notice' && p.type !== 'hidden' && !p.displayOptions).map((p) => p.displayName);
		return { name: credential.name, displayName: credential.displayName, labels };
	});
}

const CREDENTIAL = { id: 'cometchat-demo', name: 'CometChat account' };

/** The credentials pictured; n8n tests the REST API and Management API ones (against local servers) as the dialog opens. */
function credentialDialogs(apiData, managementData) {
	return [
		{ ...CREDENTIAL, type: 'cometChatApi', data: apiData, file: 'credential.png', field: 'apiKey', tested: true },
		{ id: 'cometchat-webhook', name: 'CometChat webhook', type: 'cometChatWebhookApi', data: { user: 'n8nwebhook', password: 'Sample2026Password' }, file: 'credential-webhook.png', field: 'user', tested: false },
		{ id: 'cometchat-mgmt', name: 'CometChat Management', type: 'cometChatManagementApi', data: managementData, file: 'credential-management.png', field: 'apiKey', tested: true },
	];
}
// what n8n shows for a node type it cannot load
const NOT_RENDERED = /not currently installed|install this node|node is not installed|unrecognized node|unknown node type|could not be loaded|problem loading/i;

/**
 * One workflow per node type, with one canvas node per panel (named as n8n names a node added
 * from the panel: after the operation's action), so the editor loads once per node type, not
 * once per panel (a page load costs 7 s here, opening a node 2 s). Non-trigger nodes hang off a
 * manual trigger, as a user's would.
 */
function panelWorkflows(nodes) {
	return nodes.map((node, n) => {
		const isTrigger = node.group.includes('trigger');
		const typeVersion = Array.isArray(node.version) ? Math.max(...node.version) : node.version;
		const credentials = Object.fromEntries(node.credentials.filter((c) => c.name === 'cometChatApi').map((c) => [c.name, CREDENTIAL]));
		const panels = node.panels.map((panel, i) => ({
			...panel,
			canvasName: node.panels.length === 1 ? node.displayName : (panel.action ?? `${node.displayName} ${panel.title}`),
			file: `${node.name}${panel.slug}.png`,
			where: `${node.displayName}${panel.title === node.displayName ? '' : `, ${panel.title}`}`,
			position: [240 + 260 * (i % 6), 160 * Math.floor(i / 6)],
		}));
		const canvasNodes = panels.map((p, i) => ({ id: `node${i}`, name: p.canvasName, type: `CUSTOM.${node.name}`, typeVersion, position: p.position, parameters: p.parameters, credentials }));
		const start = { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
		const workflow = {
			id: `shots${n + 1}`,
			name: node.displayName,
			nodes: isTrigger ? canvasNodes : [start, ...canvasNodes],
			connections: isTrigger ? {} : { Start: { main: [canvasNodes.map((c) => ({ node: c.name, type: 'main', index: 0 }))] } },
		};
		return { workflow, node, panels };
	});
}

/** The example workflow pictured after a run, with the node types n8n gives a custom extension (and an id of its own: the e2e's n8n has example 01 too). */
function runWorkflow() {
	const workflow = { ...JSON.parse(fs.readFileSync(path.join(REPO_DIR, 'examples/01-alert-to-user.json'), 'utf8')), id: 'shotsRun' };
	for (const node of workflow.nodes) node.type = node.type.replace('n8n-nodes-cometchat.', 'CUSTOM.');
	const sendNode = workflow.nodes.find((n) => n.type.startsWith('CUSTOM.'));
	return { workflow, sendNode: sendNode.name };
}

/**
 * Custom API Call: n8n adds it to the Resource list of a node whose credential has
 * `authenticate` and points to its HTTP Request node, where the CometChat API credential is
 * a Predefined Credential Type for any endpoint (here one the node does not wrap).
 */
function customApiCallWorkflow(baseUrl) {
	const workflow = {
		id: 'customApiCallWf',
		name: 'Custom API Call',
		nodes: [
			{ id: 'c1', name: 'CometChat: Custom API Call', type: 'CUSTOM.cometChat', typeVersion: 1, position: [240, 0], parameters: {}, credentials: { cometChatApi: CREDENTIAL } },
			{
				id: 'c2',
				name: 'Role permissions',
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [520, 0],
				parameters: { url: `${baseUrl}/roles/default/permissions`, authentication: 'predefinedCredentialType', nodeCredentialType: 'cometChatApi', options: {} },
				credentials: { cometChatApi: CREDENTIAL },
			},
		],
		connections: {},
	};
	return { workflow, node: 'CometChat: Custom API Call', http: 'Role permissions' };
}

async function checkCustomApiCall(page, baseUrl, custom, problems, save) {
	try {
		await openWorkflow(page, baseUrl, custom.workflow.id);
		await openNode(page, custom.node);
		// the user picks it from the Resource list, where n8n adds it
		await page.locator('[data-test-id="ndv"] [data-test-id="parameter-input-resource"] input').first().click();
		const option = page.getByRole('option', { name: 'Custom API Call', exact: true }).first();
		await option.waitFor({ timeout: 10_000 }).catch(async (error) => {
			const listed = await page.getByRole('option').allInnerTexts().catch(() => []);
			await page.screenshot({ path: path.join(os.tmpdir(), 'custom-api-call-resource-list.png') });
			throw new Error(`no Custom API Call among the resources: ${listed.join(', ')} (${error.message.split('\n')[0]})`);
		});
		await option.click();
		await page.waitForTimeout(500);
		const hint = (await page.locator('[data-test-id="ndv"]').innerText()).replace(/\s+/g, ' ');
		if (!/make a custom API call\. We'll take care of the CometChat auth for you/.test(hint)) problems.push('custom API call: the CometChat node does not point to the HTTP Request node');
		await save('custom-api-call-node.png', 'Custom API Call in the CometChat node: n8n points to the HTTP Request node');
		await page.locator('[data-test-id="ndv"] [data-test-id="node-parameters"]').click({ position: { x: 5, y: 5 } }); // the Resource list's focus would take the first Escape
		await closeNode(page);
		await openNode(page, custom.http);
		// selects and text fields show their values in inputs, which innerText leaves out
		const values = await page.locator('[data-test-id="ndv"] input').evaluateAll((inputs) => inputs.map((input) => input.value));
		const http = `${await page.locator('[data-test-id="ndv"]').innerText()} ${values.join(' ')}`.replace(/\s+/g, ' ');
		for (const label of ['Predefined Credential Type', 'CometChat API', '/roles/default/permissions']) if (!http.includes(label)) problems.push(`custom API call: the HTTP Request node does not show "${label}"`);
		await save('custom-api-call.png', 'Custom API Call: the HTTP Request node with the CometChat API credential, for GET /roles/{role}/permissions');
		await closeNode(page);
	} catch (error) {
		problems.push(`custom API call: ${error.message.split('\n')[0]}`);
	}
}

/**
 * The Additional Fields of an open panel: the "Add Field" list offers exactly the entries the
 * operation defines (same labels, same order).
 */
async function checkAdditionalFields(page, p, problems) {
	await page.locator('[data-test-id="ndv"] input[placeholder="Add Field"]').first().click();
	const visibleOptions = page.locator('.el-select-dropdown__item:visible, [data-test-id="collection-parameter-option"]:visible');
	await visibleOptions.first().waitFor({ timeout: 10_000 });
	await page.waitForTimeout(200);
	const offered = (await visibleOptions.allInnerTexts()).map((t) => t.trim()).filter((t, i, all) => t && all.indexOf(t) === i);
	if (offered.join(' | ') !== p.addFields.join(' | ')) problems.push(`${p.where}: Additional Fields: offers [${offered.join(', ')}], the operation defines [${p.addFields.join(', ')}]`);
	await page.keyboard.press('Escape');
}

async function openWorkflow(page, baseUrl, id) {
	await page.goto(`${baseUrl}/workflow/${id}`);
	await page.waitForURL(`**/workflow/${id}*`, { timeout: 30_000 });
	await page.waitForSelector('[data-test-id="canvas-node"]', { timeout: 120_000 });
}

async function openNode(page, name) {
	// exact: "Send a message" is also part of "Send a message and wait for response"
	await page.locator('[data-test-id="canvas-node"]').filter({ has: page.getByText(name, { exact: true }) }).first().dblclick();
	await page.waitForSelector('[data-test-id="ndv"]', { state: 'visible', timeout: 60_000 });
	await page.waitForTimeout(800); // the panel slides in
}

async function closeNode(page) {
	// an input that has the focus (the Add Field list) would take an Escape: the focus leaves it first
	await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
	await page.keyboard.press('Escape');
	const closed = await page.waitForSelector('[data-test-id="ndv"]', { state: 'hidden', timeout: 3_000 }).then(() => true, () => false);
	if (!closed) await page.locator('[data-test-id="ndv-close-button"], [data-test-id="back-to-canvas"]').first().click();
	await page.waitForSelector('[data-test-id="ndv"]', { state: 'hidden', timeout: 10_000 });
}

/**
 * Creates the owner through n8n's REST API (the browser context keeps the session cookie).
 * n8n 1.x says it is ready once it listens, and adds its REST routes a moment later: until
 * then the route answers 404.
 */
async function setUpOwner(context, baseUrl) {
	const deadline = Date.now() + 60_000;
	for (;;) {
		const setup = await context.request.post(`${baseUrl}/rest/owner/setup`, { data: OWNER });
		if (setup.ok()) return;
		if (setup.status() !== 404 || Date.now() > deadline) throw new Error(`owner setup: HTTP ${setup.status()} ${(await setup.text()).slice(0, 300)}`);
		await new Promise((r) => setTimeout(r, 1000));
	}
}

/**
 * n8n merges a node and its trigger into one nodes-panel entry and shows the trigger's
 * description for both, so that description must say what the whole package does: it must
 * hold the CometChat node's description. n8n 2.x shows it under the entry's name (1.x shows
 * the name only). Opening the entry lists the triggers and every action.
 */
async function checkNodesPanel(page, baseUrl, n8nMajor, nodes, problems, save) {
	const action = nodes.find((n) => !n.group.includes('trigger'));
	const trigger = nodes.find((n) => n.group.includes('trigger'));
	if (!trigger.description.includes(action.description)) {
		problems.push(`nodes panel: the trigger's description ("${trigger.description}") does not hold the CometChat node's ("${action.description}"), and n8n shows it for both`);
	}
	await page.goto(`${baseUrl}/workflow/new`);
	await page.locator('[data-test-id="canvas-add-button"]').first().click({ timeout: 120_000 });
	await page.locator('[data-test-id="node-creator-search-bar"]').waitFor({ timeout: 30_000 });
	await page.keyboard.type(action.displayName); // the search field has the focus
	const entries = page.locator('[data-test-id="item-iterator-item"]').filter({ has: page.locator('[data-test-id="node-creator-item-name"]').getByText(action.displayName, { exact: true }) });
	await entries.first().waitFor({ timeout: 30_000 });
	await page.waitForTimeout(500);
	const count = await entries.count();
	if (count !== 1) problems.push(`nodes panel: ${count} entries named "${action.displayName}", expected one for node and trigger`);
	// n8n 2.x shows the description under the name; n8n 1.x shows only the name in search results
	const description = entries.first().locator('[data-test-id="node-creator-item-description"]');
	if (await description.count()) {
		const shown = (await description.innerText()).replace(/\s+/g, ' ').trim();
		if (shown !== trigger.description) problems.push(`nodes panel: the entry reads "${shown}", not "${trigger.description}"`);
	} else if (n8nMajor >= 2) {
		problems.push('nodes panel: the entry shows no description');
	}
	await save('nodes-panel.png', `Nodes panel: searching "${action.displayName}"`, '[data-test-id="node-creator"]');
	await entries.first().click();
	await page.getByText(/^Actions \(\d+\)/).first().waitFor({ timeout: 30_000 });
	await page.waitForTimeout(500);
	const panel = await page.locator('[data-test-id="node-creator"]').innerText();
	const triggers = Number(/Triggers \((\d+)\)/.exec(panel)?.[1] ?? 0);
	const actions = Number(/Actions \((\d+)\)/.exec(panel)?.[1] ?? 0);
	if (!triggers) problems.push('nodes panel: the entry lists no triggers');
	if (actions !== action.panels.length) problems.push(`nodes panel: the entry lists ${actions} actions, the node has ${action.panels.length} operations`);
	// the triggers come first and fill the panel: the picture folds them and opens the actions
	const category = (name) => page.locator('[data-test-id="node-creator-category-item"]').filter({ hasText: new RegExp(`^\\s*${name} \\(\\d+\\)`) }).first();
	const firstAction = page.locator('[data-test-id="node-creator"]').getByText(action.panels[0].action, { exact: true }).first();
	await category('Triggers').click();
	await page.waitForTimeout(300);
	if (!(await firstAction.isVisible())) await category('Actions').click();
	await firstAction.waitFor({ timeout: 10_000 }).catch(() => problems.push(`nodes panel: the action "${action.panels[0].action}" is not shown once the triggers are folded`));
	await page.waitForTimeout(300);
	await save('nodes-panel-actions.png', `Nodes panel: the ${action.displayName} entry, ${triggers} triggers (folded) and ${actions} actions`, '[data-test-id="node-creator"]');
	await page.keyboard.press('Escape');
}

/** Shrinks a PNG with pngquant when it is installed (Debian: apt-get install pngquant). */
function optimise(file) {
	const r = spawnSync('pngquant', ['--force', '--skip-if-larger', '--quality=65-90', '--speed=1', '--strip', '--ext', '.png', file]);
	return r.error ? false : true;
}

/**
 * The editor check of the package in packageDir (by default this one): starts the fakes it
 * needs and returns the credentials and workflows to import into n8n, `run(n8n, signIn)` that
 * pictures and checks them in chromium (signIn(context, baseUrl) gives the browser a session)
 * and returns { shots: [{ file, title }], problems: [string] } (a panel that does not render is
 * a problem, not a throw), and `stop()` for the fakes. onePerResource: one operation's panel
 * per resource (onePanelPerResource). test/e2e/screenshots.e2e.mjs runs it in the n8n the
 * e2e suites share; takeScreenshots in an n8n of its own.
 */
export async function editorCheck({ outDir, shrink = true, log = console.log, only, onePerResource = false } = {}) {
	const { startExampleServer } = require(path.join(REPO_DIR, 'build-test/test/support/exampleServer.js'));
	const { chromium } = require('playwright-core');
	fs.mkdirSync(outDir, { recursive: true });

	const nodes = builtNodes();
	const credentialTypes = builtCredentials();
	const nodeWorkflows = panelWorkflows(onePerResource ? nodes.map((n) => ({ ...n, panels: onePanelPerResource(n.panels) })) : nodes);
	const run = runWorkflow();
	const { server: fake, credentials: data } = await startExampleServer();
	const { FakeManagementApi } = require(path.join(REPO_DIR, 'build-test/test/support/fake/managementApi.js'));
	const management = await new FakeManagementApi().start();
	const custom = customApiCallWorkflow(data.baseUrl);

	async function check(n8n, signIn) {
		const shots = [];
		const problems = [];
		const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
		try {
			const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' });
			await signIn(context, n8n.baseUrl);
			const page = await context.newPage();
			// leaving a workflow whose panels filled in defaults asks "leave the page?"; a dismissed
			// question keeps the old page (Playwright dismisses dialogs nobody answers)
			page.on('dialog', (dialog) => dialog.accept().catch(() => {}));
			const save = async (file, title, element) => {
				const target = path.join(outDir, file);
				await (element ? page.locator(element).screenshot({ path: target }) : page.screenshot({ path: target }));
				if (shrink) optimise(target);
				shots.push({ file, title, bytes: fs.statSync(target).size });
				log(`  ${file}: ${title}`);
			};

			// the credential dialogs, with n8n's connection test where it can pass offline
			for (const dialog of only ? [] : credentialDialogs(data, management.credentials())) {
				const type = credentialTypes.find((c) => c.name === dialog.type);
				await page.goto(`${n8n.baseUrl}/home/credentials/${n8n.credentialId?.(dialog.id) ?? dialog.id}`);
				try {
					await page.waitForSelector(`[data-test-id="editCredential-modal"] [data-test-id="parameter-input-${dialog.field}"]`, { state: 'visible', timeout: 60_000 });
					if (dialog.tested) await page.waitForSelector('[data-test-id="credentials-config-container-test-success"]', { state: 'visible', timeout: 20_000 }).catch(() => problems.push(`${type.displayName} credential: the connection test did not succeed`));
					await page.waitForTimeout(800);
					const text = await page.locator('[data-test-id="editCredential-modal"]').innerText();
					for (const label of type.labels) if (!text.includes(label)) problems.push(`${type.displayName} credential: no field "${label}"`);
					await save(dialog.file, `${type.displayName} credential`);
				} catch (error) {
					problems.push(`${type.displayName} credential: ${error.message.split('\n')[0]}`);
				}
			}

			// the nodes panel: searching "CometChat" finds one entry that describes the package
			if (!only) try {
				await checkNodesPanel(page, n8n.baseUrl, Number(String(n8n.version).split('.')[0]), nodes, problems, save);
			} catch (error) {
				problems.push(`nodes panel: ${error.message.split('\n')[0]}`);
			}

			if (!only) await checkCustomApiCall(page, n8n.baseUrl, custom, problems, save);

			// every operation's panel
			for (const { workflow, node, panels } of nodeWorkflows) {
				try {
					await openWorkflow(page, n8n.baseUrl, workflow.id);
				} catch (error) {
					problems.push(`${node.displayName}: ${error.message.split('\n')[0]}`);
					continue;
				}
				for (const p of panels.filter((panel) => !only || only.test(panel.slug))) {
					try {
						await openNode(page, p.canvasName);
						const ndv = await page.locator('[data-test-id="ndv"]').innerText();
						if (NOT_RENDERED.test(ndv)) problems.push(`${p.where}: n8n did not load the node: "${NOT_RENDERED.exec(ndv)[0]}"`);
						const params = await page.locator('[data-test-id="node-parameters"]').innerText().catch(() => '');
						const missing = p.labels.filter((label) => !params.includes(label));
						if (!params) problems.push(`${p.where}: no parameter panel`);
						else if (missing.length) problems.push(`${p.where}: parameters missing from the panel: ${missing.join(', ')}`);
						await save(p.file, `${p.where}: parameters`);
						if (p.addFields.length) await checkAdditionalFields(page, p, problems);
					} catch (error) {
						problems.push(`${p.where}: ${error.message.split('\n')[0]}`);
					}
					// a panel left open would be checked in place of the next one
					await closeNode(page).catch((error) => problems.push(`${p.where}: did not close: ${error.message.split('\n')[0]}`));
				}
			}

			// a finished run: the canvas, then the node with its output
			if (!only) try {
				await openWorkflow(page, n8n.baseUrl, run.workflow.id);
				await page.click('[data-test-id="execute-workflow-button"]');
				await page.getByText('Workflow executed successfully').first().waitFor({ timeout: 60_000 });
				await page.waitForTimeout(500);
				await save('run-canvas.png', `${run.workflow.name}: executed`);
				await openNode(page, run.sendNode);
				const output = page.locator('[data-test-id="output-panel"]');
				await output.locator('[data-test-id="radio-button-json"]').click();
				await output.getByText('monitoring-bot').first().waitFor({ timeout: 30_000 });
				await save('run-output.png', `${run.workflow.name}: the node's output`);
			} catch (error) {
				problems.push(`run of ${run.workflow.name}: ${error.message.split('\n')[0]}`);
			}
			await context.close();
		} finally {
			await browser.close();
		}
		return { shots, problems };
	}
	return {
		credentials: credentialDialogs(data, management.credentials()).map(({ id, name, type, data: values }) => ({ id, name, type, data: values })),
		workflows: [...nodeWorkflows.map((w) => w.workflow), run.workflow, custom.workflow],
		run: check,
		stop: async () => {
			await fake.stop();
			await management.stop();
		},
	};
}

/**
 * Pictures everything and checks every panel (editorCheck) in an n8n of its own. Returns
 * { version, shots: [{ file, title }], problems: [string] }.
 */
export async function takeScreenshots({ n8nVersion = '2', packageDir = REPO_DIR, log = console.log, ...options } = {}) {
	const { startN8nServer } = await import('../test/e2e/n8n-server.mjs');
	const editor = await editorCheck({ log, ...options });
	let n8n;
	try {
		const started = Date.now();
		// what n8n loads; the expected panels come from this repository's dist/
		n8n = await startN8nServer({ n8nVersion, packageDir, credentials: editor.credentials, workflows: editor.workflows, activate: [] });
		log(`n8n ${n8n.version} ready in ${Math.round((Date.now() - started) / 1000)} s at ${n8n.baseUrl}`);
		return { version: n8n.version, ...(await editor.run(n8n, setUpOwner)) };
	} finally {
		if (n8n) await n8n.stop();
		await editor.stop();
	}
}

/** Rewrites the list of pictures in docs/screenshots.md (between the screenshots markers). */
function updateGallery(outDir, shots) {
	const readme = path.join(REPO_DIR, 'docs/screenshots.md');
	const text = fs.readFileSync(readme, 'utf8');
	const start = '<!-- screenshots:start -->';
	const end = '<!-- screenshots:end -->';
	if (!text.includes(start) || !text.includes(end)) return;
	const rel = path.relative(path.dirname(readme), outDir).split(path.sep).join('/');
	const list = shots.map((s) => `- [${s.title}](${rel}/${s.file})`).join('\n');
	fs.writeFileSync(readme, text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${list}\n${end}`));
}

async function main() {
	const args = process.argv.slice(2);
	const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
	const check = args.includes('--check');
	const outDir = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-')) : path.resolve(REPO_DIR, option('--out', 'docs/images'));
	const { n8nInstalls } = await import('../test/e2e/n8n-runner.mjs');
	const installed = n8nInstalls().filter((i) => i.install).map((i) => i.n8nVersion);
	const n8nVersion = option('--n8n', installed.includes('2') ? '2' : '1');
	const started = Date.now();
	const only = option('--only', undefined);
	const onePerResource = args.includes('--one-per-resource');
	const { version, shots, problems } = await takeScreenshots({ n8nVersion, outDir, shrink: !check, only: only && new RegExp(only), onePerResource });
	const kB = Math.round(shots.reduce((sum, s) => sum + s.bytes, 0) / 1024);
	console.log(`screenshots: ${shots.length} pictures (${kB} kB) from n8n ${version} in ${outDir}, ${Math.round((Date.now() - started) / 1000)} s`);
	for (const p of problems) console.log(`  PROBLEM ${p}`);
	if (check) fs.rmSync(outDir, { recursive: true, force: true });
	else if (!problems.length && !only && !onePerResource) updateGallery(outDir, shots);
	if (problems.length) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
