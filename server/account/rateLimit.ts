import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';

/**
 * Fixed-window counters. `hit` counts one attempt under `key` and answers the count in the current window and the
 * milliseconds until that window ends. The memory store below serves one instance; a Redis store (INCR + PEXPIRE NX,
 * PTTL) can replace it when the counts must be shared.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /**
   * Exponential back-off (see `backoffStep`): refuses while `key` is waiting after its failures; otherwise counts this
   * attempt as a failure (until `reset` says it succeeded). Atomic, so parallel attempts cannot slip past a wait.
   */
  attempt(key: string, policy: BackoffPolicy, now: number): Promise<BackoffVerdict>;
  /** Forgets the window or failures of `key` (a Redis store: DEL). */
  reset(key: string): Promise<void>;
}

/** `free` failures pass at once; after that each attempt waits `firstWaitMs`, doubling per failure up to `maxWaitMs`. */
export interface BackoffPolicy {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

export type BackoffVerdict = { allowed: true; failures: number } | { allowed: false; retryAfterMs: number };

/** What a back-off counter holds: failures so far and when the last one was counted. */
export interface BackoffState {
  failures: number;
  last: number;
}

/** How long to wait after `failures` failures before the next attempt (0 while they are within `free`). */
export function backoffWaitMs(policy: BackoffPolicy, failures: number): number {
  if (failures < policy.free) return 0;
  // Capped exponent: 2^30 minutes is already far past any cap.
  return Math.min(policy.maxWaitMs, policy.firstWaitMs * 2 ** Math.min(30, failures - policy.free));
}

/**
 * One attempt against a back-off counter: the verdict and the counter's next state (null: unchanged). A refused
 * attempt is not counted, so the owner trying during a wait does not lengthen it, and the wait is bounded.
 */
export function backoffStep(
  state: BackoffState | null,
  policy: BackoffPolicy,
  now: number,
): { verdict: BackoffVerdict; next: BackoffState | null } {
  const current = state && now - state.last < policy.forgetAfterMs ? state : { failures: 0, last: 0 };
  const readyAt = current.last + backoffWaitMs(policy, current.failures);
  if (current.failures >= policy.free && now < readyAt) return { verdict: { allowed: false, retryAfterMs: readyAt - now }, next: null };
  const next = { failures: current.failures + 1, last: now };
  return { verdict: { allowed: true, failures: next.failures }, next };
}

export interface RateLimitRule {
  /** Also the name of the key in `consume(keys)` (`ip`, `account`, ...). */
  name: string;
  windowMs: number;
  max: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: string };

export interface RateLimiter {
  consume(keys: Record<string, string | undefined>): Promise<RateLimitDecision>;
  /** Clears the named rules' counts for these keys (an account's failed attempts, once it signs in). */
  forget(keys: Record<string, string | undefined>): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Bounded by `maxKeys`: a flood of distinct keys (made-up usernames) evicts the least recently hit windows instead of
 * growing memory. The flooder's own per-IP window is hit on every attempt, so it stays and keeps limiting them.
 */
export function createMemoryRateLimitStore({
  maxKeys = 10_000,
  now = Date.now,
}: { maxKeys?: number; now?: () => number } = {}): RateLimitStore {
  const windows = new LRUCache<string, Window>({ max: maxKeys });
  const failures = new LRUCache<string, BackoffState>({ max: maxKeys });
  return {
    async attempt(key, policy, at) {
      const { verdict, next } = backoffStep(failures.get(key) ?? null, policy, at);
      if (next) failures.set(key, next);
      return verdict;
    },
    async hit(key, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetMs: window.endsAt - time };
    },
    async reset(key) {
      windows.delete(key);
      failures.delete(key);
    },
  };
}

/** Keys longer than this are stored by their hash, so hostile input cannot make one entry large. */
const MAX_KEY_LENGTH = 128;

/** The same account however it is typed (`  Alice@Example.org `); long values are hashed. */
export function normaliseKey(value: string): string {
  const key = value.trim().toLowerCase();
  return key.length > MAX_KEY_LENGTH ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
}

/**
 * Every rule whose key is given counts the attempt (so a blocked visitor keeps being counted); the attempt is refused
 * when any rule is over its `max`, naming the rule that frees up last.
 */
export function createRateLimiter(store: RateLimitStore, rules: readonly RateLimitRule[]): RateLimiter {
  for (const rule of rules) {
    if (!rule.name || !(rule.windowMs > 0) || !(rule.max >= 1))
      throw new Error(`Rate limit rule ${JSON.stringify(rule)} needs a name, windowMs > 0 and max >= 1`);
  }
  return {
    async consume(keys) {
      const results = await Promise.all(
        rules.map(async (rule) => {
          const value = keys[rule.name];
          if (value === undefined || value.trim() === '') return null;
          const { count, resetMs } = await store.hit(`${rule.name}:${normaliseKey(value)}`, rule.windowMs);
          return count > rule.max ? { rule: rule.name, retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)) } : null;
        }),
      );
      const refusals = results.filter((result) => result !== null);
      if (refusals.length === 0) return { allowed: true };
      const longest = refusals.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
      return { allowed: false, ...longest };
    },
    async forget(keys) {
      await Promise.all(
        rules.map(async (rule) => {
          const value = keys[rule.name];
          if (value !== undefined && value.trim() !== '') await store.reset(`${rule.name}:${normaliseKey(value)}`);
        }),
      );
    },
  };
}

/** Parts of an IPv6 address as 8 numbers, `::` expanded; null when it is not plain IPv6 text. */
function ipv6Groups(address: string): number[] | null {
  const [head, tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  if (tail === undefined) return start.length === 8 ? start : null;
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The rate-limit key of a client address: IPv4 as it is (also when written IPv4-mapped, `::ffff:1.2.3.4`), IPv6 by
 * its /64 network, since one visitor usually holds a whole /64 and could otherwise rotate through addresses.
 */
export function clientIpKey(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const plain = address.split('%')[0];
  // Embedded IPv4 forms (other than mapped) are rare for clients; keep them whole.
  if (!isIPv6(plain) || plain.includes('.')) return address.toLowerCase();
  const groups = ipv6Groups(plain.toLowerCase());
  return groups
    ? `${groups
        .slice(0, 4)
        .map((group) => group.toString(16))
        .join(':')}::/64`
    : plain.toLowerCase();
}

function minutesText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** 429 with `Retry-After`, never cached; JSON for scripts, a small accessible page for form posts. */
export function sendTooManyRequests(res: Response, retryAfterSeconds: number, wantsJson: boolean): void {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const message = `Too many attempts. Try again in ${minutesText(seconds)}.`;
  res.status(429).set({ 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
  if (wantsJson) {
    res.json({ error: { message, status: 429 } });
    return;
  }
  res
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>Too many attempts</title></head><body><main><h1>Too many attempts</h1><p role="alert">${message}</p>` +
        '<p><a href="/">Go to the home page</a></p></main></body></html>',
    );
}
