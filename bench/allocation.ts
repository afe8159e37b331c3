// Benchmark: what a request costs the site worker's heap, by kind of request (issue 22's memory target). Starts
// `npm start` as bench/memory.ts does (one worker, the local platform, the demo pack), warms it with the soak's mix,
// then for the mix and each kind of request in it (content page, home, listing, a search with a new term, a search
// seen before, a 404, the delivery proxy, library files) runs `--seconds` of load twice: once to count the bytes the
// worker's young-generation collections promote to the old generation (`--trace-gc-nvp`: what makes the old
// generation grow under load), once with V8's sampling heap profiler on in the worker (every object, also those
// collected since) for the bytes a request allocates, by where (a package, Node's internals, the app's function).
//   npx tsx bench/allocation.ts [--seconds 8] [--connections 16] [--kinds content,home] [--top 8]
import autocannon from 'autocannon';
import { inspectProcess } from '../test/resilience/support/inspector';
import { visitorMix, type RequestKind } from '../test/resilience/support/load';
import { packFacts } from '../test/resilience/support/packFacts';
import { PUBLIC_HOST, PUBLIC_LISTINGS, PUBLIC_PROJECT } from '../test/resilience/support/publicSite';
import { seededRandom } from '../test/resilience/support/random';
import { summariseGcTrace } from './gcTrace';
import { argValue, isMain, numberArg, sleep } from './lib';
import { inspectorPorts, processTree, startNpmStart } from './memory';
import { cpuSecondsOf } from './procMemory';
import { build } from './ssr';

type Kind = 'mix' | Exclude<RequestKind, 'search' | 'signed-in'> | 'search-new' | 'search-seen';
const KINDS: Kind[] = ['mix', 'content', 'home', 'listing', 'search-new', 'search-seen', 'not-found', 'delivery', 'library'];
const REQUESTS_PER_KIND = 3000;

export interface AllocationOptions {
  seconds: number;
  connections: number;
  kinds: Kind[];
  /** Sources listed per kind. */
  top: number;
}

export function allocationOptions(argv: readonly string[]): AllocationOptions {
  const asked = argValue(argv, 'kinds');
  const kinds = asked ? (asked.split(',') as Kind[]) : KINDS;
  for (const kind of kinds) if (!KINDS.includes(kind)) throw new Error(`--kinds takes ${KINDS.join(', ')} (got "${kind}")`);
  return { seconds: numberArg(argv, 'seconds', 8), connections: numberArg(argv, 'connections', 16), kinds, top: numberArg(argv, 'top', 8) };
}

/** The soak's requests of one kind (a search is new when its term carries a number nobody asked for before). */
function requestsOf(kind: Kind): Array<{ method: 'GET'; path: string }> {
  const next = visitorMix(seededRandom(22), {
    ...packFacts(undefined, PUBLIC_PROJECT),
    listings: PUBLIC_LISTINGS,
    project: PUBLIC_PROJECT,
  });
  const requests: Array<{ method: 'GET'; path: string }> = [];
  for (let drawn = 0; requests.length < REQUESTS_PER_KIND && drawn < 100 * REQUESTS_PER_KIND; drawn++) {
    const request = next();
    const its = request.kind === 'search' ? (/%20\d+$/.test(request.target) ? 'search-new' : 'search-seen') : request.kind;
    if (kind === 'mix' || its === kind) requests.push({ method: 'GET', path: request.target });
  }
  return requests;
}

interface ProfileNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: ProfileNode[];
}

/** Where an allocation was made: a package, Node's internals, or the app's function (the server bundle). */
function sourceOf({ url, functionName }: ProfileNode['callFrame']): string {
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = url.slice(inModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (url.includes('/dist/server/')) return `app ${functionName || '(anonymous)'}`;
  if (url.startsWith('node:')) return `node ${functionName || '(anonymous)'}`;
  return url ? `${url.split('/').pop()} ${functionName}` : `(V8) ${functionName || '(anonymous)'}`;
}

function bySource(head: ProfileNode): { total: number; sources: Map<string, number> } {
  const sources = new Map<string, number>();
  let total = 0;
  const walk = (node: ProfileNode) => {
    if (node.selfSize > 0) {
      total += node.selfSize;
      const source = sourceOf(node.callFrame);
      sources.set(source, (sources.get(source) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child);
  };
  walk(head);
  return { total, sources };
}

const kB = (bytes: number, requests: number) => `${(bytes / 1024 / Math.max(1, requests)).toFixed(1)} kB`;

export async function runAllocationBench(options: AllocationOptions): Promise<void> {
  build();
  console.log(
    `# What a request costs the site worker's heap: npm start (one worker, the local platform, content/demo), ` +
      `${options.connections} connections, ${options.seconds} s a kind and pass`,
  );
  const server = await startNpmStart({}, ['--trace-gc-nvp'], await inspectorPorts());
  try {
    await sleep(2000);
    const worker = processTree(server.child.pid ?? 0).find((p) => p.role === 'site');
    if (!worker) throw new Error('no site worker found under the primary');
    const load = (requests: Array<{ method: 'GET'; path: string }>, seconds: number) =>
      autocannon({ url: server.url, connections: options.connections, duration: seconds, headers: { host: PUBLIC_HOST }, requests });
    await load(requestsOf('mix'), 10);
    const inspected = await inspectProcess(worker.pid, server.stderr);
    const profiler = (method: string, params: object) =>
      inspected.evaluate<string | null>(
        `new Promise((resolve, reject) => globalThis.__allocationSession.post(${JSON.stringify(method)}, ${JSON.stringify(params)}, ` +
          `(error, result) => error ? reject(error) : resolve(result && result.profile ? JSON.stringify(result.profile) : null)))`,
      );
    await inspected.evaluate(
      "(() => { const inspector = process.mainModule.require('node:inspector'); globalThis.__allocationSession = new inspector.Session(); " +
        'globalThis.__allocationSession.connect(); return true; })()',
    );
    try {
      for (const kind of options.kinds) {
        const requests = requestsOf(kind);
        server.keepTraceLines();
        const cpuBefore = cpuSecondsOf(worker.pid);
        const plain = await load(requests, options.seconds);
        const cpu = ((cpuSecondsOf(worker.pid) - cpuBefore) * 1000) / Math.max(1, plain.requests.total);
        const gc = summariseGcTrace(server.traceLines(), worker.pid);
        await profiler('HeapProfiler.startSampling', {
          samplingInterval: 4096,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
        const sampled = await load(requests, options.seconds);
        const profile = JSON.parse((await profiler('HeapProfiler.stopSampling', {})) ?? '{}') as { head?: ProfileNode };
        if (!profile.head) throw new Error('the heap profiler gave no profile');
        const { total, sources } = bySource(profile.head);
        const n = sampled.requests.total;
        console.log(
          `  ${kind.padEnd(12)} ${plain.requests.average.toFixed(0).padStart(5)} req/s, CPU ${cpu.toFixed(2)} ms a request, ` +
            `promoted ${kB(gc.promotedBytes, plain.requests.total)} a request (${gc.scavenges} scavenges, ${gc.markCompacts} mark-compacts); ` +
            `allocated ${kB(total, n)} a request (sampled: ${n} requests, ${sampled.non2xx} non-2xx)`,
        );
        const top = [...sources].sort((a, b) => b[1] - a[1]).slice(0, options.top);
        console.log(`      ${top.map(([source, bytes]) => `${source} ${kB(bytes, n)}`).join(', ')}`);
      }
    } finally {
      inspected.close();
    }
  } finally {
    await server.stop();
  }
}

if (isMain(module)) {
  runAllocationBench(allocationOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
