// `npm start` without Redis: its site workers share one count of an account's failed sign-ins through the primary,
// so attempts spread over the workers (each on a connection of its own) meet the same back-off.
import http from 'node:http';
import { SIGN_IN_BACKOFF } from '../../server/account/limits';
import { buildIfNeeded, startServer, type LogLine, type RunningServer } from './support/startServer';

jest.setTimeout(90_000);

let server: RunningServer & { running: LogLine };
let origin: URL;

beforeAll(async () => {
  await buildIfNeeded();
  server = await startServer({ WEB_CONCURRENCY: '2' });
  origin = new URL((server.running.url as string).replace('localhost', '127.0.0.1'));
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** One request on a connection of its own (no keep-alive), so the cluster hands each to a worker in turn. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: origin.hostname, port: origin.port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function wrongSignIn(username: string, shift: boolean): Promise<number> {
  // The cluster hands connections to the workers in turn: one more request moves the sign-in to the other worker.
  if (shift) await send('GET', '/healthz');
  const session = await send('GET', '/account/session', { accept: 'application/json' });
  const cookie = (session.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  const { csrfToken } = JSON.parse(session.text) as { csrfToken: string };
  const body = JSON.stringify({ username, password: 'not the password' });
  const res = await send(
    'POST',
    '/account/login',
    { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie },
    body,
  );
  return res.status;
}

describe('npm start without Redis', () => {
  it('counts the failed sign-ins of an account once over every worker, however it is typed', async () => {
    const from = server.lines.length;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      statuses.push(await wrongSignIn(attempt % 2 ? 'ada' : 'ada@example.com', attempt % 2 === 1));
    const free = SIGN_IN_BACKOFF.anonymous.free;
    expect(statuses).toEqual([...new Array<number>(free).fill(401), ...new Array<number>(10 - free).fill(429)]);
    // Both workers took sign-ins: the count was shared, not one worker's own.
    const signInWorkers = new Set(
      server.lines
        .slice(from)
        .filter((line) => line.msg === 'request completed' && line.url === '/account/login')
        .map((line) => line.pid),
    );
    expect(signInWorkers.size).toBe(2);
  });
});
