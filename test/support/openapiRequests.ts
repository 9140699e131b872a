/**
 * Test helper: checks a request the node sent against the operation CometChat's OpenAPI
 * (test/fixtures/openapi/chat-apis.current.json) documents for its method and path:
 * the path must name a documented operation, every query parameter must be documented
 * and of its type (query text converted as the parameter's schema says: integers,
 * booleans, comma-separated arrays), required ones present, an `onBehalfOf` header only
 * where documented, and the JSON body valid against the operation's request body schema
 * (POST /messages through `validateSendMessageBody`, which resolves the schema's known
 * disagreements with the specification).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RecordedRequest } from './fakeCometChat';
import { CURRENT_FILE, extractSchemaClosure, isObject, loadOpenApiDocument, validateSendMessageBody, type Json, type JsonObject } from './openapi';

export interface OpenApiOperation {
	method: string;
	/** The documented path template, e.g. `/users/{uid}`. */
	path: string;
	operationId: string;
	parameters: JsonObject[];
	bodySchema?: JsonObject;
	/** The media types its request body is documented in (`application/json`, `multipart/form-data`). */
	bodyTypes: string[];
}

export interface RequestCheckOptions {
	/** Query parameters sent on purpose though the OpenAPI does not list them (say why at the call). */
	undocumentedQuery?: string[];
}

const API_PREFIX = '/v3';
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

let operations: Array<OpenApiOperation & { pattern: RegExp }> | undefined;

function resolveParameter(doc: JsonObject, parameter: Json): JsonObject | undefined {
	if (!isObject(parameter)) return undefined;
	const ref = parameter['$ref'];
	if (typeof ref !== 'string') return parameter;
	const name = ref.replace('#/components/parameters/', '');
	const found = ((doc['components'] as JsonObject)['parameters'] as JsonObject)[name];
	return isObject(found) ? found : undefined;
}

function allOperations(): Array<OpenApiOperation & { pattern: RegExp }> {
	if (!operations) {
		const doc = loadOpenApiDocument(CURRENT_FILE);
		operations = [];
		for (const [path, item] of Object.entries(doc['paths'] as JsonObject)) {
			if (!isObject(item)) continue;
			const shared = Array.isArray(item['parameters']) ? item['parameters'] : [];
			for (const method of METHODS) {
				const operation = item[method];
				if (!isObject(operation)) continue;
				const own = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
				const parameters = [...shared, ...own]
					.map((p) => resolveParameter(doc, p))
					.filter((p): p is JsonObject => p !== undefined);
				const content = ((operation['requestBody'] as JsonObject | undefined)?.['content'] ?? {}) as JsonObject;
				const bodySchema = (content['application/json'] as JsonObject | undefined)?.['schema'];
				const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
				operations.push({
					method: method.toUpperCase(),
					path,
					operationId: String(operation['operationId'] ?? `${method} ${path}`),
					parameters,
					bodySchema: isObject(bodySchema) ? bodySchema : undefined,
					bodyTypes: Object.keys(content),
					pattern,
				});
			}
		}
	}
	return operations;
}

/** Every documented operation of the current OpenAPI file. */
export function openApiOperations(): OpenApiOperation[] {
	return allOperations();
}

/** The documented operation a request was sent to, by method and (encoded) path. */
export function findOperation(method: string, encodedPath: string): OpenApiOperation | undefined {
	const path = encodedPath.startsWith(API_PREFIX) ? encodedPath.slice(API_PREFIX.length) : encodedPath;
	const candidates = allOperations().filter((op) => op.method === method.toUpperCase() && op.pattern.test(path));
	// a literal segment beats a placeholder (/users/{uid}/auth_tokens before /users/{uid}/{x})
	return candidates.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
}

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function validator(key: string, schema: JsonObject): ValidateFunction {
	let validate = compiled.get(key);
	if (!validate) {
		// OpenAPI 3.0 schemas, not strict JSON Schema: `example`, string defaults of integers
		ajv ??= (() => {
			const instance = new Ajv({ allErrors: true, strict: false });
			addFormats(instance);
			return instance;
		})();
		const refs = new Set<string>();
		JSON.stringify(schema, (k, v: unknown) => {
			if (k === '$ref' && typeof v === 'string') refs.add(v.replace('#/components/schemas/', ''));
			return v;
		});
		const defs = refs.size ? extractSchemaClosure(loadOpenApiDocument(CURRENT_FILE), [...refs]) : {};
		const text = JSON.stringify({ ...schema, ...(refs.size ? { $defs: defs } : {}) }).replace(
			/#\/components\/schemas\//g,
			'#/$defs/',
		);
		validate = ajv.compile(JSON.parse(text) as JsonObject);
		compiled.set(key, validate);
	}
	return validate;
}

function errorsOf(validate: ValidateFunction, value: unknown, where: string): string[] {
	if (validate(value)) return [];
	return (validate.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message ?? 'is invalid'}`);
}

/** Query text as the parameter's schema types it (form style, `explode: false` lists comma-separated). */
function typedQueryValue(parameter: JsonObject, text: string): unknown {
	const schema = (parameter['schema'] ?? {}) as JsonObject;
	switch (schema['type']) {
		case 'integer':
		case 'number':
			return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
		case 'boolean':
			return text === 'true' ? true : text === 'false' ? false : text;
		case 'array': {
			const items = (schema['items'] ?? {}) as JsonObject;
			return text.split(',').map((entry) => typedQueryValue({ schema: items }, entry));
		}
		default:
			return text;
	}
}

/** Problems with one recorded request, [] when it matches its documented operation. */
export function validateRequest(request: RecordedRequest, options: RequestCheckOptions = {}): string[] {
	const operation = findOperation(request.method, request.path);
	if (!operation) return [`${request.method} ${request.path} is no documented operation`];
	const label = `${operation.operationId}:`;
	const problems: string[] = [];
	const inQuery = operation.parameters.filter((p) => p['in'] === 'query');
	for (const [name, text] of Object.entries(request.query)) {
		const parameter = inQuery.find((p) => p['name'] === name);
		if (!parameter) {
			if (!options.undocumentedQuery?.includes(name)) problems.push(`${label} query parameter ${name} is not documented`);
			continue;
		}
		const schema = (parameter['schema'] ?? {}) as JsonObject;
		problems.push(...errorsOf(validator(`${operation.operationId}?${name}`, schema), typedQueryValue(parameter, text), `${label} query ${name}`));
	}
	for (const parameter of inQuery) {
		if (parameter['required'] === true && !(String(parameter['name']) in request.query)) {
			problems.push(`${label} required query parameter ${String(parameter['name'])} is missing`);
		}
	}
	const documentsOnBehalfOf = operation.parameters.some((p) => p['in'] === 'header' && p['name'] === 'onBehalfOf');
	if (request.headers.onbehalfof !== undefined && !documentsOnBehalfOf) {
		problems.push(`${label} the onBehalfOf header is not documented for this operation`);
	}
	const hasBody = request.body !== undefined && request.body !== '';
	const sentType = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
	if (hasBody && sentType && operation.bodyTypes.length && !operation.bodyTypes.includes(sentType)) {
		problems.push(`${label} sends ${sentType}, but the operation documents ${operation.bodyTypes.join(', ')}`);
	}
	if (sentType === 'multipart/form-data') {
		// the fields of the only multipart bodies (keyword lists) are in `KeywordList`, which only
		// the interactive document defines: their tests check them against it (keywordListBodyDocs.ts)
		if (request.multipartProblem) problems.push(`${label} the multipart body cannot be read: ${request.multipartProblem}`);
	} else if (operation.method === 'POST' && operation.path === '/messages') {
		problems.push(...validateSendMessageBody(request.body).map((e) => `${label} body${e}`));
	} else if (operation.bodySchema) {
		if (hasBody) problems.push(...errorsOf(validator(operation.operationId, operation.bodySchema), request.body, `${label} body`));
	} else if (hasBody && !operation.bodyTypes.length && !(isObject(request.body) && Object.keys(request.body).length === 0)) {
		problems.push(`${label} sends a body, but the operation documents none`);
	}
	return problems;
}
