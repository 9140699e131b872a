import type { INodeProperties } from 'n8n-workflow';
import { type ItemParameters, requireIdentifier, requireNewIdentifier } from '../../shared/validation/parameters';

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

/** The id of a thing a Create makes, from `field`: as `readId`, in the characters CometChat takes for a new id. */
export const readNewId = (ctx: ItemParameters, field: INodeProperties, what: string): string =>
	requireNewIdentifier(ctx, ctx.getNodeParameter(field.name), field.displayName, field.name, what);

/** The `uid` locator (see parameters.ts) of this item. */
export const readUid = (ctx: ItemParameters) => locatorValue(ctx, 'uid', 'User', 'the uid of a user');

/** The `guid` locator (see parameters.ts) of this item. */
export const readGuid = (ctx: ItemParameters) => locatorValue(ctx, 'guid', 'Group', 'the guid of a group');

/** The `botUid` locator (see parameters.ts) of this item. */
export const readBotUid = (ctx: ItemParameters) => locatorValue(ctx, 'botUid', 'Bot', 'the uid of the bot (a user)');
