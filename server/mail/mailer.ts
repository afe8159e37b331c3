import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes SMTP connections (on shutdown). */
  close(): void;
}

export interface MailerConfig {
  /** `smtp://user:password@host:port` or `smtps://…`; null = write each email to `outboxDir` instead (development). */
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Connect, greeting and idle timeouts of the SMTP connection, so a stuck mail server cannot hold a request. */
  timeoutMs?: number;
}

/** One plain address: a comma, angle bracket or line break could add recipients or headers. */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

export class MailAddressError extends Error {
  override name = 'MailAddressError';
}

function envelope(from: string, message: MailMessage) {
  if (message.to.length > 254 || !ADDRESS.test(message.to)) throw new MailAddressError('The email address cannot receive mail');
  const { to, subject, text, html } = message;
  return { from, to: { name: '', address: to }, subject, text, ...(html === undefined ? {} : { html }) };
}

/**
 * A nodemailer transport made by the first email: most processes never send one, and never load the library.
 */
function onFirstEmail<T extends { close(): void }>(make: (nodemailer: typeof import('nodemailer')) => T) {
  let made: T | null = null;
  return {
    get: (): T => (made ??= make(require('nodemailer') as typeof import('nodemailer'))),
    close: () => made?.close(),
  };
}

function outboxMailer({ from, outboxDir, logger }: MailerConfig): Mailer {
  const composer = onFirstEmail((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }));
  return {
    async send(message) {
      const info = await composer.get().sendMail(envelope(from, message));
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      // Emailed links are credentials (a reset link signs someone in): owner-readable only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The file, never the link: an emailed link is a credential, and logs travel further than the data folder.
      logger.info(
        { to: message.to, subject: message.subject, file },
        'email written to the outbox (SMTP_URL is not set): `npm run outbox` prints its link',
      );
    },
    close() {
      composer.close();
    },
  };
}

function smtpMailer({ smtpUrl, from, logger, timeoutMs = 10_000 }: MailerConfig & { smtpUrl: string }): Mailer {
  const transport = onFirstEmail((nodemailer) =>
    nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }),
  );
  return {
    async send(message) {
      try {
        const info = await transport.get().sendMail(envelope(from, message));
        logger.info({ messageId: info.messageId }, 'email sent');
      } catch (error) {
        if (error instanceof MailAddressError) throw error;
        throw new Error(`Sending email failed: ${(error as Error).message}`, { cause: error });
      }
    },
    close() {
      transport.close();
    },
  };
}

/** Sends through SMTP when `smtpUrl` is set; otherwise keeps every email as an `.eml` file in the outbox. */
export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }) : outboxMailer(config);
}
