// Benchmark: the memory of `npm start` (issue 22). Starts the production site as `npm start` does (scripts/start.js:
// the cluster's primary, one site worker, the local platform in its own process, the demo pack), applies a load of
// a visitor's mix of pages for --seconds (autocannon), then prints each process's resident memory (RSS) and the
// tree's total: right after the load, --quiet-seconds after it (against the targets: a worker hands memory back at its
// first quiet second, server/idleCollection.ts), after --idle-seconds of no requests and after a full garbage collection asked for
// through each child's inspector (SIGUSR1). The tree is summed twice: its RSS, which counts the node executable's
// pages in every process, and with shared pages counted once (bench/procMemory.ts). The site worker's memory right after the load is split
// into V8's spaces, the executable's pages and the rest; with --gc-trace, its collections under load
// (`--trace-gc-nvp`). Also the site worker's CPU time per request over the load, so that a memory setting that costs
// CPU shows.
//   npx tsx bench/memory.ts [--seconds 60] [--connections 16] [--quiet-seconds 3] [--idle-seconds 45] [--gc-trace]
//     [--env 'NAME=value;NAME=value'] [--node-flags='--flag --flag']
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { inspectProcess, type InspectedProcess } from '../test/resilience/support/inspector';
import { visitorMix } from '../test/resilience/support/load';
import { packFacts } from '../test/resilience/support/packFacts';
import { PUBLIC_HOST, PUBLIC_LISTINGS, PUBLIC_PROJECT, PUBLIC_PROJECTS } from '../test/resilience/support/publicSite';
import { seededRandom } from '../test/resilience/support/random';
import { summariseGcTrace } from './gcTrace';
import { argValue, isMain, mb, numberArg, ROOT, sleep, vsTarget } from './lib';
import { cpuSecondsOf, descendantsOf, executableResidentOf, mainThreadCpuSecondsOf, residentOf, treeMemoryOf } from './procMemory';
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
  /** Seconds after the load for the reading against the targets: the worker has gone quiet (IDLE_COLLECTION_MS). */
  quietSeconds: number;
  /** Seconds without requests after the load before the idle reading. */
  idleSeconds: number;
  /** Runs the tree with `--trace-gc-nvp` and sums up the worker's collections under the load. */
  gcTrace: boolean;
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
  return {
    seconds: numberArg(argv, 'seconds', 60),
    connections: numberArg(argv, 'connections', 16),
    env,
    nodeFlags,
    quietSeconds: numberArg(argv, 'quiet-seconds', 3),
    idleSeconds: numberArg(argv, 'idle-seconds', 45),
    gcTrace: argValue(argv, 'gc-trace') === 'true',
  };
}

type Role = 'primary' | 'site' | 'platform';

/**
 * An inspector port for NODE_OPTIONS with the next one free too (the cluster gives its worker the port after the
 * primary's), below the system's range of ephemeral ports: the load's own connections take ports from that range,
 * and one of them on the worker's inspector port would keep it from opening.
 */
export async function inspectorPorts(): Promise<number> {
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

export interface TreeProcess {
  pid: number;
  role: Role;
}

/** The primary and its descendants, each with the role the primary gave it (TRELLIS_PROCESS_ROLE). */
export function processTree(primary: number): TreeProcess[] {
  return descendantsOf(primary).map(({ pid, role }) => ({
    pid,
    role: pid === primary ? 'primary' : role === 'platform' ? 'platform' : 'site',
  }));
}

export interface RunningStart {
  child: ChildProcess;
  url: string;
  stderr(): string;
  /** Keeps the V8 trace lines (`[pid:0x…] …`) the tree writes from now on, until `traceLines` is called. */
  keepTraceLines(): void;
  traceLines(): string[];
  stop(): Promise<void>;
}

/** `node scripts/start.js` on free loopback ports with one worker and a fresh DATA_DIR; resolves once it serves. */
export async function startNpmStart(env: Record<string, string>, nodeFlags: string[], inspectorPort: number): Promise<RunningStart> {
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
  let kept: string[] | null = null;
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start in 180 s: ${errors.slice(-2000)}`)), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const complete = output.slice(0, output.lastIndexOf('\n') + 1);
      output = output.slice(complete.length);
      // Only the start line and, when asked for, V8's trace lines are wanted; the log is dropped as it comes.
      for (const line of complete.split('\n')) {
        if (line.includes('"Trellis is running"')) {
          clearTimeout(timer);
          resolve(((JSON.parse(line) as { url: string }).url ?? '').replace('localhost', '127.0.0.1'));
        } else if (kept && line.startsWith('[')) kept.push(line);
      }
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
  return {
    child,
    url,
    stderr: () => errors,
    keepTraceLines: () => {
      kept = [];
    },
    traceLines: () => {
      const lines = kept ?? [];
      kept = null;
      return lines;
    },
    stop,
  };
}

/** The mix of the resilience soak (pages of every template, searches with new terms, 404s, delivery calls, library files). */
function requestMix(): Array<{ method: 'GET'; path: string }> {
  const facts = packFacts(undefined, PUBLIC_PROJECT);
  const next = visitorMix(seededRandom(22), { ...facts, listings: PUBLIC_LISTINGS, project: PUBLIC_PROJECT });
  return Array.from({ length: MIX_SIZE }, () => ({ method: 'GET' as const, path: next().target }));
}

/** Each process's RSS and private memory at one moment, and the tree's memory with shared pages counted once. */
interface Snapshot {
  rss: Map<number, number>;
  private: Map<number, number>;
  sharedOnce: number;
}

function snapshot(tree: readonly TreeProcess[]): Snapshot {
  const memory = treeMemoryOf(tree.map((p) => p.pid));
  return {
    rss: new Map(tree.map((p) => [p.pid, memory.processes.get(p.pid)?.rss ?? 0])),
    private: new Map(tree.map((p) => [p.pid, memory.processes.get(p.pid)?.private ?? 0])),
    sharedOnce: memory.sharedOnce,
  };
}

const sum = (values: Map<number, number>): number => [...values.values()].reduce((total, value) => total + value, 0);

/** V8's heap spaces as `v8.getHeapSpaceStatistics()` gives them in the inspected process (committed bytes). */
async function heapSpaces(inspected: InspectedProcess): Promise<Map<string, number>> {
  const spaces = await inspected.evaluate<Array<{ space_name: string; space_size: number }>>(
    "process.mainModule.require('node:v8').getHeapSpaceStatistics()",
  );
  return new Map(spaces.map((space) => [space.space_name, space.space_size]));
}

/** Where the worker's RSS is: V8's young and old generations, its code, the node executable's pages, the rest. */
function workerParts(rss: number, spaces: Map<string, number>, executable: number, liveHeap: number | undefined): string {
  const of = (...names: string[]) => names.reduce((total, name) => total + (spaces.get(name) ?? 0), 0);
  const young = of('new_space', 'new_large_object_space');
  const old = of('old_space', 'large_object_space');
  const code = of('code_space', 'code_large_object_space');
  const rest = rss - young - old - code - executable;
  return (
    `V8 young generation ${mb(young)}, old generation ${mb(old)}` +
    (liveHeap === undefined ? '' : ` (JS heap after a full GC: ${mb(liveHeap)})`) +
    `, code ${mb(code)}; the node executable's pages ${mb(executable)} (shared with the other processes); ` +
    `the rest (malloc, stacks, libraries, V8's own tables) ${mb(rest)}`
  );
}

export async function runMemoryBench(options: MemoryOptions): Promise<void> {
  if (process.platform !== 'linux') throw new Error('bench/memory.ts reads /proc: Linux only');
  build();
  const nodeFlags = options.gcTrace ? [...options.nodeFlags, '--trace-gc-nvp'] : options.nodeFlags;
  const envShown = [...Object.entries(options.env).map(([name, value]) => `${name}=${value}`), ...nodeFlags].join(' ');
  console.log(
    `# Memory of npm start: one site worker, the local platform, content/demo, ${options.connections} connections, ` +
      `${options.seconds} s of the soak's mix of requests${envShown ? `, ${envShown}` : ''}`,
  );
  const inspectorPort = await inspectorPorts();
  const server = await startNpmStart(options.env, nodeFlags, inspectorPort);
  const inspected = new Map<number, InspectedProcess>();
  try {
    await sleep(2000);
    const tree = processTree(server.child.pid ?? 0);
    const worker = tree.find((p) => p.role === 'site');
    if (!worker) throw new Error('no site worker found under the primary');
    const started = snapshot(tree);

    const mix = requestMix();
    const cpuBefore = new Map(tree.map((p) => [p.pid, cpuSecondsOf(p.pid)]));
    const mainThreadBefore = mainThreadCpuSecondsOf(worker.pid);
    const peaks = new Map<number, number>(tree.map((p) => [p.pid, 0]));
    const sampler = setInterval(() => {
      for (const p of tree) peaks.set(p.pid, Math.max(peaks.get(p.pid) ?? 0, residentOf(p.pid)));
    }, 1000);
    if (options.gcTrace) server.keepTraceLines();
    const result = await autocannon({
      url: server.url,
      connections: options.connections,
      duration: options.seconds,
      headers: { host: PUBLIC_HOST },
      requests: mix,
    });
    clearInterval(sampler);
    const loadEnded = Date.now();
    const gc = options.gcTrace ? summariseGcTrace(server.traceLines(), worker.pid) : null;
    const cpuPerRequest = new Map(
      tree.map((p) => [p.pid, ((cpuSecondsOf(p.pid) - (cpuBefore.get(p.pid) ?? 0)) * 1000) / Math.max(1, result.requests.total)]),
    );
    const workerMainThread = ((mainThreadCpuSecondsOf(worker.pid) - mainThreadBefore) * 1000) / Math.max(1, result.requests.total);
    const loaded = snapshot(tree);
    const executable = executableResidentOf(worker.pid);

    // The inspectors: the worker's is on the port after the primary's, the platform's on the primary's own (a
    // forked child, not a cluster worker); the primary's is never opened, so they do not clash.
    for (const p of tree.filter((q) => q.role !== 'primary')) inspected.set(p.pid, await inspectProcess(p.pid, server.stderr));
    const workerInspector = inspected.get(worker.pid);
    const loadedSpaces = workerInspector ? await heapSpaces(workerInspector) : new Map<string, number>();

    // The load has stopped and nothing else comes: what a worker holds after a load, once it has seen it end.
    await sleep(Math.max(0, loadEnded + options.quietSeconds * 1000 - Date.now()));
    const quiet = snapshot(tree);

    // No request, no collection asked for: what an idle server comes down to by itself.
    await sleep(Math.max(0, loadEnded + options.idleSeconds * 1000 - Date.now()));
    const idle = snapshot(tree);

    const usage = new Map<number, NodeJS.MemoryUsage>();
    for (const [pid, child] of inspected) {
      await child.collectGarbage();
      await sleep(500);
      usage.set(pid, await child.memoryUsage());
    }
    const collected = snapshot(tree);

    console.log(
      `  load: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
        `${result.non2xx} non-2xx (the mix's 404s), ${result.errors} errors (${result.timeouts} timeouts); ` +
        `CPU per request: site worker ${(cpuPerRequest.get(worker.pid) ?? 0).toFixed(2)} ms ` +
        `(main thread ${workerMainThread.toFixed(2)} ms, the rest on V8's and libuv's threads), ` +
        tree
          .filter((p) => p.role !== 'site')
          .map((p) => `${p.role} ${(cpuPerRequest.get(p.pid) ?? 0).toFixed(2)} ms`)
          .join(', '),
    );
    if (gc) {
      const perRequest = (bytes: number) => `${(bytes / 1024 / Math.max(1, result.requests.total)).toFixed(1)} kB`;
      console.log(
        `  site worker's collections under the load: ${gc.scavenges} scavenges (${gc.scavengeMs.toFixed(0)} ms of pauses), ` +
          `${gc.markCompacts} mark-compacts (${gc.markCompactMs.toFixed(0)} ms); ${perRequest(gc.promotedBytes)} a request promoted to the old generation`,
      );
    }
    const idleShown = `after ${options.idleSeconds} s idle`;
    const quietShown = `${options.quietSeconds} s after the load`;
    for (const p of tree) {
      const heap = usage.get(p.pid);
      console.log(
        `  ${p.role.padEnd(8)} pid ${p.pid}: after start ${mb(started.rss.get(p.pid) ?? 0)}, peak under load ${mb(peaks.get(p.pid) ?? 0)}, ` +
          `right after load ${mb(loaded.rss.get(p.pid) ?? 0)} (private ${mb(loaded.private.get(p.pid) ?? 0)}), ${quietShown} ${mb(quiet.rss.get(p.pid) ?? 0)}, ` +
          `${idleShown} ${mb(idle.rss.get(p.pid) ?? 0)}, ` +
          `after a full GC ${mb(collected.rss.get(p.pid) ?? 0)}` +
          (heap ? ` (JS heap ${mb(heap.heapUsed)} of ${mb(heap.heapTotal)}, external ${mb(heap.external)})` : ' (not collected)'),
      );
    }
    console.log(
      `  site worker right after load, by part: ` +
        workerParts(loaded.rss.get(worker.pid) ?? 0, loadedSpaces, executable, usage.get(worker.pid)?.heapUsed),
    );
    const workerLine = (shot: Snapshot) => {
      const rss = shot.rss.get(worker.pid) ?? 0;
      return vsTarget(mb(rss), rss, '<=', TARGET_WORKER_RSS, mb(TARGET_WORKER_RSS));
    };
    const treeLine = (shot: Snapshot) =>
      `sum of RSS ${vsTarget(mb(sum(shot.rss)), sum(shot.rss), '<=', TARGET_TREE_RSS, mb(TARGET_TREE_RSS))}; ` +
      `shared pages counted once ${vsTarget(mb(shot.sharedOnce), shot.sharedOnce, '<=', TARGET_TREE_RSS, mb(TARGET_TREE_RSS))}`;
    // The targets are read once the load has ended; right after its last answer the worker still holds the load's
    // young generation and garbage, which it hands back at its first quiet second.
    console.log(`  site worker ${quietShown}: ${workerLine(quiet)} (right after the load ${mb(loaded.rss.get(worker.pid) ?? 0)})`);
    console.log(`  site worker ${idleShown}: ${workerLine(idle)}`);
    console.log(`  process tree ${quietShown}: ${treeLine(quiet)} (right after the load: sum ${mb(sum(loaded.rss))})`);
    console.log(`  process tree ${idleShown}: ${treeLine(idle)}`);
    console.log(
      `  after a full GC: site worker ${mb(collected.rss.get(worker.pid) ?? 0)}, tree ${mb(sum(collected.rss))} ` +
        `(shared pages once ${mb(collected.sharedOnce)}); after start: tree ${mb(sum(started.rss))} (shared pages once ${mb(started.sharedOnce)})`,
    );
  } finally {
    for (const child of inspected.values()) child.close();
    await server.stop();
  }
}

if (isMain(module)) {
  runMemoryBench(memoryOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
