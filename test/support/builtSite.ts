import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type ServerBundle = ReturnType<typeof import('../../server').serveSite>;

export interface BuiltSite {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

const root = path.join(__dirname, '..', '..');

/**
 * Builds the production bundles if they are stale and starts `dist/server/main.js` (with its local platform) on
 * loopback, its data in a fresh temporary folder. `env` adds to or overrides the test defaults.
 */
export async function startBuiltSite(env: Record<string, string> = {}): Promise<BuiltSite> {
  const { build } = require(path.join(root, 'scripts', 'build.js')) as { build: (o: { ifNeeded: boolean }) => Promise<void> };
  await build({ ifNeeded: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-site-data-'));
  const { startSite, loadConfig } = require(path.join(root, 'dist', 'server', 'main.js')) as ServerBundle;
  const siteEnv = {
    ...process.env,
    PORT: '0',
    PLATFORM_PORT: '0',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CONTENSIS_URL: '',
    ...env,
  };
  const site = await startSite(loadConfig(siteEnv, root));
  const close = async () => {
    await site.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: site.url, dataDir, close };
}
