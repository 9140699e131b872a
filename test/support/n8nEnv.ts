/**
 * Imported first by scripts that load n8n-core: its settings go to a temporary folder
 * (not the user's ~/.n8n) and its own logging stays quiet, unless the caller chose.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.N8N_USER_FOLDER ??= mkdtempSync(path.join(tmpdir(), 'n8n-nodes-cometchat-'));
process.env.N8N_LOG_LEVEL ??= 'silent';
