// Debian's PostgreSQL and Redis for the queue-mode e2e: each started on 127.0.0.1 with its
// data in a temporary folder, registered for cleanup (server stopped, folder removed).
// scripts/e2e/install-queue-services.sh installs them (apt) outside the network namespace.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onCleanup, spawnServer, waitFor } from './cleanup.mjs';

const run = promisify(execFile);
const DB_USER = 'n8n';

/** Newest /usr/lib/postgresql/<major>/bin with initdb and postgres. */
function postgresBinDir() {
	const root = '/usr/lib/postgresql';
	const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => b - a) : [];
	for (const major of majors) {
		const dir = path.join(root, major, 'bin');
		if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) return dir;
	}
	throw new Error('PostgreSQL not found under /usr/lib/postgresql: run scripts/e2e/install-queue-services.sh (as root)');
}

/** Root cannot run postgres: as root, run it as Debian's `postgres` user (setpriv, no PAM session). */
async function asServiceUser(folder) {
	if (process.getuid?.() !== 0) return [];
	const { stdout } = await run('id', ['-u', 'postgres']);
	const { stdout: gid } = await run('id', ['-g', 'postgres']);
	await chown(folder, Number(stdout), Number(gid));
	return ['setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups', '--'];
}

async function tempFolder(prefix) {
	const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
	await chmod(dir, 0o700);
	onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
	return dir;
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` (superuser `n8n`, trust auth: a throwaway cluster
 * in an empty network namespace; durability off for speed).
 * @returns {{host, port, user, version, createDatabase(name), execute(database, sql): Promise<string[]>, query(database, sql): Promise<object[]>, logs()}}
 */
export async function startPostgres({ port }) {
	const bin = postgresBinDir();
	const folder = await tempFolder('queue-pg-');
	const prefix = await asServiceUser(folder);
	const data = path.join(folder, 'data');
	const exec = ([cmd, ...args]) => run(cmd, args, { env: { PATH: process.env.PATH, LANG: 'C.UTF-8' } });
	await exec([...prefix, path.join(bin, 'initdb'), '-D', data, '-U', DB_USER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
	const settings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200'];
	const [cmd, ...args] = [
		...prefix,
		path.join(bin, 'postgres'),
		'-D', data,
		'-h', '127.0.0.1',
		'-p', String(port),
		'-k', folder,
		...settings.flatMap((s) => ['-c', s]),
	];
	// SIGINT = PostgreSQL's fast shutdown
	const server = spawnServer('postgres', cmd, args, { stopSignal: 'SIGINT', env: { PATH: process.env.PATH, LANG: 'C.UTF-8' } });
	const psqlArgs = (database) => ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port), '-U', DB_USER, '-d', database];
	const psql = async (database, sql) => {
		const { stdout } = await run(path.join(bin, 'psql'), [...psqlArgs(database), '-c', sql], { maxBuffer: 256 * 1024 * 1024, env: { PATH: process.env.PATH } });
		return stdout;
	};
	await waitFor('postgres', () => psql('postgres', 'SELECT 1').then((out) => out.trim() === '1'), {
		timeoutMs: 30_000,
		failIf: () => (server.alive() ? undefined : `exited:\n${server.logs().slice(-3000)}`),
	});
	const version = (await psql('postgres', 'SHOW server_version')).trim();
	return {
		host: '127.0.0.1',
		port,
		user: DB_USER,
		version,
		logs: server.logs,
		async createDatabase(name) {
			await psql('postgres', `CREATE DATABASE "${name}"`);
		},
		/** What psql prints for `sql` (unaligned, tuples only): e.g. an UPDATE's RETURNING, a line per row. */
		async execute(database, sql) {
			return (await psql(database, sql)).split('\n').filter(Boolean);
		},
		/** Rows of `sql` as objects (json_agg on the server, so types survive). */
		async query(database, sql) {
			const out = await psql(database, `SELECT coalesce(json_agg(t), '[]') FROM (${sql}) t`);
			return JSON.parse(out);
		},
	};
}

/** Starts redis-server on 127.0.0.1:`port`, no persistence. */
export async function startRedis({ port }) {
	const folder = await tempFolder('queue-redis-');
	const args = ['--bind', '127.0.0.1', '--port', String(port), '--dir', folder, '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'];
	const server = spawnServer('redis', 'redis-server', args, { env: { PATH: process.env.PATH } });
	const ping = () => run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping']).then(({ stdout }) => stdout.trim() === 'PONG');
	await waitFor('redis', ping, {
		timeoutMs: 30_000,
		failIf: () => (server.alive() ? undefined : `exited:\n${server.logs().slice(-3000)}`),
	});
	const { stdout } = await run('redis-server', ['--version']);
	return { host: '127.0.0.1', port, version: /v=(\S+)/.exec(stdout)?.[1] ?? '?', logs: server.logs };
}
