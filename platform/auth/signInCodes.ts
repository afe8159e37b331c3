import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// The `securityToken` the federated sign-in hands back to the site: a one-time code, not the session's long-lived
// classic token. It stands for the session it started and the `nonce` of the sign-in request, and IsAuthenticated
// takes it once, within a few minutes: an address that leaks (history, logs, a Referer) is worth nothing by then.

export const SIGN_IN_CODE_LIFETIME_MS = 5 * 60_000;

interface PendingCode {
  sessionId: string;
  nonce: string;
  expiresAt: number;
}

/** Held by their hash, so what is in memory cannot itself be redeemed. */
const keyOf = (code: string) => createHash('sha256').update(code).digest('base64url');

export class SignInCodes {
  // Bounded: codes never redeemed (the visitor closed the tab) fall out instead of piling up.
  private readonly pending = new LRUCache<string, PendingCode>({ max: 50_000 });

  constructor(private readonly lifetimeMs: number = SIGN_IN_CODE_LIFETIME_MS) {}

  issue(sessionId: string, nonce: string, now: number): string {
    const code = randomBytes(32).toString('base64url');
    this.pending.set(keyOf(code), { sessionId, nonce, expiresAt: now + this.lifetimeMs });
    return code;
  }

  /** The code's session and nonce, once: a code is gone after its first use, expired or not. */
  redeem(code: string, now: number): { sessionId: string; nonce: string } | null {
    const key = keyOf(code);
    const found = this.pending.get(key);
    if (!found) return null;
    this.pending.delete(key);
    return found.expiresAt > now ? { sessionId: found.sessionId, nonce: found.nonce } : null;
  }
}
