import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startPlatform, type RunningPlatform } from '../../platform';
import { axeViolations, launchBrowser } from './support/browser';

// The local platform's federated sign-in form in Chromium: accessible, no script, and its strict
// Content-Security-Policy still lets the signed-in visitor be redirected back to the site.

const DEMO_PACK = join(__dirname, '..', '..', 'content', 'demo');
let browser: Browser;
let platform: RunningPlatform;
let site: Server;
let siteUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'trellis-signin-'));

beforeAll(async () => {
  browser = await launchBrowser();
  platform = await startPlatform({ contentDir: DEMO_PACK, dataDir, port: 0, passwordHashCost: { N: 1024, r: 8, p: 1 } });
  // Stands in for the site the visitor came from.
  site = createServer((_req, res) => res.end('back on the site'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await new Promise((resolve) => site?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

function authorizeUrl(): string {
  const query = new URLSearchParams({
    client_id: 'WebsiteAdfsClient',
    response_type: 'id_token',
    scope: 'openid',
    redirect_uri: `${siteUrl}/account/login`,
    state: 'xyz',
    nonce: 'n-1',
  });
  return `${platform.url}/authenticate/authorize?${query}`;
}

it('is accessible, shows an error summary on failure, and redirects back with a securityToken on success', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  await page.goto(authorizeUrl());
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Username or email address').fill('ada');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('link', { name: 'The username or password is incorrect' }).getAttribute('href')).toBe('#username');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Password').fill('Orchid-Walk-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === siteUrl);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/account/login');
  expect(landed.searchParams.get('state')).toBe('xyz');
  // A one-time code (IsAuthenticated takes it once), not the session's classic token.
  expect(landed.searchParams.get('securityToken')).toMatch(/^[\w-]{43}$/);
  expect(policyViolations).toEqual([]);
  await context.close();
}, 30_000);
