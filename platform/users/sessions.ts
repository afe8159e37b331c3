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
  /** Which refresh token of the session is current: each refresh replaces it with the next. */
  refreshGeneration: number;
  /** When the current refresh token replaced the one before it (ms since the epoch); null before the first refresh. */
  refreshRotatedAt: number | null;
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
  refresh_generation: number;
  refresh_rotated_at: number | null;
}

const SESSION_ID_BYTES = 32;

const toSession = (row: SessionRow): StoredSession => ({
  id: row.id,
  userId: row.user_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  endsAt: row.ends_at,
  refreshGeneration: row.refresh_generation,
  refreshRotatedAt: row.refresh_rotated_at,
});

/**
 * Sessions of the user store. The table holds session ids only; the tokens handed out are derived from the id
 * with the platform's signing key (auth/sessionTokens.ts), so the store alone gives nobody a working token,
 * and ending a session ends every token of it at once.
 */
export class Sessions {
  // Prepared once: `live` runs on every request that carries a user's token or session cookie.
  private readonly liveStatement: Database.Statement<[string, number], SessionRow>;

  constructor(private readonly db: Database.Database) {
    this.liveStatement = db.prepare(
      'SELECT id, user_id, created_at, expires_at, ends_at, refresh_generation, refresh_rotated_at FROM sessions WHERE id = ? AND revoked = 0 AND expires_at > ?',
    );
  }

  create(userId: string, now: number, lifetimes: SessionLifetimes): StoredSession {
    const endsAt = now + lifetimes.maxMs;
    const row: SessionRow = {
      id: randomBytes(SESSION_ID_BYTES).toString('base64url'),
      user_id: userId,
      created_at: now,
      expires_at: Math.min(now + lifetimes.idleMs, endsAt),
      ends_at: endsAt,
      refresh_generation: 0,
      refresh_rotated_at: null,
    };
    this.db
      .prepare(
        'INSERT INTO sessions (id, user_id, created_at, expires_at, ends_at) VALUES (@id, @user_id, @created_at, @expires_at, @ends_at)',
      )
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
    this.db
      .prepare('UPDATE sessions SET expires_at = MIN(?, ends_at) WHERE id = ? AND revoked = 0 AND expires_at > ?')
      .run(now + idleMs, id, now);
    return this.live(id, now);
  }

  /**
   * Replaces the refresh token of generation `from` by the next one and slides the session's end, in one
   * statement: of two refreshes with the same token, exactly one moves the generation on. Null when the session is
   * not live or its generation has already moved on.
   */
  rotateRefresh(id: string, from: number, now: number, idleMs: number): StoredSession | null {
    const { changes } = this.db
      .prepare(
        'UPDATE sessions SET refresh_generation = refresh_generation + 1, refresh_rotated_at = ?, expires_at = MIN(?, ends_at) WHERE id = ? AND revoked = 0 AND expires_at > ? AND refresh_generation = ?',
      )
      .run(now, now + idleMs, id, now, from);
    return changes === 1 ? this.live(id, now) : null;
  }

  end(id: string): void {
    this.db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?').run(id);
  }

  endAll(userId: string): void {
    this.db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ?').run(userId);
  }
}
