import type { Request, Response } from 'express';
import { SIGN_IN_BACKOFF } from './limits';
import { createMemoryRateLimitStore } from './rateLimit';
import { createSignInThrottle, KNOWN_BROWSER_COOKIE, type SignInThrottle, type ThrottleVerdict } from './signInThrottle';

const MINUTE = 60_000;
const ACCOUNTS: Record<string, string> = { ada: 'u-ada', 'ada@example.org': 'u-ada', grace: 'u-grace' };

function setup(findAccountId = async (typed: string) => ACCOUNTS[typed.toLowerCase()] ?? null) {
  let time = Date.parse('2026-01-01T00:00:00Z');
  const lookups: string[] = [];
  const throttle = createSignInThrottle({
    store: createMemoryRateLimitStore({ now: () => time }),
    ...SIGN_IN_BACKOFF,
    findAccountId: async (typed) => {
      lookups.push(typed);
      return findAccountId(typed);
    },
    secret: Buffer.alloc(32, 7),
    secureCookies: false,
    now: () => time,
  });
  return { throttle, lookups, later: (ms: number) => (time += ms) };
}

/** A browser: the cookies the throttle set on it are sent back. */
function browser() {
  const jar = new Map<string, string>();
  const req = () => ({ headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } }) as unknown as Request;
  const res = () => ({ req: { secure: false }, cookie: (name: string, value: string) => jar.set(name, value) }) as unknown as Response;
  return { jar, req, res };
}

async function failures(throttle: SignInThrottle, typed: string[], client = browser()): Promise<boolean[]> {
  const allowed: boolean[] = [];
  for (const name of typed) allowed.push((await throttle.check(client.req(), name)).allowed);
  return allowed;
}

const ticketOf = (verdict: ThrottleVerdict) => {
  if (!verdict.allowed) throw new Error('refused');
  return verdict.ticket;
};

describe('sign-in throttle', () => {
  it('counts a user name and an email of one account together, whichever browser types them', async () => {
    const { throttle } = setup();
    const typed = ['ada', ' ADA@example.org', 'Ada', 'ada@example.org', 'ada', 'ada@example.org'];
    const allowed = [];
    for (const name of typed) allowed.push(...(await failures(throttle, [name])));
    expect(allowed).toEqual([true, true, true, true, true, false]);
    // Another account is counted apart.
    expect(await failures(throttle, ['grace'])).toEqual([true]);
  });

  it('counts a spelling no account has by itself, and each unknown spelling apart', async () => {
    const { throttle } = setup();
    expect(await failures(throttle, new Array<string>(6).fill('nobody'))).toEqual([true, true, true, true, true, false]);
    expect(await failures(throttle, ['nobody@example.org'])).toEqual([true]);
  });

  it('makes each attempt past the free ones wait twice as long, up to the cap, and refused attempts do not count', async () => {
    const { throttle, later } = setup();
    await failures(throttle, new Array<string>(5).fill('ada'));
    const waits: number[] = [];
    for (let step = 0; step < 7; step += 1) {
      const refused = await throttle.check(browser().req(), 'ada');
      if (refused.allowed) throw new Error('expected a wait');
      waits.push(refused.retryAfterSeconds / 60);
      // Asking again during the wait changes nothing.
      expect(await throttle.check(browser().req(), 'ada@example.org')).toEqual(refused);
      later(refused.retryAfterSeconds * 1000);
      expect(await failures(throttle, ['ada'])).toEqual([true]);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
  });

  it('forgets failures a day after the last one', async () => {
    const { throttle, later } = setup();
    await failures(throttle, new Array<string>(5).fill('ada'));
    later(24 * 60 * MINUTE);
    expect(await failures(throttle, new Array<string>(5).fill('ada'))).toEqual([true, true, true, true, true]);
  });

  it('lets a browser the account signed in on keep trying while strangers wait, and counts its own failures', async () => {
    const { throttle } = setup();
    const owner = browser();
    await throttle.succeeded(owner.res(), ticketOf(await throttle.check(owner.req(), 'ada')));
    expect(owner.jar.get(KNOWN_BROWSER_COOKIE)).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await failures(throttle, new Array<string>(6).fill('ada@example.org'))).toEqual([true, true, true, true, true, false]);
    expect(await failures(throttle, new Array<string>(6).fill('ada'), owner)).toEqual([true, true, true, true, true, false]);
  });

  it('treats a known-browser cookie of another account, or a forged one, as a stranger', async () => {
    const { throttle } = setup();
    const graceBrowser = browser();
    await throttle.succeeded(graceBrowser.res(), ticketOf(await throttle.check(graceBrowser.req(), 'grace')));
    const forged = browser();
    forged.jar.set(KNOWN_BROWSER_COOKIE, `${graceBrowser.jar.get(KNOWN_BROWSER_COOKIE)!.split('.')[0]}.AAAA`);
    await failures(throttle, new Array<string>(5).fill('ada'));
    expect(await failures(throttle, ['ada'], graceBrowser)).toEqual([false]);
    expect(await failures(throttle, ['ada'], forged)).toEqual([false]);
  });

  it("forgets strangers' failures once the owner proves the account theirs (an emailed reset), and knows their browser", async () => {
    const { throttle } = setup();
    await failures(throttle, new Array<string>(5).fill('ada'));
    const owner = browser();
    await throttle.ownerProved(owner.res(), 'u-ada');
    expect(owner.jar.has(KNOWN_BROWSER_COOKIE)).toBe(true);
    expect(await failures(throttle, ['ada'])).toEqual([true]);
  });

  it('counts by spelling while the platform cannot say which account a name is, and asks again later', async () => {
    let down = true;
    const { throttle, lookups } = setup(async (typed) => {
      if (down) throw new Error('platform down');
      return ACCOUNTS[typed] ?? null;
    });
    expect(await failures(throttle, ['ada', 'ada@example.org'])).toEqual([true, true]);
    down = false;
    expect(await failures(throttle, ['ada', 'ada'])).toEqual([true, true]);
    expect(lookups).toEqual(['ada', 'ada@example.org', 'ada']);
  });
});
