import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltSite } from '../support/builtSite';
import { startSmtpSink } from '../support/smtpSink';
import { SITE_FILE } from './support/browser';

// Starts the production build of the site (with its local platform on ephemeral ports) once for all browser tests.
export default async function globalSetup(): Promise<void> {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-browser-mail-'));
  // Account emails go through real SMTP to a sink on loopback; tests read them from its spool folder.
  const sink = await startSmtpSink({ spoolDir: mailDir });
  const site = await startBuiltSite({ SMTP_URL: sink.url });
  fs.mkdirSync(path.dirname(SITE_FILE), { recursive: true });
  fs.writeFileSync(SITE_FILE, JSON.stringify({ url: site.url, mailDir }));
  const close = async () => {
    await site.close();
    await sink.close();
  };
  (globalThis as { __TRELLIS_SITE__?: { close(): Promise<void>; dataDir: string } }).__TRELLIS_SITE__ = { close, dataDir: mailDir };
}
