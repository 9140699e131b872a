import { type ItemParameters, requireIdentifier } from '../../shared/validation/parameters';

/**
 * The id a locator holds (whichever mode), checked as every id is. A plain string, as
 * an expression or an older workflow may give, is taken as the id.
 */
function locatorValue(context: ItemParameters, name: string, label: string, what: string): string {
	const value = context.getNodeParameter(name, undefined, { extractValue: true });
	return requireIdentifier.call(context, value, label, name, what);
}

/** The `uid` locator (see parameters.ts) of this item. */
export function readUid(context: ItemParameters): string {
	return locatorValue(context, 'uid', 'User', 'the uid of a user');
}

/** The `guid` locator (see parameters.ts) of this item. */
export function readGuid(context: ItemParameters): string {
	return locatorValue(context, 'guid', 'Group', 'the guid of a group');
}

/** The `botUid` locator (see parameters.ts) of this item. */
export function readBotUid(context: ItemParameters): string {
	return locatorValue(context, 'botUid', 'Bot', 'the uid of the bot (a user)');
}
