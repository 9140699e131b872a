import type { INodeProperties } from 'n8n-workflow';

/**
 * `onBehalfOf` (header of the same name): the user a request acts as. Required where the
 * API requires it; read and checked with `onBehalfOfFrom`.
 */
export function onBehalfOfField(description: string, required = false): INodeProperties {
	return {
		displayName: required ? 'As User' : 'On Behalf Of',
		name: 'onBehalfOf',
		type: 'string',
		required,
		default: '',
		placeholder: 'e.g. cometchat-uid-2',
		description,
	};
}
