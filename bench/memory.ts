// Benchmark: the memory of `npm start` (issue 22). Starts the production site as `npm start` does (scripts/start.js:
// the cluster's primary, one site worker, the local platform in its own process, the demo pack), applies a load of
// a visitor's mix of pages for --seconds (autocannon), then prints each process's resident memory (RSS) and the
// tree's total against the targets, right after the load and after a full garbage collection asked for through
// each child's inspector (SIGUSR1). Also the site worker's CPU time per request over the load, so that a memory
// setting that costs CPU shows.
//   npx tsx bench/memory.ts [--seconds 60] [--connections 16] [--env 'NAME=value;NAME=value'] [--node-flags='--flag --flag']
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { inspectProcess } from '../test/resilience/support/inspector';
import { visitorMix } from '../test/resilience/support/load';
import { packFacts } from '../test/resilience/support/packFacts';
import { PUBLIC_HOST, PUBLIC_LISTINGS, PUBLIC_PROJECT, PUBLIC_PROJECTS } from '../test/resilience/support/publicSite';
import { seededRandom } from '../test/resilience/support/random';
import { argValue, isMain, mb, numberArg, ROOT, sleep, vsTarget } from './lib';
import { build } from './ssr';

const MB = 1024 * 1024;
/** A site worker's RSS after the load. */
const TARGET_WORKER_RSS = 130 * MB;
/** The whole tree (primary, one worker, platform) after the load. */
const TARGET_TREE_RSS = 350 * MB;
/** Distinct requests autocannon cycles through: enough that searches and 404s keep filling the caches. */
const MIX_SIZE = 20_000;

export interface MemoryOptions {
  seconds: number;
  connections: number;
  /** Extra environment for `npm start` (`NAME=value` separated by `;`), to compare settings. */
  env: Record<string, string>;
  /** Node and V8 flags for `node scripts/start.js`, which the primary passes on to its children. */
  nodeFlags: string[];
}

export function memoryOptions(argv: readonly string[]): MemoryOptions {
  const env: Record<string, string> = {};
  for (const pair of (argValue(argv, 'env') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new Error(`--env takes NAME=value pairs (got "${pair}")`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const nodeFlags = (argValue(argv, 'node-flags') ?? '').split(/\s+/).filter(Boolean);
  return { seconds: numberArg(argv, 'seconds', 60), connections: numberArg(argv, 'connections', 16), env, nodeFlags };
}

type Role = 'primary' | 'site' | 'platform';

/**
 * An inspector port for NODE_OPTIONS with the next one free too (the cluster gives its worker the port after the
 * primary's), below the system's range of ephemeral ports: the load's own connections take ports from that range,
 * and one of them on the worker's inspector port would keep it from opening.
 */
async function inspectorPorts(): Promise<number> {
  const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * Math.max(1, (low || 32_768) - 10_010));
    if ((await isFree(port)) && (await isFree(port + 1))) return port;
  }
}

interface TreeProcess {
  pid: number;
  role: Role;
}

/** Linux: /proc/<pid>/status's VmRSS and VmHWM (peak), in bytes. */
function residentOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** CPU seconds (user + system) the process has used: /proc/<pid>/stat, in clock ticks of 1/100 s. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The primary and its descendants, each with the role the primary gave it (TRELLIS_PROCESS_ROLE). */
function processTree(primary: number): TreeProcess[] {
  const found: TreeProcess[] = [];
  const visit = (pid: number) => {
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const role = environ.find((line) => line.startsWith('TRELLIS_PROCESS_ROLE='))?.slice('TRELLIS_PROCESS_ROLE='.length);
    found.push({ pid, role: pid === primary ? 'primary' : role === 'platform' ? 'platform' : 'site' });
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) visit(Number(child));
  };
  visit(primary);
  return found;
}

interface RunningStart {
  child: ChildProcess;
  url: string;
  stderr(): string;
  stop(): Promise<void>;
}

/** `node scripts/start.js` on free loopback ports with one worker and a fresh DATA_DIR; resolves once it serves. */
async function startNpmStart(env: Record<string, string>, nodeFlags: string[], inspectorPort: number): Promise<RunningStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-memory-'));
  const child = spawn(process.execPath, [...nodeFlags, join(ROOT, 'scripts', 'start.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      PLATFORM_PORT: '0',
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      CONTENSIS_URL: '',
      PROJECTS: PUBLIC_PROJECTS,
      // Each child's inspector, opened by SIGUSR1 for the garbage collection; the worker's is the port after.
      ...env,
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? ''} --inspect-port=${inspectorPort}`.trim(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start in 180 s: ${errors.slice(-2000)}`)), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Only the start line is wanted; the rest of the log is dropped as it comes.
      const line = output.split('\n').find((text) => text.includes('"Trellis is running"'));
      if (line) {
        clearTimeout(timer);
        resolve(((JSON.parse(line) as { url: string }).url ?? '').replace('localhost', '127.0.0.1'));
      }
      output = output.slice(output.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${errors.slice(-2000)}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, url, stderr: () => errors, stop };
}

/** The mix of the resilience soak (pages of every template, searches with new terms, 404s, delivery calls, library files). */
function requestMix(): Array<{ method: 'GET'; path: string }> {
  const facts = packFacts(undefined, PUBLIC_PROJECT);
  const next = visitorMix(seededRandom(22), { ...facts, listings: PUBLIC_LISTINGS, project: PUBLIC_PROJECT });
  return Array.from({ length: MIX_SIZE }, () => ({ method: 'GET' as const, path: next().target }));
}

interface Snapshot {
  rss: Map<number, number>;
}

function snapshot(tree: readonly TreeProcess[]): Snapshot {
  return { rss: new Map(tree.map((p) => [p.pid, residentOf(p.pid).rss])) };
}

const total = (shot: Snapshot): number => [...shot.rss.values()].reduce((sum, value) => sum + value, 0);

export async function runMemoryBench(options: MemoryOptions): Promise<void> {
  if (process.platform !== 'linux') throw new Error('bench/memory.ts reads /proc: Linux only');
  build();
  const envShown = [...Object.entries(options.env).map(([name, value]) => `${name}=${value}`), ...options.nodeFlags].join(' ');
  console.log(
    `# Memory of npm start: one site worker, the local platform, content/demo, ${options.connections} connections, ` +
      `${options.seconds} s of the soak's mix of requests${envShown ? `, ${envShown}` : ''}`,
  );
  const inspectorPort = await inspectorPorts();
  const server = await startNpmStart(options.env, options.nodeFlags, inspectorPort);
  try {
    await sleep(2000);
    const tree = processTree(server.child.pid ?? 0);
    const worker = tree.find((p) => p.role === 'site');
    if (!worker) throw new Error('no site worker found under the primary');
    const started = snapshot(tree);

    const mix = requestMix();
    const cpuBefore = cpuSecondsOf(worker.pid);
    const peaks = new Map<number, number>(tree.map((p) => [p.pid, 0]));
    const sampler = setInterval(() => {
      for (const p of tree) peaks.set(p.pid, Math.max(peaks.get(p.pid) ?? 0, residentOf(p.pid).rss));
    }, 1000);
    const result = await autocannon({
      url: server.url,
      connections: options.connections,
      duration: options.seconds,
      headers: { host: PUBLIC_HOST },
      requests: mix,
    });
    clearInterval(sampler);
    const cpuPerRequest = ((cpuSecondsOf(worker.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
    const loaded = snapshot(tree);

    // The garbage collection: the worker's inspector is on the port after the primary's, the platform's on the
    // primary's own (a forked child, not a cluster worker); the primary's is never opened, so they do not clash.
    const usage = new Map<number, NodeJS.MemoryUsage>();
    for (const p of tree.filter((q) => q.role !== 'primary')) {
      const inspected = await inspectProcess(p.pid, server.stderr);
      try {
        await inspected.collectGarbage();
        await sleep(500);
        usage.set(p.pid, await inspected.memoryUsage());
      } finally {
        inspected.close();
      }
    }
    const collected = snapshot(tree);

    console.log(
      `  load: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
        `${result.non2xx} non-2xx (the mix's 404s), ${result.errors} errors (${result.timeouts} timeouts); site worker CPU ${cpuPerRequest.toFixed(2)} ms per request`,
    );
    for (const p of tree) {
      const heap = usage.get(p.pid);
      console.log(
        `  ${p.role.padEnd(8)} pid ${p.pid}: after start ${mb(started.rss.get(p.pid) ?? 0)}, peak under load ` +
          `${mb(peaks.get(p.pid) ?? 0)}, after load ${mb(loaded.rss.get(p.pid) ?? 0)}, after a full GC ${mb(collected.rss.get(p.pid) ?? 0)}` +
          (heap ? ` (JS heap ${mb(heap.heapUsed)} of ${mb(heap.heapTotal)}, external ${mb(heap.external)})` : ' (not collected)'),
      );
    }
    const workerAfter = loaded.rss.get(worker.pid) ?? 0;
    console.log(`  site worker after load: ${vsTarget(mb(workerAfter), workerAfter, '<=', TARGET_WORKER_RSS, mb(TARGET_WORKER_RSS))}`);
    console.log(`  process tree after load: ${vsTarget(mb(total(loaded)), total(loaded), '<=', TARGET_TREE_RSS, mb(TARGET_TREE_RSS))}`);
    console.log(
      `  after a full GC: site worker ${mb(collected.rss.get(worker.pid) ?? 0)}, tree ${mb(total(collected))} ` +
        `(after start: tree ${mb(total(started))})`,
    );
  } finally {
    await server.stop();
  }
}

if (isMain(module)) {
  runMemoryBench(memoryOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
