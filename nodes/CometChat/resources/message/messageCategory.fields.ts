import type { INodeProperties } from 'n8n-workflow';
import { LIMITS } from '../../../shared/validation/body';

const show = { category: ['message'] };
const media = ['image', 'file', 'audio', 'video'];

export const messageCategoryFields: INodeProperties[] = [
	{
		displayName: 'Message Type',
		name: 'messageType',
		type: 'options',
		options: [
			{ name: 'Audio', value: 'audio' },
			{ name: 'File', value: 'file' },
			{ name: 'Image', value: 'image' },
			{ name: 'Text', value: 'text' },
			{ name: 'Video', value: 'video' },
		],
		default: 'text',
		displayOptions: { show },
	},
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		placeholder: 'e.g. Your order has shipped',
		description: `The text of the message, required for a text message; for an image, file, audio or video an optional caption. Mention up to ${LIMITS.mentions} users with &lt;@uid:{uid}&gt;. Text, metadata and attachments together at most ${LIMITS.dataBytes.toLocaleString('en-US')} bytes (UTF-8).`,
		displayOptions: { show },
	},
	{
		displayName: 'Attachments',
		name: 'attachments',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Attachment',
		default: {},
		description: 'Files already hosted at a URL (CometChat accepts up to 100 MB per file)',
		displayOptions: { show: { ...show, messageType: media } },
		options: [
			{
				displayName: 'Attachment',
				name: 'attachment',
				values: [
					{
						displayName: 'Extension',
						name: 'extension',
						type: 'string',
						default: '',
						placeholder: 'e.g. jpg',
					},
					{
						displayName: 'MIME Type',
						name: 'mimeType',
						type: 'string',
						default: '',
						placeholder: 'e.g. image/jpeg',
					},
					{
						displayName: 'Name',
						name: 'name',
						type: 'string',
						default: '',
						placeholder: 'e.g. photo.jpg',
					},
					{
						displayName: 'Size (Bytes)',
						name: 'size',
						type: 'string',
						default: '',
						placeholder: 'e.g. 204800',
					},
					{
						displayName: 'URL',
						name: 'url',
						type: 'string',
						default: '',
						required: true,
						placeholder: 'e.g. https://example.com/photo.jpg',
					},
				],
			},
		],
	},
];
