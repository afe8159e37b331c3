import { EventEmitter } from 'node:events';
import pino from 'pino';
import { SIGN_IN_BACKOFF } from './limits';
import { createPrimaryRateLimitStores, serveRateLimits, type RateLimitChannel } from './rateLimitPrimary';

const MINUTE = 60_000;
const POLICY = SIGN_IN_BACKOFF.anonymous;

/** A primary (one `serveRateLimits`) and workers connected to it as node:cluster connects them: messages both ways. */
function cluster() {
  const answer = serveRateLimits();
  let answering = true;
  let closed = false;
  const worker = (logLines: string[] = []) => {
    const inbox = new EventEmitter();
    const channel: RateLimitChannel = {
      send: (message, failed) => {
        if (closed) return failed(new Error('Channel closed'));
        // Structured clone, as IPC does: nothing is shared by reference.
        const copy: unknown = JSON.parse(JSON.stringify(message));
        if (answering) setImmediate(() => answer(copy, (reply) => inbox.emit('message', JSON.parse(JSON.stringify(reply)))));
      },
      onMessage: (listener) => inbox.on('message', listener),
    };
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push((JSON.parse(line) as { msg: string }).msg) });
    return createPrimaryRateLimitStores({ channel, logger, timeoutMs: 200 });
  };
  return { worker, silence: () => (answering = false), resume: () => (answering = true), close: () => (closed = true) };
}

describe('rate limits kept by the primary', () => {
  it('count one account across workers: back-off and windows alike', async () => {
    const { worker } = cluster();
    const [a, b] = [worker().store('signInFailures'), worker().store('signInFailures')];
    const now = Date.parse('2026-01-01T00:00:00Z');
    const verdicts = [];
    for (let attempt = 0; attempt < 6; attempt += 1) verdicts.push(await (attempt % 2 ? a : b).attempt('user:u-ada|anyone', POLICY, now));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, true, false]);
    expect(verdicts[5]).toEqual({ allowed: false, retryAfterMs: MINUTE });
    await a.reset('user:u-ada|anyone');
    expect(await b.attempt('user:u-ada|anyone', POLICY, now)).toEqual({ allowed: true, failures: 1 });

    const [emailsA, emailsB] = [worker().store('emails'), worker().store('emails')];
    expect(await emailsA.hit('email:u-ada', MINUTE)).toMatchObject({ count: 1 });
    expect(await emailsB.hit('email:u-ada', MINUTE)).toMatchObject({ count: 2 });
    // Another kind is counted apart.
    expect(await worker().store('signInFailures').attempt('email:u-ada', POLICY, now)).toEqual({ allowed: true, failures: 1 });
  });

  it("counts in the worker's memory while the primary does not answer, saying so once, and shares again after", async () => {
    const { worker, silence, resume } = cluster();
    const lines: string[] = [];
    const store = worker(lines).store('signInFailures');
    const now = Date.now();
    silence();
    const during = [];
    for (let attempt = 0; attempt < 6; attempt += 1) during.push((await store.attempt('user:u-grace|anyone', POLICY, now)).allowed);
    // This worker still slows the guessing on its own.
    expect(during).toEqual([true, true, true, true, true, false]);
    expect(lines.filter((line) => line.startsWith('The primary does not answer'))).toHaveLength(1);
    resume();
    expect(await store.attempt('user:u-grace|anyone', POLICY, now)).toEqual({ allowed: true, failures: 1 });
    expect(lines.filter((line) => line.startsWith('The primary answers again'))).toHaveLength(1);
  });

  it("counts in the worker's memory at once when its channel to the primary is closed", async () => {
    const { worker, close } = cluster();
    const store = worker().store('emails');
    close();
    expect(await store.hit('email:u-ada', MINUTE)).toMatchObject({ count: 1 });
    expect(await store.hit('email:u-ada', MINUTE)).toMatchObject({ count: 2 });
  });

  it('ignores messages that are not rate-limit requests', async () => {
    const replies: unknown[] = [];
    const answer = serveRateLimits();
    for (const message of [
      null,
      'text',
      { type: 'trellis:ratelimit-request' },
      { type: 'trellis:ratelimit-request', id: 1, kind: 'k', key: 'x', op: 'drop' },
    ]) {
      answer(message, (reply) => replies.push(reply));
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(replies).toEqual([]);
  });
});
