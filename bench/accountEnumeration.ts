// Part of bench/accounts.ts: whether an answer's timing tells that an account exists. The same request for an
// account that exists and for one that does not, interleaved, on sign-in, password reset and registration; the p50
// and p95 of each side and their difference are printed (no target: the figures are for a person to judge).
// Each attempt comes from an address of its own (the site runs with TRUST_PROXY), so only the per-account limits
// apply: a reset or registration per existing address is limited to 3 an hour, so the demo's four active accounts
// give twelve samples of each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ms, percentile } from './lib';
import { PUBLIC_HOST } from './ssrSite';

const KNOWN = [
  { username: 'ada', email: 'ada@example.com', password: 'Orchid-Walk-2026' },
  { username: 'grace', email: 'grace@example.com', password: 'Seed-Bank-1889' },
  { username: 'alan', email: 'alan@example.com', password: 'Palm-House-42!' },
  { username: 'mary', email: 'mary@example.com', password: 'Fossil-Coast-77' },
];
const PER_ACCOUNT = 3;

/** The pack's client with Security_Administrator: the site creates users with it (ACCOUNTS_CLIENT_ID/_SECRET). */
export function accountsClientEnv(contentDir: string): Record<string, string> {
  const security = JSON.parse(readFileSync(join(contentDir, 'security.json'), 'utf8')) as {
    clients?: { clientId: string; clientSecret: string; scopes?: string[] }[];
  };
  const admin = security.clients?.find((client) => client.scopes?.includes('Security_Administrator'));
  if (!admin) throw new Error(`${contentDir}/security.json has no client with Security_Administrator`);
  return { ACCOUNTS_CLIENT_ID: admin.clientId, ACCOUNTS_CLIENT_SECRET: admin.clientSecret, TRUST_PROXY: '1' };
}

/**
 * The headers that make a request one for the site's public host. `fetch` sets `Host` from the address itself (it
 * drops a `Host` header), so the bench names the host as the CDN in front would: the site trusts one proxy hop
 * (`TRUST_PROXY` above) and reads `X-Forwarded-Host`. Without it every answer is the 421 of an unknown host.
 */
export const PUBLIC_HOST_HEADERS: Readonly<Record<string, string>> = { 'x-forwarded-host': PUBLIC_HOST };

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** A script's account post, timed: the anti-forgery token first (untimed), from an address of its own. */
async function timedPost(base: string, path: string, body: unknown): Promise<Timed> {
  const ip = nextAddress();
  const session = await fetch(`${base}/account/session`, { headers: { ...PUBLIC_HOST_HEADERS, 'x-forwarded-for': ip } });
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const started = performance.now();
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      ...PUBLIC_HOST_HEADERS,
      'x-forwarded-for': ip,
      'content-type': 'application/json',
      accept: 'application/json',
      'x-csrf-token': csrfToken,
      cookie,
    },
    body: JSON.stringify(body),
  });
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

type Timed = { ms: number; status: number };
/** [an account exists, no account] */
type Timings = [Timed[], Timed[]];

function printPair(label: string, exists: Timed[], missing: Timed[]): void {
  const sorted = (list: { ms: number }[]) => list.map((item) => item.ms).sort((a, b) => a - b);
  const [a, b] = [sorted(exists), sorted(missing)];
  const statuses = (list: { status: number }[]) => [...new Set(list.map((item) => item.status))].join('/');
  console.log(
    `  ${label}: account exists p50 ${ms(percentile(a, 50))} p95 ${ms(percentile(a, 95))} (${statuses(exists)}), ` +
      `no account p50 ${ms(percentile(b, 50))} p95 ${ms(percentile(b, 95))} (${statuses(missing)}); p50 difference ${ms(percentile(a, 50) - percentile(b, 50))}`,
  );
}

export async function printEnumerationTimings(base: string): Promise<void> {
  const run = Date.now();
  const samples = KNOWN.length * PER_ACCOUNT;
  console.log(`  enumeration timing (${samples} each, interleaved; answers by status):`);
  const signIn: Timings = [[], []];
  for (let i = 0; i < samples; i += 1) {
    const user = KNOWN[i % KNOWN.length];
    signIn[0].push(await timedPost(base, '/account/login', { username: user.username, password: `wrong-${i}` }));
    signIn[1].push(await timedPost(base, '/account/login', { username: `nobody-${run}-${i}`, password: `wrong-${i}` }));
    // A right password clears the account's failed attempts (its rate limit and the platform's lock-out count).
    await timedPost(base, '/account/login', { username: user.username, password: user.password });
  }
  printPair('sign-in, wrong password vs unknown user', ...signIn);
  const reset: Timings = [[], []];
  const register: Timings = [[], []];
  for (let i = 0; i < samples; i += 1) {
    const { email } = KNOWN[i % KNOWN.length];
    reset[0].push(await timedPost(base, '/account/reset', { userEmail: email }));
    reset[1].push(await timedPost(base, '/account/reset', { userEmail: `nobody-${run}-${i}@example.org` }));
    const user = (to: string) => ({ email: to, firstName: 'Bench', credentials: { password: 'quiet lantern harbour' } });
    register[0].push(await timedPost(base, '/account/register', user(email)));
    register[1].push(await timedPost(base, '/account/register', user(`new-${run}-${i}@example.org`)));
  }
  printPair('reset request', ...reset);
  printPair('registration, taken vs new address', ...register);
}
