// `npm start` as an operator runs it: the local platform in a process of its own, site workers in a cluster. The
// platform stopped, stalled or killed, a worker killed, a rolling restart: the site keeps answering throughout.
import { sampleValue } from '../support/prometheusText';
import { buildIfNeeded, isAlive, startServer, waitUntil, type LogLine, type RunningServer } from './support/startServer';

jest.setTimeout(90_000);

const TOKEN = 'resilience-metrics-token-0123456789';
let server: RunningServer & { running: LogLine };
let url: string;

beforeAll(async () => {
  await buildIfNeeded();
  server = await startServer({
    WEB_CONCURRENCY: '2',
    PLATFORM_TIMEOUT_MS: '1500',
    // Every page asks the platform: no shared answer hides an outage.
    PAGE_STATE_CACHE_TTL_MS: '0',
    REQUEST_CACHE_TTL_MS: '0',
    METRICS_PORT: '0',
    METRICS_TOKEN: TOKEN,
  });
  // Bound to 127.0.0.1 only: ask there, not at whatever `localhost` resolves to first.
  url = (server.running.url as string).replace('localhost', '127.0.0.1');
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** A page request that may not hang: a guard far beyond PLATFORM_TIMEOUT_MS turns a hang into a failure. */
async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(`${url}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, text: await response.text() };
}

const platformPid = () => [...server.lines].reverse().find((line) => line.msg === 'Local platform process is ready')?.platformPid as number;
const workerPids = () => server.running.workerPids as number[];

describe('npm start', () => {
  it('runs the platform in a process of its own, apart from the site workers', async () => {
    const primary = server.child.pid;
    const platform = platformPid();
    expect(server.lines.find((line) => line.msg === 'Local platform started')?.pid).toBe(platform);
    expect(workerPids()).toHaveLength(2);
    expect(new Set([primary, platform, ...workerPids()]).size).toBe(4);
    expect((await get('/about')).status).toBe(200);
  });

  it('answers other requests while a stalled platform holds a page up, and times that page out with 504', async () => {
    const platform = platformPid();
    process.kill(platform, 'SIGSTOP');
    try {
      const order: string[] = [];
      const page = get('/about/history').then((answer) => {
        order.push('page');
        return answer;
      });
      const health = get('/healthz').then((answer) => {
        order.push('health');
        return answer;
      });
      expect((await health).status).toBe(200);
      const stalled = await page;
      expect(stalled.status).toBe(504);
      expect(stalled.text).toContain('<!DOCTYPE html>');
      expect(order).toEqual(['health', 'page']);
    } finally {
      process.kill(platform, 'SIGCONT');
    }
    expect((await get('/about/history')).status).toBe(200);
  });

  it('gives error pages while the platform is down, then pages again once it is restarted, without restarting the site', async () => {
    const killed = platformPid();
    const from = server.lines.length;
    process.kill(killed, 'SIGKILL');
    await waitUntil(() => !isAlive(killed));
    // The platform is restarted after a pause, and takes a while to load its pack: until then, an error page.
    const outage = await get('/about');
    expect(outage.status).toBe(503);
    expect(outage.text).toContain('<!DOCTYPE html>');
    const ready = await server.waitFor((line) => line.msg === 'Local platform process is ready', 30_000, from);
    expect(ready.platformPid).not.toBe(killed);
    await waitUntil(async () => (await get('/about')).status === 200);
    // The same workers serve: the site itself was never restarted.
    expect(workerPids().every(isAlive)).toBe(true);
    expect(server.lines.slice(from).some((line) => line.msg === 'Site worker listening')).toBe(false);
  });

  it('replaces a worker that is killed, and answers meanwhile', async () => {
    const [victim, survivor] = workerPids();
    const from = server.lines.length;
    process.kill(victim, 'SIGKILL');
    await server.waitFor((line) => line.msg === 'Site worker exited: starting another' && line.workerPid === victim, 15_000, from);
    expect((await get('/about')).status).toBe(200);
    const replacement = await server.waitFor((line) => line.msg === 'Site worker listening', 30_000, from);
    expect(isAlive(survivor)).toBe(true);
    expect(isAlive(replacement.workerPid as number)).toBe(true);
    server.running.workerPids = [survivor, replacement.workerPid as number];
    expect((await get('/about')).status).toBe(200);
  });

  it("sums every worker's metrics on the metrics port, and on the site port only for the token", async () => {
    const metricsUrl = server.running.metricsUrl as string;
    expect(new URL(metricsUrl).hostname).toBe('127.0.0.1');
    const pages = async () =>
      sampleValue(await (await fetch(metricsUrl)).text(), 'trellis_http_request_duration_seconds_count', {
        kind: 'page',
        status_class: '2xx',
      });
    const before = await pages();
    for (let index = 0; index < 6; index += 1) expect((await get('/about', { connection: 'close' })).status).toBe(200);
    // Six pages, served by both workers in turn, all counted.
    expect((await pages()) - before).toBe(6);

    expect((await get('/metrics')).status).toBe(401);
    const scraped = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(
      sampleValue(scraped.text, 'trellis_http_request_duration_seconds_count', { kind: 'page', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(before + 6);
    expect(scraped.text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('restarts the workers one at a time on SIGHUP, with every request answered meanwhile', async () => {
    const before = workerPids();
    const from = server.lines.length;
    const statuses: number[] = [];
    let done = false;
    const load = async () => {
      while (!done) statuses.push((await get('/about').catch(() => ({ status: 0 }))).status);
    };
    const loads = [load(), load()];
    process.kill(server.child.pid as number, 'SIGHUP');
    const finished = await server.waitFor((line) => line.msg === 'Rolling restart done', 60_000, from);
    done = true;
    await Promise.all(loads);
    const after = finished.workerPids as number[];
    expect(after).toHaveLength(2);
    expect(after.some((pid) => before.includes(pid))).toBe(false);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    server.running.workerPids = after;
  });

  it('stops gracefully on SIGTERM, leaving no process behind', async () => {
    const children = [platformPid(), ...workerPids()];
    expect(await server.stop()).toBe(0);
    await waitUntil(() => children.every((pid) => !isAlive(pid)), 10_000);
  });
});
