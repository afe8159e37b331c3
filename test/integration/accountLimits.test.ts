// Rate limits of sign-in, password reset and registration (and sending the confirmation again), per account and per
// address, end to end: 429 with Retry-After, JSON for scripts and the form again for plain posts; per account only
// sign-ins are refused (resets and registrations space their emails instead). Behind a trusted proxy, so each attempt
// may come from an address of its own (X-Forwarded-For).
import type request from 'supertest';
import { RATE_LIMITS, SIGN_IN_BACKOFF } from '../../server/account/limits';
import { AccountVisitor } from './support/accountVisitor';
import { startTestSite } from './support/site';

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  // Emails go to an outbox folder (the development default): these tests read none.
  site = await startTestSite({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => site.close());

let addresses = 0;
/** A visitor from an address no other attempt came from. */
const fromNewAddress = () => AccountVisitor.arrive(site.app, { ip: `198.51.100.${(addresses += 1)}` });
const limitOf = (kind: keyof typeof RATE_LIMITS, rule: 'ip') => RATE_LIMITS[kind].find((limit) => limit.name === rule)?.max as number;

function expectLimited(res: request.Response, what: string): void {
  expect({ what, status: res.status }).toEqual({ what, status: 429 });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.headers['cache-control']).toBe('private, no-store');
}

/** `attempt(i)` until one more than the limit; every attempt within it passes, the next is refused. */
async function overTheLimit(max: number, attempt: (i: number) => Promise<request.Response>, what: string): Promise<request.Response> {
  for (let i = 0; i < max; i += 1) {
    const res = await attempt(i);
    expect({ what, attempt: i, limited: res.status === 429 }).toEqual({ what, attempt: i, limited: false });
  }
  const refused = await attempt(max);
  expectLimited(refused, what);
  return refused;
}

describe('per account, whatever address the attempts come from', () => {
  it('password reset requests: never refused, the same answer every time (emails are spaced instead)', async () => {
    const answers = new Set<string>();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await (await fromNewAddress()).post('/account/reset', { userEmail: 'Grace@Example.com ' });
      answers.add(`${res.status} ${JSON.stringify(res.body)}`);
    }
    expect([...answers]).toEqual(['200 {"sent":true}']);
  });

  it('registrations of one email address, new then taken: never refused, the same answer every time', async () => {
    const email = `limited-${Date.now()}@example.org`;
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await (
        await fromNewAddress()
      ).post('/account/register', { email, firstName: 'Lim', credentials: { password: 'quiet lantern harbour' } });
      answers.push(res.status);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201]);
  });

  it('sign-ins, and a plain form is refused with the form again, the name kept', async () => {
    const guesses = SIGN_IN_BACKOFF.anonymous.free;
    await overTheLimit(
      guesses,
      async (i) =>
        (await fromNewAddress()).post('/account/login', { username: i % 2 ? 'alan' : 'alan@example.com', password: `guess ${i}` }),
      'sign-in',
    );
    const plain = await (await fromNewAddress()).form('/account/login', { username: 'alan', password: 'guess again' });
    expectLimited(plain, 'sign-in form');
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.text).toMatch(/Too many attempts\. Try again in \d+ minutes?\./);
    expect(plain.text).toMatch(/id="login-username"[^>]*value="alan"/);
  });
});

describe('per address, whatever accounts are tried', () => {
  it('password reset requests', async () => {
    const visitor = await fromNewAddress();
    await overTheLimit(limitOf('reset', 'ip'), (i) => visitor.post('/account/reset', { userEmail: `someone-${i}@example.org` }), 'reset');
  });

  it('registrations, and sending the confirmation again, counted together', async () => {
    const visitor = await fromNewAddress();
    const max = limitOf('register', 'ip');
    await overTheLimit(
      max,
      (i) =>
        i % 2 === 0
          ? visitor.post('/account/register', {
              email: `many-${Date.now()}-${i}@example.org`,
              firstName: 'Many',
              credentials: { password: 'quiet lantern harbour' },
            })
          : visitor.get(`/account/verify/resend?user=${encodeURIComponent(`many-${i}@example.org`)}`),
      'register or resend',
    );
    expectLimited(await visitor.get('/account/verify/resend?user=someone%40example.org'), 'resend');
  });

  it('sign-ins', async () => {
    const visitor = await fromNewAddress();
    await overTheLimit(
      limitOf('signIn', 'ip'),
      (i) => visitor.post('/account/login', { username: `nobody-${i}`, password: 'not a password' }),
      'sign-in',
    );
  }, 120_000);
});
