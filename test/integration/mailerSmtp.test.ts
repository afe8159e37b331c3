import { createServer, type AddressInfo } from 'node:net';
import pino from 'pino';
import { passwordResetEmail } from '../../server/mail/accountEmails';
import { createMailer } from '../../server/mail/mailer';
import { firstLink, startSmtpSink, type SmtpSink } from '../support/smtpSink';

// The mailer against a real SMTP server on loopback (the sink the browser tests use too).

const FROM = 'Trellis <no-reply@localhost>';

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

// Long enough that quoted-printable wraps it: the sink must still hand back the link whole.
const RESET_LINK = `https://www.example.org/account/reset?token=${'eyJwIjoicmVzZXQi'.repeat(12)}.c2lnbmF0dXJl`;

function resetMail(to = 'alice@example.org') {
  return passwordResetEmail({ to, firstName: 'Alice', link: RESET_LINK, siteName: 'Example', expiresInMinutes: 60 });
}

describe('createMailer with SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ user: 'mailer', password: 's3cret p@ss' });
  });
  afterAll(() => sink.close());

  it('sends through the SMTP server, logging no link', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM, outboxDir: '/nonexistent', logger });
    const message = resetMail('Alice@Example.org');
    await mailer.send(message);
    mailer.close();
    const mail = await sink.waitForMessage('alice@example.org', 5000);
    expect(mail.recipients).toEqual(['alice@example.org']);
    expect(mail.envelopeFrom).toBe('no-reply@localhost');
    expect(mail.subject).toBe('Reset your Example password');
    expect(mail.text).toContain('Hello Alice,');
    expect(firstLink(mail)).toBe(RESET_LINK);
    expect(JSON.stringify(lines)).not.toContain(RESET_LINK);
    expect(lines).toEqual([expect.objectContaining({ msg: 'email sent' })]);
  });

  it('hands over the messages of several sends to the right recipients, in order', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM, outboxDir: '/nonexistent', logger });
    await mailer.send({ to: 'b@example.org', subject: 'first', text: 'one' });
    await mailer.send({ to: 'c@example.org', subject: 'other', text: 'two' });
    await mailer.send({ to: 'b@example.org', subject: 'second', text: 'three' });
    mailer.close();
    expect((await sink.waitForMessage('b@example.org')).subject).toBe('first');
    expect((await sink.waitForMessage('b@example.org')).subject).toBe('second');
    await expect(sink.waitForMessage('b@example.org', 100)).rejects.toThrow(/No email to b@example.org within 100 ms/);
  });

  it('fails clearly when the SMTP server refuses its credentials', async () => {
    const { logger } = recordingLogger();
    const url = sink.url.replace('s3cret', 'wrong');
    const mailer = createMailer({ smtpUrl: url, from: FROM, outboxDir: '/nonexistent', logger });
    await expect(mailer.send(resetMail())).rejects.toThrow(/^Sending email failed: .*Invalid username or password/);
    mailer.close();
  });

  it('fails clearly when no SMTP server answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { logger } = recordingLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir: '/nonexistent', logger, timeoutMs: 2000 });
    await expect(mailer.send(resetMail())).rejects.toThrow(/^Sending email failed: .*ECONNREFUSED/);
    mailer.close();
  });
});
