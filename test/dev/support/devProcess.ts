// `npm run dev` (scripts/dev.js) as a test runs it: against a copy of the mini site in a temporary folder inside the
// checkout (.tmp/, ignored by git) that the test may edit, on free ports, with its own DATA_DIR and build folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(__dirname, '..', '..', '..');

export interface DevProcess {
  url: string;
  /** The dev server's process (the front; the site and platform processes are its children). */
  pid: number;
  /** The site folder the dev server serves (a copy: edit it freely). */
  siteDir: string;
  /** Every line the process wrote to stdout and stderr so far. */
  output(): string;
  /** Waits until the output has a line matching `pattern` after the `from`-th character. */
  waitForOutput(pattern: RegExp, from?: number): Promise<string>;
  /** Replaces `search` in a file of the site copy (throws when it is not there: a test that edits nothing proves nothing). */
  edit(file: string, search: string, replacement: string): void;
  stop(): Promise<void>;
}

/** Relative imports (`from '../../src/app'`, `import('./x')`) in a module's text. */
const RELATIVE_IMPORT = /(\bfrom\s+|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * A copy of a site folder (`site`, `test/fixtures/mini-site`) at `.tmp/dev-<id>/site`, for a test or benchmark to
 * edit. Imports that leave the folder (the core: `../src/app`) are rewritten to reach the same files from the copy;
 * `prepare` may change the copy before the dev server starts.
 */
export function copySite(source: string, id: string, prepare: (siteDir: string) => void = () => {}): { workDir: string; siteDir: string } {
  const workDir = path.join(ROOT, '.tmp', `dev-${id}`);
  fs.rmSync(workDir, { recursive: true, force: true });
  const from = path.join(ROOT, source);
  const siteDir = path.join(workDir, 'site');
  fs.cpSync(from, siteDir, { recursive: true });
  for (const entry of fs.readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.[jt]sx?$/.test(entry.name)) continue;
    const copied = path.join(entry.parentPath, entry.name);
    const original = path.join(from, path.relative(siteDir, copied));
    const text = fs.readFileSync(copied, 'utf8');
    const rewritten = text.replace(RELATIVE_IMPORT, (whole, before: string, quote: string, specifier: string) => {
      const target = path.resolve(path.dirname(original), specifier);
      if (!path.relative(from, target).startsWith('..')) return whole;
      let relative = path.relative(path.dirname(copied), target);
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${before}${quote}${relative}${quote}`;
    });
    if (rewritten !== text) fs.writeFileSync(copied, rewritten);
  }
  prepare(siteDir);
  return { workDir, siteDir };
}

export async function startDevProcess(workDir: string, siteDir: string, env: NodeJS.ProcessEnv = {}): Promise<DevProcess> {
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'dev.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      PLATFORM_PORT: '0',
      SITE_DIR: path.relative(ROOT, siteDir),
      DIST_DIR: path.join(workDir, 'dist'),
      DATA_DIR: path.join(workDir, 'data'),
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters) waiter();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitForOutput = (pattern: RegExp, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = output.slice(from).match(pattern);
        if (match) {
          waiters.delete(check);
          resolve(match[0]);
        } else if (child.exitCode !== null) {
          waiters.delete(check);
          reject(new Error(`npm run dev exited (${child.exitCode}) without printing ${pattern}:\n${output}`));
        }
      };
      waiters.add(check);
      child.once('exit', check);
      check();
    });

  const ready = await waitForOutput(/\{[^\n]*"msg":"Trellis dev server is serving"[^\n]*\}/);
  const url = (JSON.parse(ready) as { url: string }).url;
  return {
    url,
    pid: child.pid ?? 0,
    siteDir,
    output: () => output,
    waitForOutput,
    edit(file, search, replacement) {
      const target = path.join(siteDir, file);
      const text = fs.readFileSync(target, 'utf8');
      if (!text.includes(search)) throw new Error(`${file} has no ${JSON.stringify(search)}`);
      fs.writeFileSync(target, text.replace(search, replacement));
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
