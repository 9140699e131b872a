import { requireIdentifier } from './identifiers';
import { parameterError } from './parameterError';
import type { ItemParameters } from '../itemParameters';

/**
 * The id of a user or group about to be created: an identifier as every other, and made
 * only of the characters CometChat accepts in a new uid or guid (letters, digits, `-`,
 * `_`), so the mistake is named here rather than by a 400 from the server.
 */
export function requireNewIdentifier(
	context: ItemParameters,
	value: unknown,
	label: string,
	name: string,
	what: string,
): string {
	const id = requireIdentifier.call(context, value, label, name, what);
	const bad = [...id].find((character) => !/[A-Za-z0-9_-]/.test(character));
	if (bad !== undefined) {
		throw parameterError(
			context,
			label,
			name,
			`contains "${bad}"; CometChat ids may only contain letters, digits, "-" and "_"`,
			'CometChat stores ids in lower case.',
		);
	}
	return id;
}
