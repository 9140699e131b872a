/**
 * What the resource files build their operations from, in one import: the operation's
 * shape and path filling, the parameter checks, paging, and the shared parameter
 * definitions and readers. Only leaves are re-exported here (none of them imports a
 * resource file), so no import goes round in a circle; with n8n's two types every file uses.
 */
export type { IDataObject, INodeProperties } from 'n8n-workflow';
export * from '../../shared/operation';
export * from '../../shared/validation/parameters';
export * from '../../shared/paging';
export * from '../descriptions/collections.fields';
export * from '../descriptions/common.fields';
export * from '../descriptions/locators';
export * from '../descriptions/options.fields';
export * from '../descriptions/parameters';
export * from './outcomeItem';
export * from './define';
