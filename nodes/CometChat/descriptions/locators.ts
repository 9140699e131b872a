import type { INodeProperties } from 'n8n-workflow';
import { type ItemParameters, parameterError, requireIdentifier } from '../../shared/validation/parameters';

/**
 * The id a locator holds (whichever mode), checked as every id is. A plain string, as
 * an expression or an older workflow may give, is taken as the id.
 */
function locatorValue(context: ItemParameters, name: string, label: string, what: string): string {
	const value = context.getNodeParameter(name, undefined, { extractValue: true });
	return requireIdentifier.call(context, value, label, name, what);
}

/** The id in the text parameter `field` of this item, checked as every id is; `what` and `example` make the error's hint. */
export const readId = (ctx: ItemParameters, field: INodeProperties, what: string, example?: string): string =>
	requireIdentifier.call(ctx, ctx.getNodeParameter(field.name), field.displayName, field.name, what, example);

/**
 * The id of a thing a Create makes (a user, group, role, rule, list or reason), from `field`:
 * as `readId`, made only of the characters CometChat accepts in a new id (letters, digits, `-`, `_`), so the
 * mistake is named here rather than by a 400 from the server.
 */
export function readNewId(ctx: ItemParameters, field: INodeProperties, what: string): string {
	const id = readId(ctx, field, what);
	const bad = [...id].find((character) => !/[A-Za-z0-9_-]/.test(character));
	if (bad !== undefined) throw parameterError(ctx, field.displayName, field.name, `contains "${bad}"; CometChat ids may only contain letters, digits, "-" and "_"`, 'CometChat stores ids in lower case.');
	return id;
}

/** The `uid` locator (see parameters.ts) of this item. */
export const readUid = (ctx: ItemParameters) => locatorValue(ctx, 'uid', 'User', 'the uid of a user');

/** The `guid` locator (see parameters.ts) of this item. */
export const readGuid = (ctx: ItemParameters) => locatorValue(ctx, 'guid', 'Group', 'the guid of a group');

/** The `botUid` locator (see parameters.ts) of this item. */
export const readBotUid = (ctx: ItemParameters) => locatorValue(ctx, 'botUid', 'Bot', 'the uid of the bot (a user)');
