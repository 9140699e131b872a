import { NodeOperationError } from 'n8n-workflow';
import type { IBinaryData, IBinaryKeyData, ICredentialDataDecryptedObject, IDataObject, INode, INodeProperties } from 'n8n-workflow';
import { accessOf } from './fileHosts';
import { download, FileError, kindOf, KINDS, type FileContext, type Kind, type Limits } from './download';

/** One attachment of a message, as CometChat describes it (`data.attachments[]`, or `data.url`). */
export interface Attachment {
	url: string;
	name: string;
	mimeType: string;
	kind: Kind;
}

const asObject = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A link's file name as people read it; a malformed escape (`%E0%A4`) is left as it is. */
function decoded(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}

/** The message's attachments: `data.attachments`, else its `data.url` (a media message's one file). */
export function attachmentsOf(message: IDataObject): Attachment[] {
	const data = asObject(message.data) ?? {};
	const listed = Array.isArray(data.attachments) ? data.attachments.map(asObject).filter((a): a is IDataObject => !!a && !!text(a.url)) : [];
	const raw = listed.length ? listed : text(data.url) ? [{ url: data.url }] : [];
	return raw.map((a, index) => {
		const url = text(a.url);
		const path = URL.canParse(url) ? decoded(new URL(url).pathname.split('/').pop() ?? '') : '';
		const extension = text(a.extension);
		const name = text(a.name) || path || `attachment_${index}${extension ? `.${extension}` : ''}`;
		const mimeType = text(a.mimeType);
		const type = text(message.type);
		return { url, name, mimeType, kind: mimeType ? kindOf(mimeType) : (KINDS.find((kind) => kind === type) ?? 'file') };
	});
}

/** The options both the node's operation and the trigger offer, in one collection. */
export interface FileOptions {
	kinds: Kind[];
	maxBytes: number;
	prefix: string;
	otherHosts: boolean;
}

export const MB = 1024 * 1024;

export const fileOptionFields: INodeProperties[] = [
	{
		displayName: 'Kinds',
		name: 'kinds',
		type: 'multiOptions',
		options: KINDS.map((kind) => ({ name: kind[0].toUpperCase() + kind.slice(1), value: kind })),
		default: [...KINDS],
		description: 'Which attachments to download, by MIME type (image/*, video/*, audio/*; File is any other); the others are left out',
	},
	{
		displayName: 'Max File Size (MB)',
		name: 'maxSizeMb',
		type: 'number',
		typeOptions: { minValue: 0.001 },
		default: 25,
		description: 'A larger attachment fails (its size as CometChat gives it, as the file host sends it, or as it arrives)',
	},
	{
		displayName: 'Put Output Files in Fields Starting With',
		name: 'binaryPropertyPrefix',
		type: 'string',
		default: 'attachment_',
		description: 'The binary field of each file is this and its position: attachment_0, attachment_1, …',
	},
	{
		displayName: 'Download From Other Hosts',
		name: 'otherHosts',
		type: 'boolean',
		default: true,
		description: "Whether to download attachments whose link points outside CometChat (fetched without credentials); when off they fail. CometChat's API key goes only to CometChat's file host.",
	},
];

/** The options as given, checked: a clear error naming the option and the item. */
export function readFileOptions(node: INode, raw: IDataObject, itemIndex: number, label: string): FileOptions {
	const fail = (name: string, problem: string) => new NodeOperationError(node, `${label} › ${name} ${problem} [item ${itemIndex}]`, { itemIndex });
	const kinds = (Array.isArray(raw.kinds) ? raw.kinds : [...KINDS]) as Kind[];
	if (!kinds.length || kinds.some((kind) => !KINDS.includes(kind))) throw fail('Kinds (kinds)', `must be some of ${KINDS.join(', ')}`);
	const size = raw.maxSizeMb === undefined ? 25 : Number(raw.maxSizeMb);
	if (!Number.isFinite(size) || size <= 0) throw fail('Max File Size (MB) (maxSizeMb)', `must be a number above 0; got ${JSON.stringify(raw.maxSizeMb)}`);
	const prefix = raw.binaryPropertyPrefix === undefined ? 'attachment_' : text(raw.binaryPropertyPrefix);
	if (!prefix) throw fail('Put Output Files in Fields Starting With (binaryPropertyPrefix)', 'is empty');
	return { kinds, maxBytes: Math.floor(size * MB), prefix, otherHosts: raw.otherHosts !== false };
}

/**
 * The message's attachments of the chosen kinds as the item's binary data, in order.
 * An error names the attachment and the item. An expired pre-signed link is asked for
 * again once through `reread` (the message read anew), where there is one.
 */
export async function attachmentsAsBinary(
	ctx: FileContext & { getNode(): INode },
	message: IDataObject,
	options: FileOptions,
	context: { itemIndex: number; timeout: number; credentials?: ICredentialDataDecryptedObject; reread?: () => Promise<IDataObject> },
): Promise<IBinaryKeyData> {
	const { itemIndex, credentials } = context;
	const limits: Limits = { maxBytes: options.maxBytes, kinds: options.kinds, timeout: context.timeout };
	const binary: IBinaryKeyData = {};
	const all = attachmentsOf(message);
	let fresh: Attachment[] | undefined;
	for (const [index, attachment] of all.entries()) {
		if (!options.kinds.includes(attachment.kind)) continue;
		const fail = (why: string) =>
			new NodeOperationError(ctx.getNode(), `Attachment ${index} ("${attachment.name}") of message ${String(message.id ?? '')} could not be downloaded: ${why} [item ${itemIndex}]`, {
				itemIndex,
				description: `Its link: ${attachment.url.split('?')[0]}`,
			});
		// every failure as a value: only the one error naming the attachment and the item is thrown
		const attempt = async (found: Attachment): Promise<{ file?: IBinaryData; error?: Error }> => {
			const url = URL.canParse(found.url) ? new URL(found.url) : undefined;
			if (!url || !['https:', 'http:'].includes(url.protocol)) return { error: new FileError('its link is no http(s) URL') };
			const access = accessOf(url, credentials);
			if (access === 'other' && !options.otherHosts) return { error: new FileError(`its link points to ${url.host}, outside CometChat, and Download From Other Hosts is off`) };
			return await download(ctx, url, access, found, limits, credentials).then(
				(file) => ({ file }),
				(error: Error) => ({ error }),
			);
		};
		let result = await attempt(attachment);
		const first = result.error;
		if (first instanceof FileError && first.expired && context.reread) {
			fresh ??= attachmentsOf(await context.reread());
			const again = fresh[index];
			const second = again && again.url !== attachment.url ? await attempt(again) : undefined;
			const why = second ? `; the new link from reading the message again failed too: ${second.error?.message}` : ', and reading the message again gave no new link';
			result = second?.file ? second : { error: new FileError(`${first.message}${why}`) };
		}
		if (!result.file) throw fail(result.error?.message ?? 'no file');
		binary[`${options.prefix}${index}`] = result.file;
	}
	return binary;
}
