// Type errors for `npm run dev`. TypeScript 7's native tsc has no JS API (fork-ts-checker cannot use it) and its
// --watch does not see edits here, so the dev server runs `tsc --noEmit --incremental` after each rebuild: about a
// second when little changed. Runs never overlap; a request during a run asks for one more after it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TypeProblem {
  /** `site/templates/Home.tsx(12,5): error TS2322: …`, as tsc writes it. */
  text: string;
}

export interface TypeChecker {
  /** Checks again (at once, or after the run in progress). */
  request(): void;
  /** The errors of the last finished run. */
  errors(): readonly TypeProblem[];
  close(): void;
}

/** tsc's lines of one error: the first names the file, the indented ones after it continue the message. */
export function parseTscOutput(output: string): TypeProblem[] {
  const errors: TypeProblem[] = [];
  for (const line of output.split(/\r?\n/)) {
    if (/^\S.*\(\d+,\d+\): error TS\d+:/.test(line) || /^error TS\d+:/.test(line)) errors.push({ text: line });
    else if (/^\s+\S/.test(line) && errors.length > 0) errors[errors.length - 1].text += `\n${line}`;
  }
  return errors;
}

/**
 * The project's own tsconfig, narrowed to the core and the site being served (SITE_DIR may be outside the
 * project's `include`, a copy in a temporary folder for instance), written beside the dev build.
 */
function writeTsconfig(root: string, siteDir: string, outDir: string): string {
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'tsconfig.json');
  const include = ['contract', 'src', 'server', 'platform', 'content'].map((dir) => path.join(root, dir));
  include.push(path.resolve(root, siteDir));
  fs.writeFileSync(file, JSON.stringify({ extends: path.join(root, 'tsconfig.json'), include }, null, 2));
  return file;
}

export function createTypeChecker({
  root,
  siteDir,
  outDir,
  waitForIdle,
  onResult,
}: {
  root: string;
  siteDir: string;
  /** Where its tsconfig and incremental state go (the dev build's folder). */
  outDir: string;
  /** Settles when no build is running: a check waits for it, to leave the cores to the builds. */
  waitForIdle(): Promise<void>;
  onResult(errors: readonly TypeProblem[]): void;
}): TypeChecker {
  const tsconfig = writeTsconfig(root, siteDir, outDir);
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [
    tsc,
    '--noEmit',
    '--pretty',
    'false',
    '--incremental',
    '--tsBuildInfoFile',
    path.join(outDir, 'tsc.tsbuildinfo'),
    '-p',
    tsconfig,
  ];
  let running = false;
  let again = false;
  let closed = false;
  let last: TypeProblem[] = [];
  let child: ReturnType<typeof execFile> | null = null;

  const run = async () => {
    running = true;
    again = false;
    await waitForIdle();
    if (closed) return;
    child = execFile(process.execPath, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      child = null;
      running = false;
      if (closed) return;
      // Exit code 1 or 2 with errors printed is a result; anything else (tsc missing, a crash) is said as an error.
      const errors = parseTscOutput(stdout);
      if (error && errors.length === 0) errors.push({ text: `tsc failed: ${(stderr || error.message).trim()}` });
      last = errors;
      onResult(last);
      if (again) void run();
    });
  };

  return {
    request() {
      if (closed) return;
      if (running) again = true;
      else void run();
    },
    errors: () => last,
    close() {
      closed = true;
      child?.kill();
    },
  };
}
