import type { IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';
import { requireIdentifier } from '../../shared/validation/identifiers';

interface LocatorText {
	displayName?: string;
	description?: string;
}

function locator(
	name: 'uid' | 'guid',
	searchListMethod: string,
	defaults: Required<LocatorText> & { listPlaceholder: string; idPlaceholder: string },
	text: LocatorText,
): INodeProperties {
	return {
		displayName: text.displayName ?? defaults.displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: text.description ?? defaults.description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: defaults.listPlaceholder,
				typeOptions: { searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: defaults.idPlaceholder,
			},
		],
	};
}

/** `uid`: an existing user, picked from a searchable list (GET /users) or given by uid. */
export function userLocator(text: LocatorText = {}): INodeProperties {
	return locator(
		'uid',
		'searchUsers',
		{
			displayName: 'User',
			description: 'The user, picked from the list or given by uid',
			listPlaceholder: 'Select a user...',
			idPlaceholder: 'e.g. cometchat-uid-1',
		},
		text,
	);
}

/** `guid`: an existing group, picked from a searchable list (GET /groups) or given by guid. */
export function groupLocator(text: LocatorText = {}): INodeProperties {
	return locator(
		'guid',
		'searchGroups',
		{
			displayName: 'Group',
			description: 'The group, picked from the list or given by guid',
			listPlaceholder: 'Select a group...',
			idPlaceholder: 'e.g. cometchat-guid-1',
		},
		text,
	);
}

/**
 * The id a locator holds (whichever mode), checked as every id is. A plain string, as
 * an expression or an older workflow may give, is taken as the id.
 */
function locatorValue(context: IExecuteSingleFunctions, name: string, label: string, what: string): string {
	const value = context.getNodeParameter(name, undefined, { extractValue: true });
	return requireIdentifier.call(context, value, label, name, what);
}

export function readUid(context: IExecuteSingleFunctions, label = 'User'): string {
	return locatorValue(context, 'uid', label, 'the uid of a user');
}

export function readGuid(context: IExecuteSingleFunctions, label = 'Group'): string {
	return locatorValue(context, 'guid', label, 'the guid of a group');
}
