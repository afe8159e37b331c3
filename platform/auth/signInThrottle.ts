import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { LRUCache } from 'lru-cache';

// Attempts at the federated sign-in form, counted per client address and per account in fixed windows, as the
// site counts its own sign-in form: without it the form is an unthrottled password oracle (spraying one password
// over many accounts never reaches any account's lock-out).

export interface ThrottleRule {
  name: 'ip' | 'account';
  windowMs: number;
  max: number;
}

/** Per address strict enough to stop a spray over many accounts; per account below the lock-out (10 by default). */
export const SIGN_IN_FORM_LIMITS: readonly ThrottleRule[] = [
  { name: 'ip', windowMs: 15 * 60_000, max: 30 },
  { name: 'account', windowMs: 15 * 60_000, max: 8 },
];

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  count: number;
  endsAt: number;
}

const MAX_KEY_LENGTH = 128;

function normalise(value: string): string {
  const key = value.trim().toLowerCase();
  return key.length > MAX_KEY_LENGTH ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
}

/** The address a client is counted under: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64 (one subscriber). */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * In memory, bounded: a flood of made-up account names evicts the least recently hit windows rather than growing,
 * while the flooder's own address window is hit on every attempt and so stays.
 */
export class SignInThrottle {
  private readonly windows = new LRUCache<string, Window>({ max: 20_000 });

  constructor(
    private readonly now: () => number,
    private readonly rules: readonly ThrottleRule[] = SIGN_IN_FORM_LIMITS,
  ) {}

  /** Counts one attempt under every rule (a refused client keeps being counted). */
  consume(keys: { ip: string; account: string }): ThrottleVerdict {
    const time = this.now();
    let retryAfterMs = 0;
    for (const rule of this.rules) {
      const key = `${rule.name}:${normalise(keys[rule.name])}`;
      let window = this.windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + rule.windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > rule.max) retryAfterMs = Math.max(retryAfterMs, window.endsAt - time);
    }
    return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { allowed: true };
  }

  /** An account that signed in starts again (its owner's earlier typos do not count against them). */
  forgetAccount(account: string): void {
    this.windows.delete(`account:${normalise(account)}`);
  }
}
