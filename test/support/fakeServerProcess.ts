/**
 * The fake CometChat in a process of its own, as a real server would be: a benchmark or
 * load test then measures the node, not the server sharing its thread.
 * Run: node fakeServerProcess.js '<FakeOptions JSON>' '<{"uid": count} blocked users JSON>'
 * It prints its base URL as the first line of stdout and serves until stdin closes.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { FakeCometChat, makeBlockedUsers, type FakeOptions } from './fakeCometChat';

export interface ServerProcess {
	baseUrl: string;
	apiKey: string;
	state(): Promise<ReturnType<FakeCometChat['state']>>;
	stop(): Promise<void>;
}

/** This file as plain JavaScript: under jest it is TypeScript, and the compiled copy is in build-test/. */
function compiledSelf(): string {
	if (__filename.endsWith('.js')) return __filename;
	return path.join(__dirname, '..', '..', 'build-test', 'test', 'support', 'fakeServerProcess.js');
}

export async function startFakeProcess(options: FakeOptions = {}, blocked: Record<string, number> = {}): Promise<ServerProcess> {
	const child = spawn(process.execPath, [compiledSelf(), JSON.stringify(options), JSON.stringify(blocked)], { stdio: ['pipe', 'pipe', 'inherit'] });
	const firstLine = await new Promise<string>((resolve, reject) => {
		createInterface({ input: child.stdout! }).once('line', resolve);
		child.once('exit', (code) => reject(new Error(`fake server exited with ${code}`)));
	});
	const { baseUrl, apiKey } = JSON.parse(firstLine) as { baseUrl: string; apiKey: string };
	return {
		baseUrl,
		apiKey,
		async state() {
			const response = await fetch(`${baseUrl}/__state`, { headers: { apikey: apiKey } });
			return (await response.json()) as ReturnType<FakeCometChat['state']>;
		},
		async stop() {
			child.stdin!.end();
			await new Promise((resolve) => child.once('exit', resolve));
		},
	};
}

if (require.main === module) {
	void (async () => {
		const server = new FakeCometChat(JSON.parse(process.argv[2] ?? '{}') as FakeOptions);
		for (const [uid, count] of Object.entries(JSON.parse(process.argv[3] ?? '{}') as Record<string, number>)) {
			server.setBlocked(uid, makeBlockedUsers(count));
		}
		const baseUrl = await server.start();
		process.stdout.write(`${JSON.stringify({ baseUrl, apiKey: server.apiKey })}\n`);
		process.stdin.resume();
		process.stdin.on('end', () => void server.stop().then(() => process.exit(0)));
	})();
}
