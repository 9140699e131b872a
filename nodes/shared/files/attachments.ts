import { NodeOperationError } from 'n8n-workflow';
import type { IBinaryKeyData, ICredentialDataDecryptedObject, IDataObject, INode, INodeProperties } from 'n8n-workflow';
import { isPlainObject } from '../validation/parameters';
import { accessOf, download, FileError, kindOf, KINDS, type FileContext, type Kind, type Limits } from './download';

/** One attachment of a message, as CometChat describes it (`data.attachments[]`, or `data.url`). */
export type Attachment = ReturnType<typeof attachmentsOf>[number];

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
export function attachmentsOf(message: IDataObject) {
	const data = (isPlainObject(message.data) ? message.data : {}) as IDataObject;
	const listed = Array.isArray(data.attachments) ? data.attachments.filter((a): a is IDataObject => isPlainObject(a) && !!text(a.url)) : [];
	const raw: IDataObject[] = listed.length ? listed : text(data.url) ? [{ url: data.url }] : [];
	return raw.map((a, index) => {
		const url = text(a.url);
		const path = URL.canParse(url) ? decoded(new URL(url).pathname.split('/').pop() ?? '') : '';
		const extension = text(a.extension);
		const mimeType = text(a.mimeType);
		const kind: Kind = mimeType ? kindOf(mimeType) : (KINDS.find((kind) => kind === text(message.type)) ?? 'file');
		return { url, name: text(a.name) || path || `attachment_${index}${extension ? `.${extension}` : ''}`, mimeType, kind };
	});
}

/** The options both the node's operation and the trigger offer, in one collection. */
type FileOptions = ReturnType<typeof readFileOptions>;

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
		description:
			"The binary field of each file is this and the file's place in the message, from 0: attachment_1 is data.attachments[1]. Kinds leaves the others out, so attachment_1 can come without attachment_0.",
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
export function readFileOptions(node: INode, raw: IDataObject, itemIndex: number, label: string) {
	const fail = (name: string, problem: string) => new NodeOperationError(node, `${label} › ${name} ${problem} [item ${itemIndex}]`, { itemIndex });
	const kinds = (Array.isArray(raw.kinds) ? raw.kinds : [...KINDS]) as Kind[];
	if (!kinds.length || kinds.some((kind) => !KINDS.includes(kind))) throw fail('Kinds (kinds)', `must be some of ${KINDS.join(', ')}`);
	const size = raw.maxSizeMb === undefined ? 25 : Number(raw.maxSizeMb);
	if (!Number.isFinite(size) || size <= 0) throw fail('Max File Size (MB) (maxSizeMb)', `must be a number above 0; got ${JSON.stringify(raw.maxSizeMb)}`);
	const prefix = raw.binaryPropertyPrefix === undefined ? 'attachment_' : text(raw.binaryPropertyPrefix);
	if (!prefix) throw fail('Put Output Files in Fields Starting With (binaryPropertyPrefix)', 'is empty');
	return { kinds, maxBytes: Math.floor(size * 1024 * 1024), prefix, otherHosts: raw.otherHosts !== false };
}

/** How an attachment's link is fetched; a FileError says why it may not be. */
function linkOf(attachment: Attachment, options: FileOptions, credentials?: ICredentialDataDecryptedObject) {
	if (!URL.canParse(attachment.url)) throw new FileError('its link is not a whole web address (only http:// and https:// links are fetched)');
	const url = new URL(attachment.url);
	if (!['https:', 'http:'].includes(url.protocol)) throw new FileError(`its link starts with ${url.protocol}, not http:// or https:// (only web links are fetched)`);
	const access = accessOf(url, credentials);
	if (access === 'other' && !options.otherHosts) throw new FileError(`its link points to ${url.host}, outside CometChat, and Download From Other Hosts is off`);
	return { url, access };
}

/**
 * The message's attachments of the chosen kinds as the item's binary data, in order, each in
 * the field of its place in the message (`attachment_1` may come without `attachment_0`).
 * Every link is checked first: one that may not be fetched fails the item before anything
 * is. An expired pre-signed link is asked for again once through `reread` (the message read
 * anew), where there is one. With a `deadline`, the attachments it leaves no time for are
 * not downloaded, and the error names them.
 */
export async function attachmentsAsBinary(
	ctx: FileContext & { getNode(): INode },
	message: IDataObject,
	options: FileOptions,
	context: { itemIndex: number; timeout: number; credentials?: ICredentialDataDecryptedObject; reread?: () => Promise<IDataObject>; deadline?: { at: number; why: string } },
): Promise<{ binary: IBinaryKeyData; error?: NodeOperationError }> {
	const { itemIndex, credentials, deadline } = context;
	const chosen = [...attachmentsOf(message).entries()].filter(([, attachment]) => options.kinds.includes(attachment.kind));
	const binary: IBinaryKeyData = {};
	const fail = (attachments: Array<[number, Attachment]>, why: string, outcome = 'could not be downloaded') => {
		const named = attachments.map(([index, attachment]) => `${index} ("${attachment.name}")`).join(', ');
		const error = new NodeOperationError(ctx.getNode(), `Attachment${attachments.length > 1 ? 's' : ''} ${named} of message ${String(message.id ?? '')} ${outcome}: ${why} [item ${itemIndex}]`, {
			itemIndex,
			description: attachments.map(([, attachment]) => `Its link: ${attachment.url.split('?')[0]}`).join('\n'),
		});
		return { binary, error };
	};
	for (const entry of chosen) {
		try {
			linkOf(entry[1], options, credentials);
		} catch (refused) {
			return fail([entry], (refused as Error).message);
		}
	}
	let fresh: Attachment[] | undefined;
	for (const [position, [index, attachment]] of chosen.entries()) {
		const left = deadline ? deadline.at - Date.now() : Infinity;
		const rest = chosen.slice(position);
		const outOfTime = () => fail(rest, deadline!.why, rest.length > 1 ? 'were not downloaded' : 'was not downloaded');
		if (left <= 0) return outOfTime();
		// the deadline also ends a download under way (a slow body)
		const limits: Limits = { ...options, timeout: Math.min(context.timeout, left), signal: deadline ? AbortSignal.timeout(left) : undefined };
		const attempt = async (found: Attachment) => {
			const { url, access } = linkOf(found, options, credentials);
			return await download(ctx, url, access, found, limits, credentials);
		};
		// every failure is caught: only the one error naming the attachment and the item is returned
		try {
			binary[`${options.prefix}${index}`] = await attempt(attachment);
		} catch (first) {
			if (limits.signal?.aborted) return outOfTime();
			const failed = (why: string) => fail([[index, attachment]], why);
			if (!(first instanceof FileError && first.expired && context.reread)) return failed((first as Error).message);
			fresh ??= attachmentsOf(await context.reread());
			const again = fresh[index];
			if (!again || again.url === attachment.url) return failed(`${first.message}, and reading the message again gave no new link`);
			try {
				binary[`${options.prefix}${index}`] = await attempt(again);
			} catch (second) {
				return failed(`${first.message}; the new link from reading the message again failed too: ${(second as Error).message}`);
			}
		}
	}
	return { binary };
}
