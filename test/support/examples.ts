/**
 * The example workflows of examples/, run through n8n's engine against a fake CometChat:
 * shared by the demo (which prints what happened) and the tests (which check it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject, INodeExecutionData } from 'n8n-workflow';
import { repoRoot, runWorkflow, type WorkflowFile } from './engine';

export { startExampleServer } from './exampleServer';

export interface ExampleResult {
	file: string;
	name: string;
	node: string;
	parameters: IDataObject;
	items: INodeExecutionData[];
	error?: string;
}

export function exampleFiles(): string[] {
	const dir = path.join(repoRoot(), 'examples');
	return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f));
}

export function readExample(file: string): WorkflowFile {
	return JSON.parse(readFileSync(file, 'utf8')) as WorkflowFile;
}

/**
 * The rule for which examples run from a manual start: those with a Manual Trigger. The
 * others start on events (CometChat Trigger) and have their own tests (test/trigger/, e2e).
 */
export function startsManually(workflow: WorkflowFile): boolean {
	return workflow.nodes.some((n) => n.type === 'n8n-nodes-base.manualTrigger');
}

/**
 * Examples that wait for a person's answer (a node with operation sendAndWait): they run to
 * the end only once someone answers, so the runs from a manual start leave them out. They
 * have their own runs that answer them: test/resources/message/sendAndWait/example.test.ts,
 * the demo, and test/e2e/wait.e2e.mjs in real n8n.
 */
export function waitsForAnswer(workflow: WorkflowFile): boolean {
	return workflow.nodes.some((n) => (n.parameters as { operation?: unknown } | undefined)?.operation === 'sendAndWait');
}

/** Examples a schedule starts (Schedule Trigger): the harness runs them as if the schedule fired. */
export function scheduledExampleFiles(): string[] {
	return exampleFiles().filter((file) => readExample(file).nodes.some((n) => n.type === 'n8n-nodes-base.scheduleTrigger'));
}

/** Examples that run from a manual start to the end by themselves. */
export function manualExampleFiles(): string[] {
	return exampleFiles().filter((file) => {
		const workflow = readExample(file);
		return startsManually(workflow) && !waitsForAnswer(workflow);
	});
}

/** Runs the examples (by default those a manual start or a schedule starts), each from its start to where it ends or waits. */
export async function runExamples(credentials: ICredentialDataDecryptedObject, files = [...manualExampleFiles(), ...scheduledExampleFiles()]): Promise<ExampleResult[]> {
	const results: ExampleResult[] = [];
	for (const file of files) {
		const workflow = readExample(file);
		const { outputs, error } = await runWorkflow(workflow, credentials);
		for (const node of workflow.nodes.filter((n) => n.type === 'n8n-nodes-cometchat.cometChat')) {
			results.push({
				file: path.basename(file),
				name: workflow.name,
				node: node.name,
				parameters: node.parameters as IDataObject,
				items: outputs[node.name] ?? [],
				error: error?.message,
			});
		}
	}
	return results;
}
