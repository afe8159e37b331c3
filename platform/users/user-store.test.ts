import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadedUser } from '../pack/model';
import { DuplicateUserError, UserStore } from './user-store';

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
const newUser = { username: 'grace', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', password: 'Compiler-Day-1952' };

describe('UserStore', () => {
  let dir: string;
  let store: UserStore;
  beforeEach(async () => {
    dir = tempDir();
    store = await UserStore.open(dir, [seedUser]);
  });
  afterEach(() => store.close());

  it('seeds the pack users with hashed passwords that sign in', async () => {
    expect(await store.authenticate('ada', 'Orchid-Walk-2026')).toMatchObject({ id: 'u-ada', groupIds: ['g-members'] });
    expect(await store.authenticate('ADA@example.com', 'Orchid-Walk-2026')).toMatchObject({ id: 'u-ada' });
    expect(await store.authenticate('ada', 'orchid-walk-2026')).toBeNull();
    expect(await store.authenticate('nobody', 'Orchid-Walk-2026')).toBeNull();
    const file = fs.readFileSync(path.join(dir, 'users.sqlite'));
    expect(file.includes(Buffer.from('Orchid-Walk-2026'))).toBe(false);
  });

  it('registers users and refuses a taken username or email', async () => {
    const created = await store.create(newUser);
    expect(store.find('Grace')).toMatchObject({ id: created.id, email: 'grace@example.com', suspended: false });
    await expect(store.create({ ...newUser, email: 'other@example.com' })).rejects.toEqual(new DuplicateUserError('username'));
    await expect(store.create({ ...newUser, username: 'grace2', email: 'GRACE@example.com' })).rejects.toEqual(new DuplicateUserError('email'));
  });

  it('never lets the pack overwrite a user who changed their password', async () => {
    await store.setPassword('u-ada', 'A-New-Secret-42');
    store.close();
    store = await UserStore.open(dir, [seedUser]);
    expect(await store.authenticate('ada', 'A-New-Secret-42')).not.toBeNull();
    expect(await store.authenticate('ada', 'Orchid-Walk-2026')).toBeNull();
  });

  it('revokes refresh tokens on sign-out and on a password change; expired ones fail', async () => {
    const now = Date.now();
    const kept = store.issueRefreshToken('u-ada', now + 60_000);
    const signedOut = store.issueRefreshToken('u-ada', now + 60_000);
    const expired = store.issueRefreshToken('u-ada', now - 1);
    expect(store.refreshTokenUser(kept)?.id).toBe('u-ada');
    store.revokeRefreshToken(signedOut);
    expect(store.refreshTokenUser(signedOut)).toBeNull();
    expect(store.refreshTokenUser(expired)).toBeNull();
    expect(store.refreshTokenUser('made-up')).toBeNull();
    await store.setPassword('u-ada', 'A-New-Secret-42');
    expect(store.refreshTokenUser(kept)).toBeNull();
  });

  it('applies user actions; suspending revokes the refresh tokens', () => {
    const token = store.issueRefreshToken('u-ada', Date.now() + 60_000);
    expect(store.applyAction('u-ada', 'suspend')).toMatchObject({ suspended: true });
    expect(store.refreshTokenUser(token)).toBeNull();
    expect(store.applyAction('u-ada', 'unsuspend')).toMatchObject({ suspended: false });
    expect(store.applyAction('u-ada', 'forcePasswordReset')).toMatchObject({ forcePasswordReset: true });
  });
});

describe('durability', () => {
  it('keeps every acknowledged registration when the process is killed mid-write', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'testing', 'register-forever.ts'), dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const acknowledged: string[] = [];
    await new Promise<void>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        acknowledged.push(...lines.filter(Boolean));
        if (acknowledged.length >= 25) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.once('exit', () => resolve());
      child.once('error', reject);
    });
    await new Promise((resolve) => child.once('close', resolve));
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    const reopened = await UserStore.open(dir);
    try {
      const missing = acknowledged.filter((username) => reopened.find(username) === null);
      expect(missing).toEqual([]);
    } finally {
      reopened.close();
    }
  }, 60_000);
});
