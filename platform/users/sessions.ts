import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/** A sign-in session: what refresh tokens, classic tokens and user bearer tokens stand for. */
export interface StoredSession {
  id: string;
  userId: string;
  /** ms since the epoch. */
  createdAt: number;
  /** Sliding end: each refresh moves it on, never past `endsAt`. */
  expiresAt: number;
  /** Absolute end, whatever the use. */
  endsAt: number;
}

export interface SessionLifetimes {
  /** How long a session lives after its last sign-in or refresh. */
  idleMs: number;
  /** How long a session lives at most. */
  maxMs: number;
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  ends_at: number;
}

const SESSION_ID_BYTES = 32;

const toSession = (row: SessionRow): StoredSession => ({
  id: row.id,
  userId: row.user_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  endsAt: row.ends_at,
});

/**
 * Sessions of the user store. The table holds session ids only; the tokens handed out are derived from the id
 * with the platform's signing key (auth/session-tokens.ts), so the store alone gives nobody a working token,
 * and ending a session ends every token of it at once.
 */
export class Sessions {
  // Prepared once: `live` runs on every request that carries a user's token or session cookie.
  private readonly liveStatement: Database.Statement<[string, number], SessionRow>;

  constructor(private readonly db: Database.Database) {
    this.liveStatement = db.prepare('SELECT id, user_id, created_at, expires_at, ends_at FROM sessions WHERE id = ? AND revoked = 0 AND expires_at > ?');
  }

  create(userId: string, now: number, lifetimes: SessionLifetimes): StoredSession {
    const endsAt = now + lifetimes.maxMs;
    const row: SessionRow = {
      id: randomBytes(SESSION_ID_BYTES).toString('base64url'),
      user_id: userId,
      created_at: now,
      expires_at: Math.min(now + lifetimes.idleMs, endsAt),
      ends_at: endsAt,
    };
    this.db
      .prepare('INSERT INTO sessions (id, user_id, created_at, expires_at, ends_at) VALUES (@id, @user_id, @created_at, @expires_at, @ends_at)')
      .run(row);
    return toSession(row);
  }

  /** The session when it exists, is not ended and has not expired; null otherwise. */
  live(id: string, now: number): StoredSession | null {
    const row = this.liveStatement.get(id, now);
    return row ? toSession(row) : null;
  }

  /** Moves a live session's sliding end to `now + idleMs` (capped by its absolute end). */
  extend(id: string, now: number, idleMs: number): StoredSession | null {
    this.db.prepare('UPDATE sessions SET expires_at = MIN(?, ends_at) WHERE id = ? AND revoked = 0 AND expires_at > ?').run(now + idleMs, id, now);
    return this.live(id, now);
  }

  end(id: string): void {
    this.db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?').run(id);
  }

  endAll(userId: string): void {
    this.db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ?').run(userId);
  }
}
