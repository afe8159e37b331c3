import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import pino from 'pino';
import { startPlatform } from '../../../platform';
import { loadConfig, type SiteConfig } from '../../../server/config';
import { createSite } from '../../../server/site';
import type { PageAssets } from '../../../server/render/assets';
import type { Upstream } from '../../../server/upstream';
import type { SiteIdentity } from '../../../server/siteIdentity';
import type { Site } from '../../../src/app';
import { site as demoSite } from '../../../site';

const DEMO_PACK = path.join(__dirname, '..', '..', '..', 'content', 'demo');
export const DEMO_TOKEN = 'trellis-demo-access-token-7f3c9a2e5b8d4f1a';
export const PUBLIC_HOST = 'www.example.test';

/** The demo's website project as PROJECTS gives it with its two languages: English at the root, Welsh under /cy. */
export const BILINGUAL_PROJECT = {
  id: 'website',
  name: 'Millbrook Botanic Garden',
  hostnames: [PUBLIC_HOST],
  publicUri: `http://${PUBLIC_HOST}`,
  primaryLanguage: 'en-GB',
  supportedLanguages: ['en-GB', 'cy'],
};

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A copy of the demo pack that a test may change. */
export function copyDemoPack(): string {
  const dir = tempDir('trellis-pack-');
  fs.cpSync(DEMO_PACK, dir, { recursive: true });
  return dir;
}

function testConfig(env: Record<string, string> = {}): SiteConfig {
  return loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: tempDir('trellis-static-'), ...env }, path.join(__dirname, '..', '..', '..'));
}

/** The site in front of a real local platform (ephemeral port), as `npm start` runs it. */
export async function startTestSite(
  options: {
    contentDir?: string;
    env?: Record<string, string>;
    upstream?: Partial<Upstream>;
    logger?: pino.Logger;
    assets?: PageAssets;
    /** The site served (default: the demo organisation's, site/). */
    site?: Site;
    /** The site's own server routes (serveSite's `routes`). */
    routes?: RequestHandler;
    /** The site's icon and colours (serveSite's `identity`). */
    identity?: SiteIdentity;
  } = {},
) {
  const platform = await startPlatform({ contentDir: options.contentDir ?? DEMO_PACK, dataDir: tempDir('trellis-data-'), port: 0 });
  const config = testConfig(options.env);
  const upstream: Upstream = {
    rootUrl: platform.url,
    accessToken: DEMO_TOKEN,
    clientCredentials: null,
    adminClient: { clientId: 'trellis-demo-client', clientSecret: 'trellis-demo-secret-4c1e8b7a2d9f' },
    // Reached over plain http, as the addresses say (an https address would make the cookies Secure, `__Host-` named).
    projects: config.projects ?? [
      { id: 'website', name: 'Millbrook Botanic Garden', hostnames: [PUBLIC_HOST], publicUri: `http://${PUBLIC_HOST}` },
      { id: 'intranet', name: 'Millbrook staff intranet', hostnames: ['intranet.example.test'], publicUri: 'http://intranet.example.test' },
    ],
    localPlatform: true,
    ...options.upstream,
  };
  const site = options.site ?? demoSite;
  const app = createSite({
    site,
    routes: options.routes,
    identity: options.identity,
    config,
    upstream,
    logger: options.logger ?? pino({ level: 'silent' }),
    assets: options.assets ?? { scripts: ['/static/main.test.js'], styles: ['/static/main.test.css'] },
  });
  return { app, site, platform, config, upstream, close: () => platform.close() };
}

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;

/** What a search or listing page names: the main bundle and the search chunk. */
export const SEARCH_PAGE_ASSETS: PageAssets = {
  scripts: ['/static/main.test.js'],
  styles: ['/static/main.test.css'],
  chunks: { search: ['/static/search.test.js'] },
};

/** One test site for a file's tests: started before them, closed after them; the function returns it. */
export function siteForTests(options: Parameters<typeof startTestSite>[0] = {}): () => TestSite {
  let site: TestSite | null = null;
  beforeAll(async () => {
    site = await startTestSite(options);
  });
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('The test site has not started');
    return site;
  };
}

/** The inline state script of a page, or null. */
export { inlineStateText as inlineStateScript } from '../../../src/app/stateElement';

/** A logger that keeps every line it writes, parsed, for tests that check what was logged. */
export function recordingLogger() {
  const lines: { level: number; msg: string; err?: { stack?: string }; [key: string]: unknown }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/**
 * The configuration of a site in development over a pack that tests change on disk: the platform watches it, and
 * the given caches are kept far longer than a test runs, so only dropping them can show a change.
 */
export function watchedPackConfig(pack: string, longCaches: Record<string, string>): SiteConfig {
  const staticDir = tempDir('trellis-static-');
  fs.writeFileSync(path.join(staticDir, 'manifest.json'), JSON.stringify({ main: { js: ['main.test.js'], css: [] } }));
  return loadConfig(
    {
      NODE_ENV: 'development',
      CONTENT_DIR: pack,
      DATA_DIR: tempDir('trellis-data-'),
      STATIC_DIR: staticDir,
      PORT: '0',
      PLATFORM_PORT: '0',
      LOG_LEVEL: 'silent',
      PROJECTS: JSON.stringify([{ id: 'website', name: 'Millbrook', hostnames: [PUBLIC_HOST], publicUri: `http://${PUBLIC_HOST}` }]),
      ...longCaches,
    },
    path.join(__dirname, '..', '..', '..'),
  );
}
