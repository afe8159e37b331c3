import type Database from 'better-sqlite3';

// The user store's tables. Groups come from the pack (they are configuration); memberships, users and
// sign-in sessions are data, kept here.
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT UNIQUE COLLATE NOCASE,
  first_name TEXT,
  last_name TEXT,
  password_hash TEXT,
  suspended INTEGER NOT NULL DEFAULT 0,
  locked INTEGER NOT NULL DEFAULT 0,
  force_password_reset INTEGER NOT NULL DEFAULT 0,
  password_changed_at TEXT,
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  origin TEXT NOT NULL CHECK (origin IN ('pack', 'registered'))
);
CREATE TABLE IF NOT EXISTS user_groups (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_id TEXT NOT NULL,
  PRIMARY KEY (user_id, group_id)
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
DROP TABLE IF EXISTS refresh_tokens;
`;

/** Columns added to `users` after its first version: a store made before them gains them on open. */
const ADDED_USER_COLUMNS: readonly [name: string, definition: string][] = [
  ['language', 'TEXT'],
  ['timezone', 'TEXT'],
  ['custom_json', 'TEXT'],
  ['failed_login_attempts', 'INTEGER NOT NULL DEFAULT 0'],
  ['failed_since_success', 'INTEGER NOT NULL DEFAULT 0'],
  ['successful_login_attempts', 'INTEGER NOT NULL DEFAULT 0'],
  ['last_login', 'TEXT'],
  ['last_failed_login', 'TEXT'],
  ['locked_until', 'TEXT'],
];

/** Columns added to `sessions` later: the refresh token's generation (rotation) and when it last moved on. */
const ADDED_SESSION_COLUMNS: readonly [name: string, definition: string][] = [
  ['refresh_generation', 'INTEGER NOT NULL DEFAULT 0'],
  ['refresh_rotated_at', 'INTEGER'],
];

function addColumns(db: Database.Database, table: 'users' | 'sessions', columns: readonly [name: string, definition: string][]): void {
  const present = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name));
  for (const [name, definition] of columns) {
    if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
  }
  // A store made before locks had an end may hold wrong-password locks without one: they end now (a lock an
  // administrator set has no failures).
  if (!present.has('locked_until'))
    db.prepare('UPDATE users SET locked_until = ? WHERE locked = 1 AND failed_since_success > 0').run(new Date().toISOString());
}

export function migrate(db: Database.Database): void {
  db.exec(SCHEMA);
  addColumns(db, 'users', ADDED_USER_COLUMNS);
  addColumns(db, 'sessions', ADDED_SESSION_COLUMNS);
}
