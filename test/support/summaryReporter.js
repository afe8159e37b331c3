// Prints one plain closing line ("N passed, N failed, N skipped") that CI can read whatever the runner.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numFailedTestSuites, numRuntimeErrorTestSuites } = results;
    const failed = numFailedTests + (numFailedTests === 0 ? numFailedTestSuites + numRuntimeErrorTestSuites : 0);
    process.stdout.write(`\n${numPassedTests} passed, ${failed} failed, ${numPendingTests + numTodoTests} skipped\n`);
  }
}
module.exports = SummaryReporter;
