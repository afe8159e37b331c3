import { spawn, spawnSync } from 'node:child_process';

/**
 * The W3C Nu HTML Checker (`vnu.jar` from the `vnu-jar` package) run by Debian's Java. Tests that need it are skipped
 * with a message when `java` is missing on a developer's machine; in CI (`CI=true`, where `.ci/run` installs
 * default-jre-headless) a missing `java` fails instead.
 */
export interface HtmlError {
  /** The file checked, as given. */
  file: string;
  line: number | null;
  message: string;
  /** The markup around the error, as the checker quotes it. */
  extract: string;
}

const VNU_JAR = String(require('vnu-jar') as string | { toString(): string });
const INSTALL = 'apt-get install -y default-jre-headless';

/** True when `java` runs; otherwise explains why the HTML checks are skipped (or throws in CI). */
export function htmlCheckerAvailable(): boolean {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (!probe.error && probe.status === 0) return true;
  const message = `java is not installed (${INSTALL}): the W3C HTML checker (vnu.jar) cannot run, so the HTML validity tests are skipped`;
  if (process.env.CI && process.env.CI !== 'false') throw new Error(message.replace('are skipped', 'fail: CI requires them'));
  process.stderr.write(`${message}\n`);
  return false;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Checks the files in one run of the checker (one JVM start) and returns every error, in file order. */
export async function checkHtmlFiles(files: string[]): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  const { stdout, stderr, code } = await new Promise<{ stdout: string; stderr: string; code: number | null }>((resolve, reject) => {
    const child = spawn('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ stdout: out, stderr: err, code: exitCode }));
  });
  let report: { messages?: VnuMessage[] };
  try {
    report = JSON.parse(stdout) as { messages?: VnuMessage[] };
  } catch {
    throw new Error(`The HTML checker gave no report (exit ${code}): ${stderr || stdout}`);
  }
  const byUrl = new Map(files.map((file) => [`file:${file}`, file]));
  return (report.messages ?? [])
    .filter((message) => message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error')
    .map((message) => ({
      file: (message.url && byUrl.get(message.url)) ?? message.url ?? '(no file)',
      line: message.lastLine ?? null,
      message: message.message,
      extract: (message.extract ?? '').trim(),
    }));
}
