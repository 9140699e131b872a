import type { IBinaryKeyData, IDataObject, IWebhookFunctions } from 'n8n-workflow';
import type { FormField } from './formModel';

/** A file of a multipart answer, as n8n's body parser hands it over (formidable). */
interface UploadedFile {
	filepath: string;
	originalFilename?: string | null;
	newFilename?: string;
	mimetype?: string | null;
	size?: number;
}

export type UploadedFiles = Record<string, UploadedFile | UploadedFile[] | undefined>;

/**
 * The files of the answer page's file elements: their descriptions go into `data` under the
 * element's label and their content into the item's binary data, named as n8n's forms name
 * them (label with non-word characters as "_", an index when several).
 */
export async function attachFiles(
	context: IWebhookFunctions,
	fields: FormField[],
	files: UploadedFiles,
	data: IDataObject,
): Promise<{ binary?: IBinaryKeyData } | { problem: string }> {
	const binary: IBinaryKeyData = {};
	for (const field of fields.filter((f) => f.type === 'file')) {
		const given = files[field.key];
		const list = (Array.isArray(given) ? given : given ? [given] : []).filter((file) => file && (file.size ?? 1) > 0);
		if (list.length === 0) {
			if (field.required) return { problem: `"${field.label}" is required` };
			data[field.label] = null;
			continue;
		}
		const described = list.map((file) => ({ filename: file.originalFilename ?? null, mimetype: file.mimetype ?? null, size: file.size ?? null }));
		data[field.label] = field.multipleFiles ? described : described[0];
		const base = field.label.replace(/\W/g, '_');
		for (const [index, file] of list.entries()) {
			const name = field.multipleFiles ? `${base}_${index}` : base;
			binary[name] = await context.nodeHelpers.copyBinaryFile(
				file.filepath,
				file.originalFilename ?? file.newFilename ?? name,
				file.mimetype ?? 'application/octet-stream',
			);
		}
	}
	return Object.keys(binary).length ? { binary } : {};
}
