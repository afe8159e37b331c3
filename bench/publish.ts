// Benchmark: publishing to live, as issue 21 sets its target: a change reaches the publicly cached page within 2 s.
//   npx tsx bench/publish.ts [--publishes 20]
// `npm start`'s build (two site workers and the local platform watching a copy of the demo pack) behind a real
// Varnish (test/varnish/trellis.vcl, xkey purges, CDN_PURGE=varnish). Each publish saves the About entry with a new
// title in the pack, once Varnish holds the page, then asks Varnish every 10 ms until it serves the new title.
// Prints p50/p95/max of save → served over `--publishes` publishes (target p95 <= 2 s); never asserts. Skipped with
// a message without varnishd and varnish-modules.
import fs from 'node:fs';
import http from 'node:http';
import { copyDemoPack } from '../test/integration/support/site';
import { PUBLIC_HOST, PUBLIC_PROJECTS } from '../test/resilience/support/publicSite';
import { buildIfNeeded, startServer } from '../test/resilience/support/startServer';
import { startVarnish, varnishAvailable } from '../test/support/varnish';
import { freePort, isMain, ms, numberArg, percentile, sleep, vsTarget } from './lib';
import { setAboutTitle } from '../test/support/demoPackEdits';

export interface PublishBenchOptions {
  publishes: number;
}

export function publishBenchOptions(argv: readonly string[]): PublishBenchOptions {
  return { publishes: numberArg(argv, 'publishes', 20) };
}

const TARGET_P95_MS = 2000;

function page(port: number, pathname: string): Promise<{ text: string; cache: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host: PUBLIC_HOST }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ text, cache: String(res.headers['x-cache'] ?? '') }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error('No answer within 15 s')));
    req.on('error', reject);
  });
}

export async function runPublishBench(options: PublishBenchOptions): Promise<void> {
  console.log(`publish to live: ${options.publishes} publishes (pack file saved → Varnish serves the page)`);
  if (!varnishAvailable()) return;
  await buildIfNeeded();
  const pack = copyDemoPack();
  const varnishPort = await freePort();
  const server = await startServer({
    WEB_CONCURRENCY: '2',
    CONTENT_DIR: pack,
    PROJECTS: PUBLIC_PROJECTS,
    CDN_MAX_AGE: '600',
    CDN_PURGE: 'varnish',
    VARNISH_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
  });
  const varnish = await startVarnish({ port: varnishPort, backendPort: Number(new URL(server.running.url as string).port) });
  try {
    const times: number[] = [];
    for (let index = 1; index <= options.publishes; index += 1) {
      // The page in Varnish's cache first: the publish has to get past it.
      while ((await page(varnish.port, '/about')).cache !== 'HIT') await sleep(10);
      const title = `About the garden, edition ${index}`;
      const started = performance.now();
      setAboutTitle(pack, title);
      while (!(await page(varnish.port, '/about')).text.includes(`<h1>${title}</h1>`)) await sleep(10);
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `  p50 ${ms(percentile(sorted, 50), 0)}, p95 ${vsTarget(ms(p95, 0), p95, '<=', TARGET_P95_MS, '2 s')}, max ${ms(sorted[sorted.length - 1], 0)}`,
    );
  } finally {
    await varnish.close();
    await server.stop();
    fs.rmSync(pack, { recursive: true, force: true });
  }
}

if (isMain(module)) {
  runPublishBench(publishBenchOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
