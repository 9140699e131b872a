/**
 * Calls a list search of the CometChat node (the dropdown of a resource locator) as
 * n8n's editor does: through n8n-core's LoadOptionsContext, with the credentials applied
 * by the package's own credential type.
 */
import { LoadOptionsContext } from 'n8n-core';
import { Workflow } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, INodeListSearchResult, INodeParameters, INodeType } from 'n8n-workflow';
import { additionalDataFor, loadPackage, NODE_TYPE, PackageNodeTypes } from './engine';
import { cometChatNode } from './node';

export async function listSearch(
	method: string,
	credentials: ICredentialDataDecryptedObject,
	filter?: string,
	paginationToken?: string,
	parameters: INodeParameters = { resource: 'user', operation: 'get' },
): Promise<INodeListSearchResult> {
	const loader = await loadPackage();
	const nodeTypes = new PackageNodeTypes(loader);
	const node = cometChatNode({ parameters });
	const workflow = new Workflow({ id: 'test', nodes: [node], connections: {}, nodeTypes, active: false, settings: {} });
	const context = new LoadOptionsContext(workflow, node, additionalDataFor(loader, credentials), 'parameters.uid');
	const type = nodeTypes.getByNameAndVersion(NODE_TYPE, 1) as INodeType;
	const search = type.methods?.listSearch?.[method];
	if (!search) throw new Error(`No list search ${method}`);
	return await search.call(context, filter, paginationToken);
}
