// Summarises a V8 .cpuprofile: self time per function and per source (package, or module of the webpack bundle).
//   npx tsx bench/cpuProfile.ts FILE.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argValue, isMain, ROOT } from './lib';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Maps a line of a webpack bundle to the source module it came from (`;// ./server/site.ts` markers), or to the
 * package for the few the server bundles (`;// ../main/node_modules/immer/...`: see webpack.config.ts).
 */
function bundleModules(file: string): (line: number) => string {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return () => relative(ROOT, file);
  }
  const starts: Array<[number, string]> = [];
  lines.forEach((text, index) => {
    const match = /^;\/\/ (\.{1,2}\/\S+)/.exec(text);
    if (!match) return;
    const inModules = match[1].lastIndexOf('node_modules/');
    starts.push([index, inModules >= 0 ? packageOf(match[1].slice(inModules + 'node_modules/'.length)) : match[1].replace(/^\.\//, '')]);
  });
  return (line) => {
    let found = relative(ROOT, file);
    for (const [start, name] of starts) {
      if (start > line) break;
      found = name;
    }
    return found;
  };
}

/** `@scope/name` or `name` from a path below node_modules/. */
function packageOf(path: string): string {
  const parts = path.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function sourceOf(url: string, line: number, bundles: Map<string, (line: number) => string>): string {
  if (url === '') return '(native / V8)';
  if (url.startsWith('node:')) return 'node: internals';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) return packageOf(path.slice(inModules + 'node_modules/'.length));
  if (path.includes('/dist/server/')) {
    let lookup = bundles.get(path);
    if (!lookup) bundles.set(path, (lookup = bundleModules(path)));
    return lookup(line);
  }
  return path.startsWith(ROOT) ? relative(ROOT, path) : path;
}

export interface ProfileSummary {
  totalMs: number;
  functions: Array<{ name: string; where: string; ms: number; share: number }>;
  /** Time with the function anywhere on the stack (once per sample), for the app's own code and React's renderToString. */
  inclusive: Array<{ name: string; where: string; ms: number; share: number }>;
  sources: Array<{ source: string; ms: number; share: number }>;
}

export function summariseProfile(file: string, top = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const totalUs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);

  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const bundles = new Map<string, (line: number) => string>();
  const describe = (frame: ProfileNode['callFrame']): { name: string; where: string; source: string } => {
    const source = sourceOf(frame.url, frame.lineNumber, bundles);
    const name = frame.functionName || (frame.url ? '(anonymous)' : '(unknown)');
    const file = frame.url.startsWith('file://') ? relative(ROOT, fileURLToPath(frame.url)) : frame.url;
    const where = !frame.url
      ? source
      : file.startsWith('dist/')
        ? `${file}:${frame.lineNumber + 1} (${source})`
        : `${source}:${frame.lineNumber + 1}`;
    return { name, where, source };
  };
  const frameKey = (frame: ProfileNode['callFrame']): string =>
    `${frame.functionName}\u0000${frame.url}\u0000${frame.lineNumber}\u0000${frame.columnNumber}`;

  // Inclusive time: every distinct app function (or React's renderToStringImpl) on each sample's stack.
  const inclusiveUs = new Map<string, { frame: ProfileNode['callFrame']; us: number }>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)?.callFrame;
      if (!frame || !(frame.url.includes('/dist/server/') || frame.functionName === 'renderToStringImpl')) continue;
      if (!frame.functionName) continue;
      const key = frameKey(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      const item = inclusiveUs.get(key) ?? { frame, us: 0 };
      item.us += profile.timeDeltas[i] ?? 0;
      inclusiveUs.set(key, item);
    }
  });

  const functions = new Map<string, { name: string; where: string; us: number }>();
  const sources = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const { name, where, source } = describe(frame);
    const key = frameKey(frame);
    const item = functions.get(key) ?? { name, where, us: 0 };
    item.us += us;
    functions.set(key, item);
    const bucket = ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : source;
    sources.set(bucket, (sources.get(bucket) ?? 0) + us);
  }
  const share = (us: number): number => (totalUs > 0 ? us / totalUs : 0);
  return {
    totalMs: totalUs / 1000,
    functions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, ms: f.us / 1000, share: share(f.us) })),
    inclusive: [...inclusiveUs.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map(({ frame, us }) => ({ ...describe(frame), ms: us / 1000, share: share(us) }))
      .map(({ name, where, ms, share: part }) => ({ name, where, ms, share: part })),
    sources: [...sources]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([source, us]) => ({ source, ms: us / 1000, share: share(us) })),
  };
}

export function printProfileSummary(summary: ProfileSummary): void {
  const pct = (share: number): string => `${(share * 100).toFixed(1).padStart(5)}%`;
  console.log(`  profile: ${(summary.totalMs / 1000).toFixed(1)} s sampled`);
  console.log('  self time by source (package, or module of dist/server/main.js):');
  for (const s of summary.sources) console.log(`    ${pct(s.share)}  ${s.source}`);
  console.log('  top functions by self time:');
  for (const f of summary.functions) console.log(`    ${pct(f.share)}  ${f.name}  ${f.where}`);
  console.log('  app functions (and renderToString) by total time, callees included:');
  for (const f of summary.inclusive) console.log(`    ${pct(f.share)}  ${f.name}  ${f.where}`);
}

if (isMain(module)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npx tsx bench/cpuProfile.ts FILE.cpuprofile [--top 25]');
    process.exitCode = 1;
  } else {
    printProfileSummary(summariseProfile(file, Number(argValue(process.argv, 'top') ?? 25)));
  }
}
