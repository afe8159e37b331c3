import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it receives, for tests of whatever sends email (the mailer's
 * unit tests, and browser tests that follow the link of a reset or verification email). Plain SMTP without STARTTLS;
 * with `user`/`password` it demands AUTH, like a real relay.
 */

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lowercased. */
  recipients: string[];
  envelopeFrom: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Map<string, unknown>;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** `smtp://[user:password@]127.0.0.1:port`, ready for SMTP_URL. */
  url: string;
  /** Everything received so far, oldest first. */
  messages: ReceivedMail[];
  /** The oldest message to `to` not yet returned by an earlier call; waits for one to arrive. */
  waitForMessage(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  user?: string;
  password?: string;
  /** Also write each message as JSON into this folder (for tests in another process than the sink). */
  spoolDir?: string;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((object) => object.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

async function parseMail(raw: Buffer, recipients: string[], envelopeFrom: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    recipients,
    envelopeFrom,
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers: parsed.headers,
    raw: raw.toString('utf8'),
  };
}

/** The first http(s) link of a message: from the HTML part's first `href`, else the first URL in the text. */
export function firstLink(mail: Pick<ReceivedMail, 'html' | 'text'>): string | null {
  const href = mail.html ? /href="(https?:\/\/[^"]+)"/i.exec(mail.html) : null;
  if (href) return href[1].replace(/&amp;/g, '&');
  return /https?:\/\/[^\s<>"]+/i.exec(mail.text)?.[0] ?? null;
}

export async function startSmtpSink({ user, password, spoolDir }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const needsAuth = user !== undefined;

  const server = new SMTPServer({
    logger: false,
    disabledCommands: needsAuth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !needsAuth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        parseMail(Buffer.concat(chunks), recipients, sender).then(
          (mail) => {
            messages.push(mail);
            if (spoolDir) {
              const { recipients: to, subject, text, html } = mail;
              fs.writeFileSync(
                path.join(spoolDir, `${String(messages.length).padStart(5, '0')}.json`),
                JSON.stringify({ recipients: to, subject, text, html }),
              );
            }
            for (const wake of [...waiters]) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = needsAuth ? `${encodeURIComponent(user)}:${encodeURIComponent(password ?? '')}@` : '';

  function take(to: string): ReceivedMail | undefined {
    const mail = messages.find((candidate) => !taken.has(candidate) && candidate.recipients.includes(to.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  }

  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    waitForMessage(to, timeoutMs = 5000) {
      const ready = take(to);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = take(to);
          if (!mail) return;
          finish();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`No email to ${to} within ${timeoutMs} ms (received ${messages.length} in all)`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
