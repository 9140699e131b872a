import { requireIdentifier } from './identifiers';
import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/**
 * The uid a request acts as (header `onBehalfOf`), checked: a uid that can travel in an
 * HTTP header. Empty gives undefined (the app itself acts), unless the API requires it.
 * The label is the field's (see descriptions/parameters.ts).
 */
export function onBehalfOfFrom(
	this: ItemParameters,
	required = false,
	label = required ? 'As User' : 'On Behalf Of',
	name = 'onBehalfOf',
): string | undefined {
	const value = this.getNodeParameter(name, '');
	if ((value === '' || value === undefined || value === null) && !required) return undefined;
	const uid = requireIdentifier.call(this, value, label, name, 'the uid of a user');
	if (!/^[\x21-\x7e]+$/.test(uid)) {
		throw parameterError(this, label, name, 'has characters that cannot travel in an HTTP header (spaces or non-ASCII)');
	}
	return uid;
}

