import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { passwordResetEmail } from './accountEmails';
import { createMailer, MailAddressError, type MailerConfig } from './mailer';

const FROM = 'Trellis <no-reply@localhost>';

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

const RESET_LINK = `https://www.example.org/account/reset?token=${'eyJwIjoicmVzZXQi'.repeat(12)}.c2lnbmF0dXJl`;

function resetMail(to = 'alice@example.org') {
  return passwordResetEmail({ to, firstName: 'Alice', link: RESET_LINK, siteName: 'Example', expiresInMinutes: 60 });
}

describe('createMailer without SMTP_URL (outbox)', () => {
  let outboxDir: string;
  beforeEach(() => {
    outboxDir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
  });
  afterEach(() => rmSync(join(outboxDir, '..'), { recursive: true, force: true }));

  function outbox() {
    const { logger, lines } = recordingLogger();
    const config: MailerConfig = { smtpUrl: null, from: FROM, outboxDir, logger };
    return { mailer: createMailer(config), lines };
  }

  it('writes each email as an .eml file only its owner can read, and logs the file, never its link', async () => {
    const { mailer, lines } = outbox();
    const message = resetMail();
    const link = RESET_LINK;
    await mailer.send(message);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(statSync(join(outboxDir, files[0])).mode & 0o777).toBe(0o600);
    const parsed = await simpleParser(readFileSync(join(outboxDir, files[0])));
    expect(parsed.from?.value).toEqual([{ name: 'Trellis', address: 'no-reply@localhost' }]);
    expect(parsed.subject).toBe('Reset your Example password');
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
    expect(lines).toEqual([expect.objectContaining({ level: 30, to: 'alice@example.org', file: join(outboxDir, files[0]) })]);
    expect(JSON.stringify(lines)).not.toContain('token=');
  });

  it('keeps one file per email', async () => {
    const { mailer } = outbox();
    await mailer.send(resetMail('a@example.org'));
    await mailer.send(resetMail('b@example.org'));
    expect(readdirSync(outboxDir)).toHaveLength(2);
  });

  it.each([
    'alice@example.org, mallory@evil.example',
    'alice@example.org\r\nBcc: mallory@evil.example',
    'Alice <alice@example.org>',
    'not an address',
    '',
    `${'a'.repeat(250)}@example.org`,
  ])('refuses the recipient %p and writes nothing', async (to) => {
    const { mailer } = outbox();
    await expect(mailer.send({ ...resetMail(), to })).rejects.toThrow(MailAddressError);
    expect(() => readdirSync(outboxDir)).toThrow();
  });

  it('cannot be made to add headers through the subject', async () => {
    const { mailer } = outbox();
    await mailer.send({ to: 'alice@example.org', subject: 'Hi\r\nBcc: mallory@evil.example', text: 'x' });
    const raw = readFileSync(join(outboxDir, readdirSync(outboxDir)[0]), 'utf8');
    expect(raw).not.toMatch(/^Bcc:/im);
  });
});
