/**
 * docs/operations.md lists every resource, operation and parameter name, and every option
 * value, as the descriptions give them: saved workflows store them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { OPERATIONS_DOC, operationsDoc } from '../../scripts/operationsDoc';

test('docs/operations.md is what the descriptions give (npm run docs:operations writes it)', () => {
	const written = fs.readFileSync(OPERATIONS_DOC, 'utf8');
	assert.ok(written === operationsDoc(), 'docs/operations.md differs from the nodes: run `npm run docs:operations` and commit it');
});

test('it names every operation of the node and every parameter of Send', () => {
	const doc = operationsDoc();
	for (const row of ['| Send | `send` |', '| Get Many | `getAll` |', '| Send and Wait for Response | `sendAndWait` |']) assert.ok(doc.includes(row), row);
	for (const name of ['`receiverType`', '`receiver`', '`onBehalfOf`', '`returnAll`', '`limit`']) assert.ok(doc.includes(name), name);
});
