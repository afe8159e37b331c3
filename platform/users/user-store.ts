import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { UserActionType } from '../../contract';
import type { LoadedUser } from '../pack/model';
import { hashPassword, verifyPassword } from './password-hash';
import { SCHEMA } from './schema';

export interface StoredUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Direct group ids (inheritance is the pack's to expand). */
  groupIds: string[];
  suspended: boolean;
  locked: boolean;
  forcePasswordReset: boolean;
  passwordChangedAt: string | null;
  created: string;
  modified: string;
}

export interface NewUser {
  id?: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  password: string;
  groupIds?: string[];
  suspended?: boolean;
}

export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email' | 'id') {
    super(`A user with this ${field} already exists`);
    this.name = 'DuplicateUserError';
  }
}

interface UserRow {
  id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  suspended: number;
  locked: number;
  force_password_reset: number;
  password_changed_at: string | null;
  created_at: string;
  modified_at: string;
}

const REFRESH_TOKEN_BYTES = 32;

/** Refresh tokens are stored hashed: a copy of the store gives nobody a working token. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The platform's durable user store: SQLite (better-sqlite3) in WAL mode with full synchronous commits, so a
 * write that was acknowledged survives the process being killed. Seeded from the pack's users once; users who
 * registered or changed their password since are never overwritten by the pack.
 */
export class UserStore {
  private readonly db: Database.Database;

  private constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
  }

  static async open(dataDir: string, packUsers: readonly LoadedUser[] = []): Promise<UserStore> {
    fs.mkdirSync(dataDir, { recursive: true });
    const store = new UserStore(path.join(dataDir, 'users.sqlite'));
    await store.seed(packUsers);
    return store;
  }

  close(): void {
    this.db.close();
  }

  /** Adds the pack's users that the store does not hold yet (by id, username or email); never overwrites. */
  private async seed(packUsers: readonly LoadedUser[]): Promise<void> {
    for (const user of packUsers) {
      if (this.findRow(user.id) || this.findRow(user.username) || (user.email && this.findRow(user.email))) continue;
      const hash = user.password ? await hashPassword(user.password) : null;
      this.insert({ ...user, email: user.email ?? null, firstName: user.firstName ?? null, lastName: user.lastName ?? null }, hash, 'pack', user.status);
    }
  }

  private insert(
    user: Omit<NewUser, 'password' | 'suspended'> & { id?: string },
    hash: string | null,
    origin: 'pack' | 'registered',
    status: { suspended?: boolean; locked?: boolean } = {},
  ): StoredUser {
    const now = new Date().toISOString();
    const id = user.id ?? randomUUID();
    const write = this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO users (id, username, email, first_name, last_name, password_hash, suspended, locked, created_at, modified_at, origin)
           VALUES (@id, @username, @email, @firstName, @lastName, @hash, @suspended, @locked, @now, @now, @origin)`,
        )
        .run({
          id,
          username: user.username,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          hash,
          suspended: status.suspended ? 1 : 0,
          locked: status.locked ? 1 : 0,
          now,
          origin,
        });
      const member = this.db.prepare('INSERT OR IGNORE INTO user_groups (user_id, group_id) VALUES (?, ?)');
      for (const groupId of user.groupIds ?? []) member.run(id, groupId);
    });
    write();
    return this.getById(id)!;
  }

  /** Registers a user. Throws DuplicateUserError when the id, username or email is taken. */
  async create(user: NewUser): Promise<StoredUser> {
    const hash = await hashPassword(user.password);
    if (user.id && this.findRow(user.id)) throw new DuplicateUserError('id');
    if (this.findRow(user.username)) throw new DuplicateUserError('username');
    if (user.email && this.findRow(user.email)) throw new DuplicateUserError('email');
    try {
      return this.insert(user, hash, 'registered', { suspended: user.suspended });
    } catch (error) {
      // Two registrations racing for one name: the database's unique index decides.
      if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) throw new DuplicateUserError('email');
      if (error instanceof Error && /UNIQUE constraint failed: users\.username/.test(error.message)) throw new DuplicateUserError('username');
      throw error;
    }
  }

  private findRow(idOrNameOrEmail: string): UserRow | undefined {
    return this.db
      .prepare('SELECT * FROM users WHERE id = @key COLLATE NOCASE OR username = @key OR email = @key LIMIT 1')
      .get({ key: idOrNameOrEmail }) as UserRow | undefined;
  }

  private toUser(row: UserRow): StoredUser {
    const groupIds = (this.db.prepare('SELECT group_id FROM user_groups WHERE user_id = ? ORDER BY group_id').all(row.id) as { group_id: string }[]).map(
      (membership) => membership.group_id,
    );
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      groupIds,
      suspended: row.suspended === 1,
      locked: row.locked === 1,
      forcePasswordReset: row.force_password_reset === 1,
      passwordChangedAt: row.password_changed_at,
      created: row.created_at,
      modified: row.modified_at,
    };
  }

  getById(id: string): StoredUser | null {
    const row = this.db.prepare('SELECT * FROM users WHERE id = ? COLLATE NOCASE').get(id) as UserRow | undefined;
    return row ? this.toUser(row) : null;
  }

  /** By id, username or email (case-insensitive), as the security API looks users up. */
  find(idOrNameOrEmail: string): StoredUser | null {
    const row = this.findRow(idOrNameOrEmail);
    return row ? this.toUser(row) : null;
  }

  /** The user when the password matches; null otherwise (same time taken whether or not the user exists). */
  async authenticate(usernameOrEmail: string, password: string): Promise<StoredUser | null> {
    const row = this.findRow(usernameOrEmail);
    const matches = await verifyPassword(password, row?.password_hash ?? null);
    return row && matches ? this.toUser(row) : null;
  }

  /** Sets a new password; every refresh token of the user stops working. */
  async setPassword(userId: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    const now = new Date().toISOString();
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE users SET password_hash = ?, password_changed_at = ?, modified_at = ?, force_password_reset = 0 WHERE id = ?')
        .run(hash, now, now, userId);
      this.db.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE user_id = ?').run(userId);
    })();
  }

  /** The security API's user actions. */
  applyAction(userId: string, action: UserActionType): StoredUser | null {
    const changes: Record<UserActionType, string> = {
      suspend: 'suspended = 1',
      unsuspend: 'suspended = 0',
      unlock: 'locked = 0',
      forcePasswordReset: 'force_password_reset = 1',
      setPasswordToExpirable: 'force_password_reset = force_password_reset',
    };
    this.db.prepare(`UPDATE users SET ${changes[action]}, modified_at = ? WHERE id = ?`).run(new Date().toISOString(), userId);
    if (action === 'suspend') this.revokeRefreshTokens(userId);
    return this.getById(userId);
  }

  /** A new refresh token for the user, valid until `expiresAt` (ms since the epoch). */
  issueRefreshToken(userId: string, expiresAt: number): string {
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    this.db.prepare('INSERT INTO refresh_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(tokenHash(token), userId, expiresAt);
    return token;
  }

  /** The user a live refresh token belongs to; null when unknown, revoked or expired. */
  refreshTokenUser(token: string, now = Date.now()): StoredUser | null {
    const row = this.db
      .prepare('SELECT user_id FROM refresh_tokens WHERE token_hash = ? AND revoked = 0 AND expires_at > ?')
      .get(tokenHash(token), now) as { user_id: string } | undefined;
    return row ? this.getById(row.user_id) : null;
  }

  revokeRefreshToken(token: string): void {
    this.db.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE token_hash = ?').run(tokenHash(token));
  }

  revokeRefreshTokens(userId: string): void {
    this.db.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE user_id = ?').run(userId);
  }
}
