import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { UserActionType } from '../../contract';
import type { LoadedUser } from '../pack/model';
import { DEFAULT_COST, hashPassword, verifyPassword, type HashCost } from './passwordHash';
import { migrate } from './schema';
import { Sessions } from './sessions';
import { isLocked, rowToUser, type StoredUser, type UserRow } from './userRow';

export type { StoredUser } from './userRow';

export interface NewUser extends Pick<StoredUser, 'username' | 'email' | 'firstName' | 'lastName'> {
  id?: string;
  password: string;
  language?: string | null;
  timezone?: string | null;
  custom?: Record<string, unknown>;
  groupIds?: string[];
  suspended?: boolean;
  forcePasswordReset?: boolean;
}

export interface UserStoreOptions {
  /** scrypt cost of new hashes (tests lower it); existing hashes keep theirs. */
  hashCost?: HashCost;
}

export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email' | 'id') {
    super(`A user with this ${field} already exists`);
    this.name = 'DuplicateUserError';
  }
}

/**
 * When wrong passwords lock an account: at `after` failures in a row, for `forMs`. The lock ends by itself (so
 * strangers typing wrong passwords cannot keep an account shut until an administrator acts), or earlier on `unlock`
 * or a new password. A lock an administrator sets (a user created locked) has no end.
 */
export interface LockPolicy {
  after: number;
  forMs: number;
}

/** What a sign-in with a password came to. Callers must answer `unknown` and `wrongPassword` alike. */
export type SignInResult =
  { outcome: 'signedIn'; user: StoredUser } | { outcome: 'refused'; reason: 'unknown' | 'wrongPassword' | 'suspended' | 'locked' };

/**
 * The platform's durable user store: SQLite (better-sqlite3) in WAL mode with full synchronous commits, so a
 * write that was acknowledged survives the process being killed. Seeded from the pack's users once; users who
 * registered or changed their password since are never overwritten by the pack.
 */
export class UserStore {
  private readonly db: Database.Database;
  private readonly cost: HashCost;
  readonly sessions: Sessions;
  // Prepared once: these run on every request that carries a user's token or session cookie.
  private readonly byId: Database.Statement<[string], UserRow>;
  private readonly groupsOf: Database.Statement<[string], { group_id: string }>;

  private constructor(file: string, options: UserStoreOptions) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    this.cost = options.hashCost ?? DEFAULT_COST;
    this.sessions = new Sessions(this.db);
    this.byId = this.db.prepare('SELECT * FROM users WHERE id = ? COLLATE NOCASE');
    this.groupsOf = this.db.prepare('SELECT group_id FROM user_groups WHERE user_id = ? ORDER BY group_id');
  }

  static async open(dataDir: string, packUsers: readonly LoadedUser[] = [], options: UserStoreOptions = {}): Promise<UserStore> {
    fs.mkdirSync(dataDir, { recursive: true });
    const store = new UserStore(path.join(dataDir, 'users.sqlite'), options);
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
      const hash = user.password ? await hashPassword(user.password, this.cost) : null;
      this.insert(
        { ...user, email: user.email ?? null, firstName: user.firstName ?? null, lastName: user.lastName ?? null },
        hash,
        'pack',
        user.status,
      );
    }
  }

  private insert(
    user: Omit<NewUser, 'password' | 'suspended'>,
    hash: string | null,
    origin: 'pack' | 'registered',
    status: { suspended?: boolean; locked?: boolean } = {},
  ): StoredUser {
    const now = new Date().toISOString();
    const id = user.id ?? randomUUID();
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO users (id, username, email, first_name, last_name, language, timezone, custom_json, password_hash,
             suspended, locked, force_password_reset, created_at, modified_at, origin)
           VALUES (@id, @username, @email, @firstName, @lastName, @language, @timezone, @custom, @hash,
             @suspended, @locked, @forcePasswordReset, @now, @now, @origin)`,
        )
        .run({
          id,
          username: user.username,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          language: user.language ?? null,
          timezone: user.timezone ?? null,
          custom: user.custom && Object.keys(user.custom).length > 0 ? JSON.stringify(user.custom) : null,
          hash,
          suspended: status.suspended ? 1 : 0,
          locked: status.locked ? 1 : 0,
          forcePasswordReset: user.forcePasswordReset ? 1 : 0,
          now,
          origin,
        });
      const member = this.db.prepare('INSERT OR IGNORE INTO user_groups (user_id, group_id) VALUES (?, ?)');
      for (const groupId of user.groupIds ?? []) member.run(id, groupId);
    })();
    return this.getById(id)!;
  }

  /** Registers a user. Throws DuplicateUserError when the id, username or email is taken (by any of the three). */
  async create(user: NewUser): Promise<StoredUser> {
    const hash = await hashPassword(user.password, this.cost);
    if (user.id && this.findRow(user.id)) throw new DuplicateUserError('id');
    if (this.findRow(user.username)) throw new DuplicateUserError('username');
    if (user.email && this.findRow(user.email)) throw new DuplicateUserError('email');
    try {
      return this.insert(user, hash, 'registered', { suspended: user.suspended });
    } catch (error) {
      // Two registrations racing for one name: the database's unique index decides.
      if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) throw new DuplicateUserError('email');
      if (error instanceof Error && /UNIQUE constraint failed: users\.username/.test(error.message))
        throw new DuplicateUserError('username');
      throw error;
    }
  }

  private findRow(idOrNameOrEmail: string): UserRow | undefined {
    return this.db
      .prepare('SELECT * FROM users WHERE id = @key COLLATE NOCASE OR username = @key OR email = @key LIMIT 1')
      .get({ key: idOrNameOrEmail }) as UserRow | undefined;
  }

  private toUser(row: UserRow): StoredUser {
    return rowToUser(
      row,
      this.groupsOf.all(row.id).map((membership) => membership.group_id),
    );
  }

  getById(id: string): StoredUser | null {
    const row = this.byId.get(id);
    return row ? this.toUser(row) : null;
  }

  /** By id, username or email (case-insensitive), as the security API looks users up. */
  find(idOrNameOrEmail: string): StoredUser | null {
    const row = this.findRow(idOrNameOrEmail);
    return row ? this.toUser(row) : null;
  }

  /**
   * Checks a username (or email) and password and counts the attempt: a wrong password adds a failed attempt
   * and locks the account for `lock.forMs` at `lock.after` failures in a row; a right one resets that count. A
   * suspended or locked account is refused even with the right password. The same time is spent whether or not the
   * user exists.
   */
  async signIn(login: string, password: string, lock: LockPolicy, now: Date = new Date()): Promise<SignInResult> {
    const found = this.findRow(login);
    const matches = await verifyPassword(password, found?.password_hash ?? null, this.cost);
    // Read again: the account may have changed while the hash was being computed.
    const row = found ? this.findRow(found.id) : undefined;
    if (!row) {
      // A committed write, as a wrong password costs: the time taken does not tell whether the account exists.
      this.db
        .prepare(
          `INSERT INTO meta (key, value) VALUES ('unknown_sign_ins', '1') ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`,
        )
        .run();
      return { outcome: 'refused', reason: 'unknown' };
    }
    if (!matches) {
      this.recordFailedLogin(row.id, lock, now);
      return { outcome: 'refused', reason: 'wrongPassword' };
    }
    if (row.suspended === 1) return { outcome: 'refused', reason: 'suspended' };
    if (isLocked(row, now)) return { outcome: 'refused', reason: 'locked' };
    this.db
      .prepare(
        'UPDATE users SET successful_login_attempts = successful_login_attempts + 1, failed_since_success = 0, locked = 0, locked_until = NULL, last_login = ? WHERE id = ?',
      )
      .run(now.toISOString(), row.id);
    return { outcome: 'signedIn', user: this.getById(row.id)! };
  }

  /** True when the password is the user's; a wrong one counts as a failed sign-in (see signIn). */
  async checkPassword(userId: string, password: string, lock: LockPolicy, now: Date = new Date()): Promise<boolean> {
    const row = this.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(userId) as { password_hash: string | null } | undefined;
    const matches = await verifyPassword(password, row?.password_hash ?? null, this.cost);
    if (row && !matches) this.recordFailedLogin(userId, lock, now);
    return row !== undefined && matches;
  }

  /**
   * A lock that has ended starts the count afresh, and so does a failure more than `lock.forMs` after the one before
   * (slow guessing never adds up to a lock); failures during a lock do not lengthen it.
   */
  private recordFailedLogin(userId: string, lock: LockPolicy, now: Date): void {
    this.db.transaction(() => {
      const row = this.byId.get(userId);
      if (!row) return;
      const active = isLocked(row, now);
      const apart = row.last_failed_login !== null && now.getTime() - Date.parse(row.last_failed_login) > lock.forMs;
      const inARow = ((row.locked === 1 && !active) || apart ? 0 : row.failed_since_success) + 1;
      const locksNow = !active && inARow >= lock.after;
      this.db
        .prepare(
          `UPDATE users SET failed_login_attempts = failed_login_attempts + 1, failed_since_success = @inARow, last_failed_login = @now,
             locked = @locked, locked_until = @lockedUntil WHERE id = @userId`,
        )
        .run({
          inARow,
          now: now.toISOString(),
          locked: active || locksNow ? 1 : 0,
          lockedUntil: locksNow ? new Date(now.getTime() + lock.forMs).toISOString() : active ? row.locked_until : null,
          userId,
        });
    })();
  }

  /** Changes a user's names or custom data (the security API's PATCH); a field left out keeps its value. */
  update(
    userId: string,
    changes: { firstName?: string | null; lastName?: string | null; custom?: Record<string, unknown> },
  ): StoredUser | null {
    const values: Record<string, string | null> = {};
    if (changes.firstName !== undefined) values.first_name = changes.firstName;
    if (changes.lastName !== undefined) values.last_name = changes.lastName;
    if (changes.custom !== undefined) values.custom_json = Object.keys(changes.custom).length > 0 ? JSON.stringify(changes.custom) : null;
    const columns = Object.keys(values);
    if (columns.length > 0) {
      const sets = columns.map((column) => `${column} = @${column}`).join(', ');
      this.db
        .prepare(`UPDATE users SET ${sets}, modified_at = @now WHERE id = @userId`)
        .run({ ...values, now: new Date().toISOString(), userId });
    }
    return this.getById(userId);
  }

  /** Sets a new password; every session of the user ends. */
  async setPassword(userId: string, password: string): Promise<void> {
    const hash = await hashPassword(password, this.cost);
    const now = new Date().toISOString();
    this.db.transaction(() => {
      this.db
        // A new password (the owner's emailed reset) also ends a lock from wrong passwords.
        .prepare(
          'UPDATE users SET password_hash = ?, password_changed_at = ?, modified_at = ?, force_password_reset = 0, locked = 0, locked_until = NULL, failed_since_success = 0 WHERE id = ?',
        )
        .run(hash, now, now, userId);
      this.sessions.endAll(userId);
    })();
  }

  /**
   * The security API's user actions. Suspending ends the user's sessions; unlocking also clears the count of
   * failed attempts. `setPasswordToExpirable` is accepted and changes nothing: the platform does not expire passwords.
   */
  applyAction(userId: string, action: UserActionType): StoredUser | null {
    const changes: Record<UserActionType, string> = {
      suspend: 'suspended = 1',
      unsuspend: 'suspended = 0',
      unlock: 'locked = 0, locked_until = NULL, failed_since_success = 0',
      forcePasswordReset: 'force_password_reset = 1',
      setPasswordToExpirable: 'force_password_reset = force_password_reset',
    };
    this.db.transaction(() => {
      this.db.prepare(`UPDATE users SET ${changes[action]}, modified_at = ? WHERE id = ?`).run(new Date().toISOString(), userId);
      if (action === 'suspend') this.sessions.endAll(userId);
    })();
    return this.getById(userId);
  }
}
