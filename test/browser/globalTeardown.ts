import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const site = (globalThis as { __TRELLIS_SITE__?: { close(): Promise<void>; dataDir: string } }).__TRELLIS_SITE__;
  if (!site) return;
  await site.close();
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}
