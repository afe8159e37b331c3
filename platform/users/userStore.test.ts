import fs from 'node:fs';
import Database from 'better-sqlite3';
import os from 'node:os';
import path from 'node:path';
import type { LoadedUser } from '../pack/model';
import { DuplicateUserError, UserStore } from './userStore';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-users-'));
const seedUser: LoadedUser = {
  id: 'u-ada',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'Orchid-Walk-2026',
  groupIds: ['g-members'],
  status: { suspended: false, locked: false },
};
const fast = { hashCost: { N: 1024, r: 8, p: 1 } };
const MINUTE = 60_000;
const LOCK = { after: 10, forMs: 15 * MINUTE };
const LOCK_AT_3 = { after: 3, forMs: 15 * MINUTE };
const newUser = { username: 'grace', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', password: 'Compiler-Day-1952' };

describe('UserStore', () => {
  let dir: string;
  let store: UserStore;
  beforeEach(async () => {
    dir = tempDir();
    store = await UserStore.open(dir, [seedUser], fast);
  });
  afterEach(() => store.close());

  it('seeds the pack users with hashed passwords that sign in by username or email', async () => {
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK)).toMatchObject({
      outcome: 'signedIn',
      user: { id: 'u-ada', groupIds: ['g-members'] },
    });
    expect(await store.signIn('ADA@example.com', 'Orchid-Walk-2026', LOCK)).toMatchObject({ outcome: 'signedIn', user: { id: 'u-ada' } });
    expect(await store.signIn('ada', 'orchid-walk-2026', LOCK)).toEqual({ outcome: 'refused', reason: 'wrongPassword' });
    expect(await store.signIn('nobody', 'Orchid-Walk-2026', LOCK)).toEqual({ outcome: 'refused', reason: 'unknown' });
    const file = fs.readFileSync(path.join(dir, 'users.sqlite'));
    expect(file.includes(Buffer.from('Orchid-Walk-2026'))).toBe(false);
  });

  it('keeps users in DATA_DIR/users.sqlite in WAL mode, passwords as salted scrypt hashes', async () => {
    await store.create(newUser);
    const db = new Database(path.join(dir, 'users.sqlite'), { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const hashes = (db.prepare('SELECT password_hash AS hash FROM users').all() as { hash: string }[]).map((row) => row.hash);
      expect(hashes).toHaveLength(2);
      for (const hash of hashes) expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]{22}\$[\w-]{43}$/);
      // Salted: the same kind of password never gives the same hash.
      expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(2);
    } finally {
      db.close();
    }
  });

  it('counts sign-ins and locks the account after the configured number of wrong passwords in a row', async () => {
    await store.signIn('ada', 'wrong-1', LOCK_AT_3);
    await store.signIn('ada', 'Orchid-Walk-2026', LOCK_AT_3);
    expect(store.find('ada')).toMatchObject({
      successfulLoginAttempts: 1,
      failedLoginAttempts: 1,
      failedLoginAttemptsSinceLastSuccess: 0,
      locked: false,
    });
    await store.signIn('ada', 'wrong-2', LOCK_AT_3);
    await store.signIn('ada', 'wrong-3', LOCK_AT_3);
    expect(store.find('ada')?.locked).toBe(false);
    await store.signIn('ada', 'wrong-4', LOCK_AT_3);
    expect(store.find('ada')).toMatchObject({ locked: true, failedLoginAttempts: 4, failedLoginAttemptsSinceLastSuccess: 3 });
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK_AT_3)).toEqual({ outcome: 'refused', reason: 'locked' });
    store.applyAction('u-ada', 'unlock');
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK_AT_3)).toMatchObject({ outcome: 'signedIn' });
  });

  it('ends a lock from wrong passwords by itself, after its time, and counts afresh from then', async () => {
    const start = Date.parse('2026-03-01T10:00:00Z');
    const at = (minutes: number) => new Date(start + minutes * MINUTE);
    for (let attempt = 0; attempt < 3; attempt += 1) await store.signIn('ada', `wrong-${attempt}`, LOCK_AT_3, at(0));
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK_AT_3, at(14))).toEqual({ outcome: 'refused', reason: 'locked' });
    // Wrong passwords during the lock do not make it longer.
    await store.signIn('ada', 'wrong-again', LOCK_AT_3, at(14));
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK_AT_3, at(15))).toMatchObject({ outcome: 'signedIn' });
    expect(store.find('ada')).toMatchObject({ locked: false, failedLoginAttemptsSinceLastSuccess: 0 });

    // Locked again, then the lock ends: one more wrong password is the first of a new count, not a new lock.
    for (let attempt = 0; attempt < 3; attempt += 1) await store.signIn('ada', `wrong-${attempt}`, LOCK_AT_3, at(20));
    await store.signIn('ada', 'wrong-after', LOCK_AT_3, at(40));
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK_AT_3, at(40))).toMatchObject({ outcome: 'signedIn' });
  });

  it('does not count wrong passwords further apart than the lock time as in a row', async () => {
    const start = Date.parse('2026-03-01T10:00:00Z');
    for (let attempt = 0; attempt < 6; attempt += 1)
      await store.signIn('ada', `wrong-${attempt}`, LOCK_AT_3, new Date(start + attempt * 16 * MINUTE));
    expect(store.find('ada')).toMatchObject({ locked: false, failedLoginAttemptsSinceLastSuccess: 1, failedLoginAttempts: 6 });
  });

  it('ends a lock from wrong passwords when the password is reset', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await store.signIn('ada', `wrong-${attempt}`, LOCK_AT_3);
    expect(store.find('ada')?.locked).toBe(true);
    await store.setPassword('u-ada', 'A-New-Secret-42');
    expect(store.find('ada')).toMatchObject({ locked: false, failedLoginAttemptsSinceLastSuccess: 0 });
    expect(await store.signIn('ada', 'A-New-Secret-42', LOCK_AT_3)).toMatchObject({ outcome: 'signedIn' });
  });

  it('keeps a lock an administrator set until it is unlocked', async () => {
    store.close();
    store = await UserStore.open(tempDir(), [{ ...seedUser, status: { suspended: false, locked: true } }], fast);
    const later = new Date(Date.now() + 365 * 24 * 60 * MINUTE);
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK, later)).toEqual({ outcome: 'refused', reason: 'locked' });
    store.applyAction('u-ada', 'unlock');
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK, later)).toMatchObject({ outcome: 'signedIn' });
  });

  it('refuses a suspended account even with the right password', async () => {
    store.applyAction('u-ada', 'suspend');
    expect(await store.signIn('ada', 'Orchid-Walk-2026', LOCK)).toEqual({ outcome: 'refused', reason: 'suspended' });
  });

  it('registers users and refuses a taken username or email', async () => {
    const created = await store.create(newUser);
    expect(store.find('Grace')).toMatchObject({ id: created.id, email: 'grace@example.com', suspended: false });
    await expect(store.create({ ...newUser, email: 'other@example.com' })).rejects.toEqual(new DuplicateUserError('username'));
    await expect(store.create({ ...newUser, username: 'grace2', email: 'GRACE@example.com' })).rejects.toEqual(
      new DuplicateUserError('email'),
    );
    // A username may not be another user's email either: lookups by "id, username or email" must stay unambiguous.
    await expect(store.create({ ...newUser, username: 'ada@example.com', email: 'x@example.com' })).rejects.toEqual(
      new DuplicateUserError('username'),
    );
  });

  it('never lets the pack overwrite a user who changed their password', async () => {
    await store.setPassword('u-ada', 'A-New-Secret-42');
    store.close();
    store = await UserStore.open(dir, [seedUser], fast);
    expect((await store.signIn('ada', 'A-New-Secret-42', LOCK)).outcome).toBe('signedIn');
    expect((await store.signIn('ada', 'Orchid-Walk-2026', LOCK)).outcome).toBe('refused');
  });

  it('keeps sessions until they are ended, expire, or the password changes', async () => {
    const now = Date.now();
    const lifetimes = { idleMs: 60_000, maxMs: 120_000 };
    const kept = store.sessions.create('u-ada', now, lifetimes);
    const ended = store.sessions.create('u-ada', now, lifetimes);
    expect(store.sessions.live(kept.id, now)?.userId).toBe('u-ada');
    store.sessions.end(ended.id);
    expect(store.sessions.live(ended.id, now)).toBeNull();
    expect(store.sessions.live(kept.id, now + 60_000)).toBeNull();
    expect(store.sessions.live('made-up', now)).toBeNull();
    await store.setPassword('u-ada', 'A-New-Secret-42');
    expect(store.sessions.live(kept.id, now)).toBeNull();
  });

  it('slides a session on use, never past its absolute end', () => {
    const now = Date.now();
    const session = store.sessions.create('u-ada', now, { idleMs: 60_000, maxMs: 100_000 });
    expect(store.sessions.extend(session.id, now + 50_000, 60_000)?.expiresAt).toBe(now + 100_000);
    expect(store.sessions.live(session.id, now + 99_000)).not.toBeNull();
    expect(store.sessions.live(session.id, now + 100_000)).toBeNull();
    expect(store.sessions.extend(session.id, now + 100_001, 60_000)).toBeNull();
  });

  it('applies user actions; suspending ends the sessions', () => {
    const session = store.sessions.create('u-ada', Date.now(), { idleMs: 60_000, maxMs: 60_000 });
    expect(store.applyAction('u-ada', 'suspend')).toMatchObject({ suspended: true });
    expect(store.sessions.live(session.id, Date.now())).toBeNull();
    expect(store.applyAction('u-ada', 'unsuspend')).toMatchObject({ suspended: false });
    expect(store.applyAction('u-ada', 'forcePasswordReset')).toMatchObject({ forcePasswordReset: true });
  });
});
