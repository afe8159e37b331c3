import { execFile } from 'node:child_process';
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

/** Another site's build: its folder (SITE_DIR) and where its bundles go (DIST_DIR), both from the repository root. */
export interface SiteBuild {
  siteDir: string;
  distDir: string;
}

/**
 * Builds another site's bundles if they are stale, as a site team would (`SITE_DIR=… DIST_DIR=… npm run build`), in
 * a process of its own: webpack's configuration reads both when it loads, once per process.
 */
export function buildSite({ siteDir, distDir }: SiteBuild): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts', 'build.js'), '--if-needed'],
      { cwd: root, env: { ...process.env, SITE_DIR: siteDir, DIST_DIR: distDir }, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => (error ? reject(new Error(`The build of ${siteDir} failed:\n${stderr}`)) : resolve()),
    );
  });
}

/**
 * Builds the production bundles if they are stale and starts `dist/server/main.js` (with its local platform) on
 * loopback, its data in a fresh temporary folder. `env` adds to or overrides the test defaults; `other` builds and
 * starts another site's bundles instead of the demo's.
 */
export async function startBuiltSite(env: Record<string, string> = {}, other?: SiteBuild): Promise<BuiltSite> {
  if (other) {
    await buildSite(other);
  } else {
    const { build } = require(path.join(root, 'scripts', 'build.js')) as { build: (o: { ifNeeded: boolean }) => Promise<void> };
    await build({ ifNeeded: true });
  }
  const distDir = path.resolve(root, other?.distDir ?? 'dist');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-site-data-'));
  const { startSite, loadConfig } = require(path.join(distDir, 'server', 'main.js')) as ServerBundle;
  const siteEnv = {
    ...process.env,
    ...(other ? { STATIC_DIR: path.join(distDir, 'client') } : {}),
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
