/**
 * Prints the run's totals as the last line, plain: `jest: N passed, N failed, N skipped`
 * (jest's own summary comes before it; CI reads this line).
 */
class SummaryReporter {
	onRunComplete(_contexts, results) {
		const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites } = results;
		const line = `jest: ${numPassedTests} passed, ${numFailedTests + numRuntimeErrorTestSuites} failed, ${numPendingTests + numTodoTests} skipped`;
		process.once('exit', () => process.stderr.write(`\n${line}\n`));
	}
}
module.exports = SummaryReporter;
