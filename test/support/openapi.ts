/**
 * Test helper: validates the JSON bodies the CometChat node sends to `POST /messages`
 * against CometChat's official OpenAPI schemas (copied into test/fixtures/openapi/).
 *
 * - category `message`     -> components.schemas.messageCategorySchema     (chat-apis.current.json)
 * - category `custom`      -> components.schemas.customCategorySchema      (chat-apis.current.json)
 * - category `interactive` -> components.schemas.interactiveCategorySchema (chat-apis.interactive.json)
 *   and additionally `data` against the schema selected by `type`:
 *     form -> interactionFormSchema, card -> interactionCardSchema,
 *     scheduler -> SchedulerSchema, customInteractive -> customInteractiveSchema
 *   (all in chat-apis.interactive.json), because the published `oneOf` cannot discriminate.
 *
 * Where the schema and the specification (chat-rest-service.md) disagree, the specification
 * wins: the schema is deep-copied and patched before compiling (validation is never skipped).
 * Every patch is listed in `schemaDisagreements`.
 *
 * Only the schemas that are needed are extracted, together with their `$ref` closure, so the
 * dangling `$ref`s in the moderation/management parts of chat-apis.current.json (ten distinct
 * targets such as #/components/parameters/apikey or #/components/schemas/ModerationData) are
 * never compiled.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface SchemaDisagreement {
	/** Schema name and JSON path inside it. */
	where: string;
	/** What the official OpenAPI schema says. */
	schema: string;
	/** What the specification (chat-rest-service.md) says. */
	specification: string;
	/** How the validator resolves it (always in favour of the specification). */
	resolution: string;
}

export const CURRENT_FILE = 'chat-apis.current.json';
export const INTERACTIVE_FILE = 'chat-apis.interactive.json';

export const interactiveDataSchemaByType = {
	form: 'interactionFormSchema',
	card: 'interactionCardSchema',
	scheduler: 'SchedulerSchema',
	customInteractive: 'customInteractiveSchema',
} as const;

export type InteractiveType = keyof typeof interactiveDataSchemaByType;

/**
 * The differences between the official schemas and the specification, each resolved in favour
 * of the specification by a patch in `patchSchemas` below.
 */
export const schemaDisagreements: SchemaDisagreement[] = [
	{
		where: 'interactiveCategorySchema.properties.data.oneOf',
		schema:
			'data is oneOf [interactionFormSchema, interactionCardSchema, SchedulerSchema, customInteractiveSchema]; form, card and customInteractive have no required fields, so a valid body matches several branches and oneOf fails',
		specification: 'data is one of the four data shapes, chosen by `type`',
		resolution:
			'the oneOf is removed from the category schema and data is validated against the schema selected by type (default `card`, as in both schema and specification)',
	},
	{
		where:
			'interactionFormSchema.properties.interactiveData.properties.formFields.items.properties.defaultValue (also interactionCardSchema ... cardActions.items)',
		schema: 'defaultValue: { type: string } for every element',
		specification: 'defaultValue is a string; an array of option values for `checkbox`',
		resolution:
			'defaultValue must be an array of strings when elementType is `checkbox`, a string otherwise (if/then/else on elementType)',
	},
	{
		where: 'interactionFormSchema / interactionCardSchema: element items (formFields.items, cardActions.items)',
		schema:
			'elements declare only elementType, elementId, defaultValue, label, optional, maxLines, placeholder (object); options, buttonText, disableAfterInteracted and action are not declared, so any value passes',
		specification:
			'elements also have options (array of {value, label} strings), buttonText (string), disableAfterInteracted (boolean), action (object: actionType, url, method, dataKey strings; payload, headers objects); placeholder has a `text` string',
		resolution: 'the missing properties are added with the specification types (additive: nothing the schema accepts from a valid body is rejected)',
	},
	{
		where: 'interactionFormSchema / interactionCardSchema: properties.interactiveData.properties.title',
		schema: 'title is not declared (any value passes)',
		specification: 'interactiveData.title is a string (form and card data share one shape)',
		resolution: 'title: { type: string } added',
	},
	{
		where: 'messageCategorySchema / customCategorySchema: properties.quotedMessageId',
		schema: 'quotedMessageId is not declared (any value passes)',
		specification: 'quotedMessageId is a string (variants message and custom)',
		resolution: 'quotedMessageId: { type: string } added',
	},
];

/**
 * Points that were checked and where the schema already agrees with the specification, so no
 * patch is applied (kept here so nobody "fixes" them later).
 */
export const schemaAgreementsChecked: string[] = [
	'interactionGoal.type: form and card schemas have enum [anyOf, allOf, oneOf, none], SchedulerSchema has [anyAction, allOf, oneOf, none], exactly as the specification; the SDKs also list anyAction for form/card, but the specification wins, so anyAction is rejected for form and card and anyOf for scheduler',
	'messageCategorySchema attachments[].size is typed string, and so is it in the specification ("Size in bytes (typed as string)"): a number is rejected',
	'SchedulerSchema dateRangeStart/dateRangeEnd are string with format date (YYYY-MM-DD), as in the specification: enforced through ajv-formats',
	'SchedulerSchema required lists (top level, interactiveData, scheduleElement, action, payload) equal the specification\'s scheduler table; availability is required with no type in both',
	'No schema sets additionalProperties: false and the specification does not forbid other fields, so unknown fields are accepted',
	'Neither the schema nor the specification marks receiver, receiverType, category or type as required; category is nevertheless needed here because it selects the variant (the request body is a oneOf with a discriminator on category)',
];

// ---------------------------------------------------------------------------------------------
// Loading the fixtures

/**
 * Walks up from `start` until a directory holding a package.json and the OpenAPI fixtures is
 * found (build-test/test/support/ -> the repository root).
 */
function findRepoRoot(start: string): string | undefined {
	let dir = path.resolve(start);
	for (;;) {
		if (
			fs.existsSync(path.join(dir, 'package.json')) &&
			fs.existsSync(path.join(dir, 'test', 'fixtures', 'openapi', CURRENT_FILE))
		) {
			return dir;
		}
		const parent = path.dirname(dir);
		if (parent === dir) return undefined;
		dir = parent;
	}
}

let repoRoot: string | undefined;

/** The repository root: above the compiled file, else above the working directory. */
export function openApiRepoRoot(): string {
	repoRoot ??= findRepoRoot(__dirname) ?? findRepoRoot(process.cwd());
	if (repoRoot === undefined) {
		throw new Error(
			`openapi helper: no package.json with test/fixtures/openapi/${CURRENT_FILE} above ${__dirname} or ${process.cwd()}`,
		);
	}
	return repoRoot;
}

export function openApiFixturePath(file: string): string {
	return path.join(openApiRepoRoot(), 'test', 'fixtures', 'openapi', file);
}

const documentCache = new Map<string, JsonObject>();

/** Parsed OpenAPI document (shared, do not mutate: copy first). */
export function loadOpenApiDocument(file: string): JsonObject {
	let doc = documentCache.get(file);
	if (!doc) {
		doc = JSON.parse(fs.readFileSync(openApiFixturePath(file), 'utf8')) as JsonObject;
		documentCache.set(file, doc);
	}
	return doc;
}

export function isObject(value: unknown): value is JsonObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepCopy<T extends Json>(value: T): T {
	return JSON.parse(JSON.stringify(value)) as T;
}

function componentSchemas(doc: JsonObject): JsonObject {
	const components = doc['components'];
	if (!isObject(components) || !isObject(components['schemas'])) {
		throw new Error('openapi helper: document has no components.schemas');
	}
	return components['schemas'];
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** Visits every `$ref` string in a value. */
function forEachRef(value: Json, visit: (ref: string, holder: JsonObject) => void): void {
	if (Array.isArray(value)) {
		for (const item of value) forEachRef(item, visit);
	} else if (isObject(value)) {
		for (const [key, child] of Object.entries(value)) {
			if (key === '$ref' && typeof child === 'string') visit(child, value);
			else forEachRef(child, visit);
		}
	}
}

/**
 * Deep copies of the named component schemas and of every component schema they reach through
 * `$ref`. Throws on a `$ref` inside the closure that is not a component schema or that dangles
 * (so the ten dangling refs elsewhere in the current file are harmless, but one in a message
 * schema would be reported).
 */
export function extractSchemaClosure(doc: JsonObject, names: readonly string[]): Record<string, JsonObject> {
	const all = componentSchemas(doc);
	const out: Record<string, JsonObject> = {};
	const pending = [...names];
	while (pending.length > 0) {
		const name = pending.pop() as string;
		if (name in out) continue;
		const schema = all[name];
		if (!isObject(schema)) throw new Error(`openapi helper: schema ${name} not found`);
		out[name] = deepCopy(schema);
		forEachRef(schema, (ref) => {
			if (!ref.startsWith(SCHEMA_REF_PREFIX)) {
				throw new Error(`openapi helper: unsupported $ref ${ref} in ${name}`);
			}
			const target = decodeURIComponent(ref.slice(SCHEMA_REF_PREFIX.length)).replace(/~1/g, '/').replace(/~0/g, '~');
			if (!isObject(all[target])) throw new Error(`openapi helper: dangling $ref ${ref} in ${name}`);
			pending.push(target);
		});
	}
	return out;
}

/** All `$ref`s of a document that point nowhere (used by the tests to document the upstream state). */
export function findDanglingRefs(doc: JsonObject): string[] {
	const dangling = new Set<string>();
	forEachRef(doc, (ref) => {
		if (!ref.startsWith('#/')) return;
		let node: Json | undefined = doc;
		for (const raw of ref.slice(2).split('/')) {
			const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
			node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
		}
		if (node === undefined) dangling.add(ref);
	});
	return [...dangling].sort();
}

// ---------------------------------------------------------------------------------------------
// Patches (the specification wins). Each one corresponds to an entry of schemaDisagreements.

function objectAt(root: JsonObject, keys: string[], where: string): JsonObject {
	let node: Json = root;
	for (const key of keys) {
		if (!isObject(node) || !isObject(node[key])) {
			throw new Error(`openapi helper: cannot patch ${where}: ${keys.join('.')} not found (did the schema change?)`);
		}
		node = node[key];
	}
	return node as JsonObject;
}

function patchElementItems(schemaName: string, schema: JsonObject, listName: 'formFields' | 'cardActions'): void {
	const items = objectAt(
		schema,
		['properties', 'interactiveData', 'properties', listName, 'items'],
		schemaName,
	);
	const props = objectAt(items, ['properties'], schemaName);

	// Disagreement: defaultValue typed string; the specification allows an array of option
	// values for checkboxes. Spec wins: string, or array of strings when elementType is checkbox.
	const defaultValue = objectAt(props, ['defaultValue'], schemaName);
	if (defaultValue['type'] !== 'string') {
		throw new Error(`openapi helper: ${schemaName} ${listName}.items.defaultValue is no longer typed string`);
	}
	props['defaultValue'] = {};
	items['if'] = { properties: { elementType: { const: 'checkbox' } }, required: ['elementType'] };
	items['then'] = { properties: { defaultValue: { type: 'array', items: { type: 'string' } } } };
	items['else'] = { properties: { defaultValue: { type: 'string' } } };

	// Omissions: the specification's element fields the schema does not declare (additive).
	// The action object is the submitElement.action of the same schema (spec: one Action object).
	const action = deepCopy(
		objectAt(schema, ['properties', 'interactiveData', 'properties', 'submitElement', 'properties', 'action'], schemaName),
	);
	const additions: JsonObject = {
		options: {
			type: 'array',
			items: {
				type: 'object',
				properties: { value: { type: 'string' }, label: { type: 'string' } },
				required: ['value', 'label'],
			},
		},
		buttonText: { type: 'string' },
		disableAfterInteracted: { type: 'boolean' },
		action,
	};
	for (const [key, value] of Object.entries(additions)) {
		if (key in props) throw new Error(`openapi helper: ${schemaName} now declares ${key}: review the patch`);
		props[key] = value;
	}
	const placeholder = objectAt(props, ['placeholder'], schemaName);
	placeholder['properties'] = { text: { type: 'string' } };
}

function patchInteractiveData(schemaName: string, schema: JsonObject): void {
	const props = objectAt(schema, ['properties', 'interactiveData', 'properties'], schemaName);
	// Omission: interactiveData.title (string in the specification).
	if ('title' in props) throw new Error(`openapi helper: ${schemaName} now declares interactiveData.title`);
	props['title'] = { type: 'string' };
}

function patchQuotedMessageId(schemaName: string, schema: JsonObject): void {
	const props = objectAt(schema, ['properties'], schemaName);
	// Omission: quotedMessageId (string in the specification, variants message and custom).
	if ('quotedMessageId' in props) throw new Error(`openapi helper: ${schemaName} now declares quotedMessageId`);
	props['quotedMessageId'] = { type: 'string' };
}

function patchSchemas(schemas: Record<string, JsonObject>): void {
	for (const [name, schema] of Object.entries(schemas)) {
		switch (name) {
			case 'messageCategorySchema':
			case 'customCategorySchema':
				patchQuotedMessageId(name, schema);
				break;
			case 'interactiveCategorySchema': {
				// Disagreement: data.oneOf cannot discriminate; the specification selects the
				// data shape by `type`. The oneOf is removed here and validateSendMessageBody
				// validates data against the selected schema separately.
				const data = objectAt(schema, ['properties', 'data'], name);
				if (!Array.isArray(data['oneOf'])) throw new Error(`openapi helper: ${name}.data has no oneOf any more`);
				delete data['oneOf'];
				break;
			}
			case 'interactionFormSchema':
				patchInteractiveData(name, schema);
				patchElementItems(name, schema, 'formFields');
				break;
			case 'interactionCardSchema':
				patchInteractiveData(name, schema);
				patchElementItems(name, schema, 'cardActions');
				break;
			default:
				// SchedulerSchema and customInteractiveSchema agree with the specification.
				break;
		}
	}
}

// ---------------------------------------------------------------------------------------------
// Compiling

/** OpenAPI 3.0 annotation keywords that Ajv does not know; anything else unknown fails loudly. */
const OPENAPI_ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs'];

function createAjv(): Ajv {
	const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, strictTypes: true, allowUnionTypes: true });
	addFormats(ajv);
	ajv.addVocabulary(OPENAPI_ANNOTATIONS);
	return ajv;
}

/** Rewrites `#/components/schemas/X` into `#/$defs/X` so each schema compiles stand-alone. */
function rewriteRefs(value: JsonObject): void {
	forEachRef(value, (ref, holder) => {
		holder['$ref'] = '#/$defs/' + ref.slice(SCHEMA_REF_PREFIX.length);
	});
}

const compiled = new Map<string, ValidateFunction>();
let ajvInstance: Ajv | undefined;

/** The compiled (patched) validator of one component schema of one of the two files. */
export function getSchemaValidator(file: string, name: string): ValidateFunction {
	const key = `${file}#${name}`;
	let validate = compiled.get(key);
	if (!validate) {
		const closure = extractSchemaClosure(loadOpenApiDocument(file), [name]);
		patchSchemas(closure);
		for (const schema of Object.values(closure)) rewriteRefs(schema);
		const { [name]: root, ...defs } = closure;
		if (root === undefined) throw new Error(`openapi helper: schema ${name} not found`);
		const schema: JsonObject = Object.keys(defs).length > 0 ? { ...root, $defs: defs } : root;
		ajvInstance ??= createAjv();
		validate = ajvInstance.compile(schema);
		compiled.set(key, validate);
	}
	return validate;
}

function formatErrors(errors: ErrorObject[] | null | undefined, prefix = ''): string[] {
	return (errors ?? [])
		// An `if` failure only says "must match then/else schema"; the real error is reported too.
		.filter((error) => error.keyword !== 'if')
		.map((error) => {
			const where = prefix + error.instancePath || '/';
			let message = `${where} ${error.message ?? 'is invalid'}`;
			if (error.keyword === 'enum') {
				const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
				message += ` (${allowed.map((v) => JSON.stringify(v)).join(', ')})`;
			}
			return message;
		});
}

/**
 * Validates a `POST /messages` request body. Returns [] when it is valid, otherwise
 * human-readable errors (`<instancePath> <message>`).
 */
export function validateSendMessageBody(body: unknown): string[] {
	if (!isObject(body)) return ['/ must be a JSON object'];
	const category = body['category'];
	switch (category) {
		case 'message':
			return formatErrors(validateWith(CURRENT_FILE, 'messageCategorySchema', body));
		case 'custom':
			return formatErrors(validateWith(CURRENT_FILE, 'customCategorySchema', body));
		case 'interactive': {
			const errors = formatErrors(validateWith(INTERACTIVE_FILE, 'interactiveCategorySchema', body));
			// `type` defaults to `card` (schema default and specification).
			const type = body['type'] === undefined ? 'card' : body['type'];
			if (typeof type === 'string' && Object.prototype.hasOwnProperty.call(interactiveDataSchemaByType, type)) {
				const dataSchema = interactiveDataSchemaByType[type as InteractiveType];
				if (body['data'] === undefined) {
					// SchedulerSchema has required fields; an absent data object cannot satisfy them.
					if (type === 'scheduler') errors.push('/data is required for type "scheduler"');
				} else if (isObject(body['data'])) {
					errors.push(...formatErrors(validateWith(INTERACTIVE_FILE, dataSchema, body['data']), '/data'));
				}
				// A non-object data has already been reported by the category schema.
			}
			return errors;
		}
		case undefined:
			return ['/ must have required property \'category\' (it selects the message, custom or interactive variant)'];
		default:
			return [
				`/category must be equal to one of the allowed values ("message", "custom", "interactive"), got ${JSON.stringify(category)}`,
			];
	}
}

function validateWith(file: string, name: string, data: unknown): ErrorObject[] | null | undefined {
	const validate = getSchemaValidator(file, name);
	return validate(data) ? [] : validate.errors;
}
