// Benchmark: visitor accounts. Sign-in latency (password hashing included) and the rate of a signed-in visitor's
// content page (personalised: their credentials on every platform call, no shared cache) next to the anonymous
// rate with the caches off, in the same run. Prints figures; never fails on them.
//
//   npx tsx bench/accounts.ts [--seconds 8] [--warmup 2] [--connections 16] [--sign-ins 40] [--rounds 2] [--path /about/history]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { accountsClientEnv, printEnumerationTimings, PUBLIC_HOST_HEADERS } from './accountEnumeration';
import { argValue, isMain, numberArg, percentile, ROOT, ms, vsTarget } from './lib';
import { accessToken, startPlatformProcess } from './ssrRuns';
import { median, PUBLIC_HOST, startSiteProcess } from './ssrSite';

/** The signed-in page's rate as a share of the anonymous uncached rate. */
const TARGET_SHARE = 0.6;
const USER = { username: 'ada', password: 'Orchid-Walk-2026' };

interface Options {
  seconds: number;
  warmup: number;
  connections: number;
  signIns: number;
  rounds: number;
  path: string;
}

export function accountsOptions(argv: readonly string[]): Options {
  return {
    seconds: numberArg(argv, 'seconds', 8),
    warmup: numberArg(argv, 'warmup', 2),
    connections: numberArg(argv, 'connections', 16),
    signIns: numberArg(argv, 'sign-ins', 40),
    rounds: numberArg(argv, 'rounds', 2),
    path: argValue(argv, 'path') ?? '/about/history',
  };
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);

/** One sign-in as a browser's script does it: the anti-forgery token first, then the JSON post. */
async function signIn(base: string): Promise<{ ms: number; cookie: string }> {
  const session = await fetch(`${base}/account/session`, { headers: PUBLIC_HOST_HEADERS });
  if (session.status !== 200) throw new Error(`/account/session answered ${session.status}`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const jar = cookiesOf(session);
  const started = performance.now();
  const answer = await fetch(`${base}/account/login`, {
    method: 'POST',
    headers: {
      ...PUBLIC_HOST_HEADERS,
      'content-type': 'application/json',
      accept: 'application/json',
      'x-csrf-token': csrfToken,
      cookie: jar.join('; '),
    },
    body: JSON.stringify(USER),
  });
  const took = performance.now() - started;
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
  return { ms: took, cookie: [...jar, ...cookiesOf(answer)].join('; ') };
}

async function rate(
  base: string,
  path: string,
  seconds: number,
  connections: number,
  cookie?: string,
): Promise<{ rate: number; non2xx: number }> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    headers: { host: PUBLIC_HOST, ...(cookie ? { cookie } : {}) },
  });
  return { rate: result.requests.average, non2xx: result.non2xx };
}

export async function runAccountsBench(opts: Options): Promise<void> {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.js'), '--if-needed'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('the build failed');
  const contentDir = join(ROOT, 'content', 'demo');
  const platform = await startPlatformProcess(contentDir);
  try {
    const site = await startSiteProcess(
      'accounts',
      {
        CONTENSIS_URL: platform.url,
        CONTENSIS_PROJECT: 'website',
        CONTENSIS_ACCESS_TOKEN: accessToken(contentDir),
        PAGE_STATE_CACHE_TTL_MS: '0',
        REQUEST_CACHE_SIZE: '0',
        ...accountsClientEnv(contentDir),
      },
      ['/', opts.path],
    );
    try {
      const base = `http://127.0.0.1:${site.port}`;
      console.log(`# Accounts: production build, content/demo, platform in its own process, caches off, ${opts.connections} connections`);
      const timings: number[] = [];
      let cookie = '';
      for (let i = 0; i < opts.signIns; i += 1) ({ ms: timings[i], cookie } = await signIn(base));
      timings.sort((a, b) => a - b);
      console.log(
        `  sign-in (${opts.signIns} in turn, scrypt included): p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}`,
      );

      const check = await fetch(`${base}${opts.path}`, { headers: { ...PUBLIC_HOST_HEADERS, cookie } });
      console.log(`  signed-in page ${opts.path}: ${check.status}, cache-control "${check.headers.get('cache-control')}"`);
      const anonymous: number[] = [];
      const signedIn: number[] = [];
      for (let round = 0; round < opts.rounds; round += 1) {
        await rate(base, opts.path, opts.warmup, opts.connections);
        const anon = await rate(base, opts.path, opts.seconds, opts.connections);
        await rate(base, opts.path, opts.warmup, opts.connections, cookie);
        const user = await rate(base, opts.path, opts.seconds, opts.connections, cookie);
        anonymous.push(anon.rate);
        signedIn.push(user.rate);
        console.log(
          `  round ${round + 1}: anonymous ${anon.rate.toFixed(0)} req/s (${anon.non2xx} non-2xx), signed in ${user.rate.toFixed(0)} req/s (${user.non2xx} non-2xx)`,
        );
      }
      const share = median(signedIn) / median(anonymous);
      console.log(
        `  signed-in rate as a share of the anonymous uncached rate: ${vsTarget(`${(share * 100).toFixed(1)}%`, share, '>=', TARGET_SHARE, '60%')}`,
      );
      await printEnumerationTimings(base);
    } finally {
      await site.stop();
    }
  } finally {
    await platform.stop();
  }
}

if (isMain(module)) {
  runAccountsBench(accountsOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
