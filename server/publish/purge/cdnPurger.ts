// Purges a CDN by surrogate key through the adapter CDN_PURGE chooses: each request timed out, retried with a
// growing pause on a network error, a 5xx or a 429, and logged once with the keys' count, the status and the time.
// Nothing waits on it for ever: every attempt has a timeout and the retries are bounded.
import type { Logger } from '../../logger';
import type { CdnPurgeConfig } from '../publishConfig';
import { cloudflarePurge } from './cloudflarePurge';
import { fastlyPurge } from './fastlyPurge';
import { httpPurge } from './httpPurge';
import type { PurgeAdapter, PurgeRequest } from './purgeRequest';
import { varnishPurge } from './varnishPurge';

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{
  status: number;
  text(): Promise<string>;
}>;

export interface PurgeOutcome {
  ok: boolean;
  /** The last status answered (null: no answer at all). */
  status: number | null;
  attempts: number;
}

export interface CdnPurger {
  /** Purges `keys`; resolves once done or given up (never rejects). A repeat follows after `repeatMs` when set. */
  purge(keys: readonly string[]): Promise<PurgeOutcome>;
  /** Cancels the repeats still waiting. */
  close(): void;
}

export function purgeAdapter(config: CdnPurgeConfig): PurgeAdapter {
  const { target } = config;
  switch (target.kind) {
    case 'fastly':
      return fastlyPurge(target);
    case 'cloudflare':
      return cloudflarePurge(target);
    case 'varnish':
      return varnishPurge(target);
    case 'http':
      return httpPurge(target);
  }
}

const BASE_DELAY_MS = 200;
const MAX_DELAY_MS = 5000;

const retryable = (status: number | null) => status === null || status === 429 || status >= 500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface CdnPurgerOptions {
  logger: Logger;
  fetchFn?: FetchLike;
  /** The pause before retry `attempt` (1, 2, …); default 200 ms doubling, at most 5 s. */
  retryDelayMs?(attempt: number): number;
}

export function createCdnPurger(config: CdnPurgeConfig, { logger, fetchFn = fetch, retryDelayMs }: CdnPurgerOptions): CdnPurger {
  const adapter = purgeAdapter(config);
  const delay = retryDelayMs ?? ((attempt: number) => Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS));
  const repeats = new Set<NodeJS.Timeout>();

  async function send(request: PurgeRequest): Promise<PurgeOutcome> {
    let status: number | null = null;
    for (let attempt = 1; ; attempt += 1) {
      let body = '';
      let failure: string | null = null;
      try {
        const answer = await fetchFn(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        status = answer.status;
        body = await answer.text();
      } catch (error) {
        status = null;
        failure = (error as Error).name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : (error as Error).message;
      }
      const ok = status !== null && (adapter.succeeded ? adapter.succeeded(status, body) : status >= 200 && status <= 299);
      if (ok) return { ok, status, attempts: attempt };
      if (attempt > config.retries || !retryable(status)) {
        // The answer's first words say why (a wrong token, an unknown service); never the request's headers.
        logger.error({ cdn: adapter.name, status, attempts: attempt, reason: failure ?? body.slice(0, 200) }, 'CDN purge failed');
        return { ok: false, status, attempts: attempt };
      }
      await pause(delay(attempt));
    }
  }

  async function purgeOnce(keys: readonly string[], repeat: boolean): Promise<PurgeOutcome> {
    const started = Date.now();
    const outcomes = await Promise.all(adapter.requests(keys).map(send));
    const ok = outcomes.every((outcome) => outcome.ok);
    const status = outcomes.find((outcome) => !outcome.ok)?.status ?? outcomes[0]?.status ?? null;
    const attempts = Math.max(0, ...outcomes.map((outcome) => outcome.attempts));
    logger.info({ cdn: adapter.name, keys: keys.length, status, ok, attempts, ms: Date.now() - started, repeat }, 'CDN purged');
    return { ok, status, attempts };
  }

  return {
    purge(keys) {
      if (keys.length === 0) return Promise.resolve({ ok: true, status: null, attempts: 0 });
      if (config.repeatMs > 0) {
        const timer = setTimeout(() => {
          repeats.delete(timer);
          void purgeOnce(keys, true);
        }, config.repeatMs);
        timer.unref();
        repeats.add(timer);
      }
      return purgeOnce(keys, false);
    },
    close() {
      for (const timer of repeats) clearTimeout(timer);
      repeats.clear();
    },
  };
}
