// `npm run outbox`: how a developer without a mail client follows an emailed link, since the server logs only
// the file it wrote (never the link, which is a credential).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { passwordResetEmail } from '../../server/mail/accountEmails';
import { createMailer } from '../../server/mail/mailer';

const script = join(__dirname, '..', '..', 'scripts', 'outbox.js');
const run = (outboxDir: string, ...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], { env: { ...process.env, MAIL_OUTBOX_DIR: outboxDir }, encoding: 'utf8' });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-script-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('prints the newest email with its link, whole, however the file wraps it', async () => {
  const mailer = createMailer({ smtpUrl: null, from: 'Trellis <no-reply@localhost>', outboxDir: dir, logger: pino({ level: 'silent' }) });
  const older = 'https://www.example.org/account/reset-password?token=older';
  const newest = `https://www.example.org/account/reset-password?token=${'a1b2c3'.repeat(30)}`;
  await mailer.send(passwordResetEmail({ to: 'old@example.org', link: older, siteName: 'Example', expiresInMinutes: 60 }));
  await new Promise((resolve) => setTimeout(resolve, 5));
  await mailer.send(passwordResetEmail({ to: 'ada@example.org', link: newest, siteName: 'Example', expiresInMinutes: 60 }));
  const printed = run(dir);
  expect(printed).toContain('to ada@example.org');
  expect(printed).toContain(`  ${newest}\n`);
  expect(printed).not.toContain(older);
  expect(run(dir, '2')).toContain(older);
});

it('says when there is no email yet', () => {
  expect(run(join(dir, 'missing'))).toMatch(/^No email in .*missing yet\.\n$/);
});
