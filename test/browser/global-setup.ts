import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../support/smtpSink';

type ServerBundle = typeof import('../../server/main');

// Starts the production build of the site (with its local platform on ephemeral ports) once for all browser tests.
export default async function globalSetup(): Promise<void> {
  const root = path.join(__dirname, '..', '..');
  const { build } = require(path.join(root, 'scripts', 'build.js')) as { build: (o: { ifNeeded: boolean }) => Promise<void> };
  await build({ ifNeeded: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-browser-data-'));
  // Account emails go through real SMTP to a sink on loopback; tests read them from its spool folder.
  const mailDir = path.join(dataDir, 'mail');
  fs.mkdirSync(mailDir);
  const sink = await startSmtpSink({ spoolDir: mailDir });
  const { startSite, loadConfig } = require(path.join(root, 'dist', 'server', 'main.js')) as ServerBundle;
  const env = { ...process.env, PORT: '0', PLATFORM_PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', CONTENSIS_URL: '', SMTP_URL: sink.url };
  const site = await startSite(loadConfig(env, root));
  fs.writeFileSync(path.join(os.tmpdir(), 'trellis-browser-site.json'), JSON.stringify({ url: site.url, mailDir }));
  const close = async () => {
    await site.close();
    await sink.close();
  };
  (globalThis as { __TRELLIS_SITE__?: { close(): Promise<void>; dataDir: string } }).__TRELLIS_SITE__ = { close, dataDir };
}
