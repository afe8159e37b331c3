import { REFRESH_TOKEN_LIFETIME_MS } from '../../contract';
import type { StoredSession } from '../users/sessions';
import type { LockPolicy, SignInResult, StoredUser, UserStore } from '../users/userStore';
import { parseRefreshToken, refreshToken, sessionIdOf, sessionToken } from './sessionTokens';
import { signAccessToken, TOKEN_LIFETIME_SECONDS, type UserTokenClaims } from './tokens';

export interface AccountSettings {
  /** Wrong passwords in a row before an account is locked. */
  lockAfter: number;
  /** How long that lock lasts (a new password or an administrator's `unlock` ends it sooner). */
  lockForMs: number;
  /** A session ends this long after its last sign-in or refresh (clients assume 15 days). */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however much it is used. */
  sessionMaxMs: number;
  /**
   * How long after a refresh the refresh token it replaced still answers (with the current one) instead of counting
   * as reuse: a visitor's tabs, or a site's workers, refreshing with the same token at the same moment.
   */
  refreshReuseGraceMs: number;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  lockAfter: 10,
  lockForMs: 15 * 60_000,
  sessionIdleMs: REFRESH_TOKEN_LIFETIME_MS,
  sessionMaxMs: 90 * 24 * 60 * 60 * 1000,
  refreshReuseGraceMs: 20_000,
};

/** A live session and its user (never suspended). */
export interface ActiveSession {
  user: StoredUser;
  session: StoredSession;
}

export type PasswordSignIn =
  { ok: true; active: ActiveSession } | { ok: false; reason: Extract<SignInResult, { outcome: 'refused' }>['reason'] };

/** The accounts side of the platform: password sign-in, sessions and the tokens that stand for them. */
export class Accounts {
  readonly settings: AccountSettings;

  constructor(
    readonly store: UserStore,
    private readonly secret: Buffer,
    settings: Partial<AccountSettings> = {},
  ) {
    this.settings = { ...DEFAULT_ACCOUNT_SETTINGS, ...settings };
  }

  get lockPolicy(): LockPolicy {
    return { after: this.settings.lockAfter, forMs: this.settings.lockForMs };
  }

  /** Checks the password (counting the attempt) and starts a session; the classic grant and the federated form use it. */
  async signIn(login: string, password: string, now: number): Promise<PasswordSignIn> {
    const result = await this.store.signIn(login, password, this.lockPolicy, new Date(now));
    if (result.outcome === 'refused') return { ok: false, reason: result.reason };
    const session = this.store.sessions.create(result.user.id, now, {
      idleMs: this.settings.sessionIdleMs,
      maxMs: this.settings.sessionMaxMs,
    });
    return { ok: true, active: { user: result.user, session } };
  }

  private active(sessionId: string | null, now: number): ActiveSession | null {
    if (!sessionId) return null;
    const session = this.store.sessions.live(sessionId, now);
    const user = session ? this.store.getById(session.userId) : null;
    return session && user && !user.suspended ? { user, session } : null;
  }

  /** Who a forwarded `RefreshToken` cookie names, without using it up: its current token (or the one just replaced). */
  fromRefreshCookie(token: string, now: number): ActiveSession | null {
    const parsed = parseRefreshToken(this.secret, token);
    const found = parsed && this.active(parsed.sessionId, now);
    if (!parsed || !found) return null;
    const { refreshGeneration, refreshRotatedAt } = found.session;
    const justReplaced =
      parsed.generation === refreshGeneration - 1 &&
      refreshRotatedAt !== null &&
      now - refreshRotatedAt <= this.settings.refreshReuseGraceMs;
    return parsed.generation === refreshGeneration || justReplaced ? found : null;
  }

  /**
   * The refresh grant: the current refresh token is replaced by the next (rotation) and the session's sliding end
   * moves on. The token just replaced, shown again within `refreshReuseGraceMs`, answers the current one (a
   * concurrent refresh); any older one is a stolen copy or a replay, and ends the whole session, so every refresh
   * and bearer token descended from that sign-in stops working. Null: refuse.
   */
  refresh(token: string, now: number): ActiveSession | null {
    const parsed = parseRefreshToken(this.secret, token);
    const found = parsed && this.active(parsed.sessionId, now);
    if (!parsed || !found) return null;
    const { session } = found;
    if (parsed.generation === session.refreshGeneration) {
      const rotated = this.store.sessions.rotateRefresh(session.id, parsed.generation, now, this.settings.sessionIdleMs);
      // Null only when another refresh moved it on between the read and the write: that one is the concurrent refresh.
      if (rotated) return { user: found.user, session: rotated };
      return this.refresh(token, now);
    }
    const justReplaced =
      parsed.generation === session.refreshGeneration - 1 &&
      session.refreshRotatedAt !== null &&
      now - session.refreshRotatedAt <= this.settings.refreshReuseGraceMs;
    if (justReplaced) return this.renew(found, now);
    this.endSession(session.id);
    return null;
  }

  fromSessionId(sessionId: string, now: number): ActiveSession | null {
    return this.active(sessionId, now);
  }

  fromClassicToken(token: string, now: number): ActiveSession | null {
    return this.active(sessionIdOf(this.secret, 'classic', token), now);
  }

  fromAccessToken(claims: UserTokenClaims, now: number): ActiveSession | null {
    const active = this.active(claims.sessionId, now);
    return active && active.user.id === claims.userId ? active : null;
  }

  /** A refresh moves the session's sliding end on. */
  renew(active: ActiveSession, now: number): ActiveSession | null {
    const session = this.store.sessions.extend(active.session.id, now, this.settings.sessionIdleMs);
    return session ? { user: active.user, session } : null;
  }

  /** The session's current refresh token. */
  refreshToken(session: StoredSession): string {
    return refreshToken(this.secret, session.id, session.refreshGeneration);
  }

  classicToken(session: StoredSession): string {
    return sessionToken(this.secret, 'classic', session.id);
  }

  /** A user's bearer token: an hour, or less when the session ends sooner. */
  accessToken(active: ActiveSession, scopes: string[], now: number): { token: string; expiresIn: number } {
    const expiresIn = Math.max(1, Math.min(TOKEN_LIFETIME_SECONDS, Math.floor((active.session.expiresAt - now) / 1000)));
    const claims: UserTokenClaims = {
      kind: 'user',
      userId: active.user.id,
      sessionId: active.session.id,
      scopes,
      expiresAt: Math.floor(now / 1000) + expiresIn,
    };
    return { token: signAccessToken(this.secret, claims, now), expiresIn };
  }

  endSession(sessionId: string): void {
    this.store.sessions.end(sessionId);
  }

  /** The session ids named by any of these tokens, live or not (sign-out is idempotent). */
  sessionIdsOf(tokens: { refresh?: string[]; classic?: string[] }): string[] {
    const ids = [
      ...(tokens.refresh ?? []).map((token) => parseRefreshToken(this.secret, token)?.sessionId ?? null),
      ...(tokens.classic ?? []).map((token) => sessionIdOf(this.secret, 'classic', token)),
    ];
    return [...new Set(ids.filter((id): id is string => id !== null))];
  }
}
