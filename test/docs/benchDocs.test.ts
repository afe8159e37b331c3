import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The benchmarks are run from their documentation: `npm run bench -- --help` and bench/README.md must name the
// benchmarks there are and the options each one reads, or a reader runs the wrong thing (an option no benchmark
// reads is silently ignored by the benchmark that was meant to read it).
const ROOT = path.join(__dirname, '..', '..');
const BENCH = path.join(ROOT, 'bench');

function runBench(args: string[]): { status: number | null; stdout: string; stderr: string } {
  // A ceiling for a run that would start the benchmarks instead of answering (not a timing assertion).
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    killSignal: 'SIGKILL',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The option names a benchmark's source reads (`argValue(argv, 'name')`, `numberArg(argv, 'name', …)`). */
function optionsRead(file: string): string[] {
  const source = fs.readFileSync(path.join(BENCH, file), 'utf8');
  return [...new Set([...source.matchAll(/(?:argValue|numberArg)\([^,()]+,\s*'([a-z][a-z-]*)'/g)].map((match) => match[1]))];
}

const optionNames = (text: string): string[] => [...text.matchAll(/--([a-z][a-z-]*)/g)].map((match) => match[1]);

/** The benchmarks: the files with an exported `run…Bench` that `npm run bench` can call. */
const benchFiles = fs
  .readdirSync(BENCH)
  .filter((file) => file.endsWith('.ts') && /export async function run\w*Bench\(/.test(fs.readFileSync(path.join(BENCH, file), 'utf8')));

describe('npm run bench -- --help', () => {
  let help: ReturnType<typeof runBench>;
  beforeAll(() => {
    help = runBench(['--help']);
  }, 70_000);

  it('answers with the list and runs nothing', () => {
    expect(help.stderr).toBe('');
    expect(help.status).toBe(0);
    expect(help.stdout).not.toContain('benchmarks done');
  });

  it.each(benchFiles)('names %s with every option it reads', (file) => {
    const lines = help.stdout.split('\n');
    const at = lines.findIndex((line) => line.trimStart().startsWith(`bench/${file}:`));
    expect(at).toBeGreaterThanOrEqual(0);
    const listed = optionNames(lines[at + 1] ?? '');
    expect(optionsRead(file).filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('refuses an option no benchmark reads, naming it, before any benchmark starts', () => {
    const typo = runBench(['--secnds', '5']);
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain('--secnds');
    expect(typo.stdout).toBe('');
  }, 70_000);
});

describe('bench/README.md', () => {
  const readme = fs.readFileSync(path.join(BENCH, 'README.md'), 'utf8');
  const commands = [...readme.matchAll(/npx tsx bench\/(\w+\.ts)([^`\n]*)/g)].map((match) => ({
    file: match[1],
    args: match[2].split('#')[0].trim(),
  }));

  it('shows a command for every benchmark', () => {
    expect(benchFiles.filter((file) => !commands.some((command) => command.file === file))).toEqual([]);
  });

  it.each(commands.map((command) => [`${command.file} ${command.args}`, command] as const))(
    '%s: the file reads each option',
    (_, command) => {
      expect(fs.existsSync(path.join(BENCH, command.file))).toBe(true);
      const read = optionsRead(command.file);
      expect(optionNames(command.args).filter((name) => !read.includes(name))).toEqual([]);
    },
  );
});
