import { join } from 'node:path';
import { ESLint } from 'eslint';

// `npm run lint`'s own configuration, for the tests that show what each rule reports and what it allows.
export const root = join(__dirname, '../..');
// The flat config is CommonJS.
const config = require(join(root, 'eslint.config.js')) as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

const describeMessages = (results: ESLint.LintResult[]): string[] =>
  results.flatMap((result) => result.messages.map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`));

/** The problems ESLint finds in `code` linted as if it were the file at `filePath` (from the repository root). */
export async function problemsAs(filePath: string, code: string): Promise<string[]> {
  return describeMessages(await eslint.lintText(code, { filePath: join(root, filePath) }));
}

/** The problems ESLint finds in files on disk (absolute paths), for rules that read the files a file imports. */
export async function problemsIn(files: string[]): Promise<string[]> {
  return describeMessages(await eslint.lintFiles(files));
}
