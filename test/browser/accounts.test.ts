import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  launchBrowser,
  markWindow,
  openPage,
  stillSameDocument,
  visit,
  waitForHeading,
  waitForHydration,
  siteUrl,
  waitForMail,
} from './support/browser';

jest.setTimeout(90_000);

// A visitor's whole account life in Chromium, with the emails read from a real SMTP sink on loopback.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page, where: string) {
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function signIn(page: Page, username: string, password: string) {
  await fill(page, { 'Email address or user name': username, Password: password });
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('a visitor account, end to end', () => {
  const email = `visitor-${Date.now()}@example.org`;
  const first = 'sturdy oak lantern';
  const second = 'river stone compass';

  it('registers, confirms by email, signs in, meets restricted pages, changes and resets the password', async () => {
    const { page, errors } = await visit(browser, '/account/registration');
    await expectAccessible(page, 'registration');

    // Refused input: the summary takes focus, links to the field, the input stays.
    await fill(page, { 'First name': 'Nova', 'Email address': 'not-an-address', Password: 'short' });
    await page.getByRole('button', { name: 'Create account' }).click();
    const summary = page.locator('.error-summary');
    await page.waitForFunction(() => document.activeElement?.classList.contains('error-summary'));
    expect(await summary.locator('a').allTextContents()).toEqual([
      'Enter an email address like name@example.com',
      'Password must be at least 8 characters',
    ]);
    expect(await page.getByLabel('First name').inputValue()).toBe('Nova');
    await expectAccessible(page, 'registration with errors');

    await fill(page, { 'Email address': email, Password: first });
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForHeading(page, /Check your email/);
    await expectAccessible(page, 'registration sent');

    const confirmation = await waitForMail(email, /Confirm/);
    await page.goto(new URL(confirmation.link).pathname + new URL(confirmation.link).search);
    await waitForHydration(page);
    // The link opens the page that sets the password the account opens with.
    await waitForHeading(page, /Confirm your email address/);
    await expectAccessible(page, 'confirmation');
    await fill(page, { Password: first });
    await page.getByRole('button', { name: 'Confirm and set password' }).click();
    await waitForHeading(page, /Your email address is confirmed/);
    await expectAccessible(page, 'address confirmed');
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await waitForHeading(page, /Sign in/);

    // Wrong password first: a focused summary, the name kept.
    await signIn(page, email, 'not my password');
    await page.waitForFunction(() => document.activeElement?.classList.contains('error-summary'));
    expect(await page.getByLabel('Email address or user name', { exact: true }).inputValue()).toBe(email);
    await expectAccessible(page, 'sign-in refused');

    await signIn(page, email, first);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-status', { hasText: 'Nova' }).waitFor();
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/ContensisSecurityBearerToken|RefreshToken|ContensisCMSUserName/);

    await page.goto('/members');
    await waitForHydration(page);
    await waitForHeading(page, /Members/);
    await page.goto('/about/staff-handbook');
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/account/access-denied');
    await waitForHeading(page, /You do not have access/);
    await expectAccessible(page, 'access denied');

    await page.goto('/account/change-password');
    await waitForHydration(page);
    await expectAccessible(page, 'change password');
    await fill(page, { 'Current password': 'wrong current one', 'New password': second });
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('.error-summary', { hasText: 'current password is not right' }).waitFor();
    await expectAccessible(page, 'change password refused');
    await fill(page, { 'Current password': first });
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('.notice', { hasText: 'Your password has been changed' }).waitFor();
    await expectAccessible(page, 'password changed');

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    await page.locator('.account-status', { hasText: 'Sign in' }).waitFor();

    await page.goto('/account/forgot-password');
    await waitForHydration(page);
    await expectAccessible(page, 'forgot password');
    await fill(page, { 'Email address': email });
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.locator('.notice', { hasText: 'If an account uses that email address' }).waitFor();
    await expectAccessible(page, 'reset link sent');
    const reset = await waitForMail(email, /Reset/);
    await page.goto(new URL(reset.link).pathname + new URL(reset.link).search);
    await waitForHydration(page);
    await expectAccessible(page, 'reset password');
    const third = 'meadow lark evening';
    await fill(page, { 'New password': third });
    await page.getByRole('button', { name: 'Change password' }).click();
    await waitForHeading(page, /Your password has been changed/);
    await expectAccessible(page, 'password reset');

    await page.goto('/account/login');
    await waitForHydration(page);
    await signIn(page, email, third);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-status', { hasText: 'Nova' }).waitFor();
    expect(errors.filter((error) => !/401|403|409|status of 4/.test(error))).toEqual([]);
  });
});

describe('error states of the account pages', () => {
  it('are accessible: refused input, a reset link that no longer works, a refused registration, an expired confirmation', async () => {
    const { page, context } = await visit(browser, '/account/forgot-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.locator('.error-summary', { hasText: 'Enter your email address' }).waitFor();
    await expectAccessible(page, 'forgot password, nothing entered');

    await page.goto('/account/reset-password?token=not-a-real-token');
    await waitForHydration(page);
    await fill(page, { 'New password': 'meadow lark evening' });
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('.error-summary', { hasText: 'This reset link has expired or has already been used' }).waitFor();
    await expectAccessible(page, 'reset password, link refused');

    await page.goto('/account/registration');
    await waitForHydration(page);
    await fill(page, { 'First name': 'Wes', 'Email address': `weak-${Date.now()}@example.org`, Password: 'Password123!' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('.error-summary', { hasText: 'too common' }).waitFor();
    await expectAccessible(page, 'registration refused by the platform');

    await page.goto('/account/login?verified=expired');
    await waitForHydration(page);
    await page.locator('.notice', { hasText: 'That confirmation link has expired' }).waitFor();
    await expectAccessible(page, 'sign-in after an expired confirmation link');

    await page.goto('/account/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.error-summary', { hasText: 'Enter your password' }).waitFor();
    await expectAccessible(page, 'sign-in, nothing entered');
    await context.close();
  });
});

describe('a signed-in visitor', () => {
  it('reaches a members page by a link, client-side, with their own credentials', async () => {
    const { page, context } = await visit(browser, '/account/login?redirect_uri=%2Fabout%2Fhistory');
    await signIn(page, 'ada', 'Orchid-Walk-2026');
    await page.waitForURL((url) => url.pathname === '/about/history');
    await page.locator('.account-status', { hasText: 'Ada' }).waitFor();
    await waitForHeading(page, /history/i);
    await page.locator('main .prose').first().waitFor();
    await markWindow(page);
    await page.evaluate(() =>
      document.querySelector('main .prose')?.insertAdjacentHTML('afterbegin', '<p><a href="/members">Members area</a></p>'),
    );
    await page.getByRole('link', { name: 'Members area' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
    await waitForHeading(page, /Members/);
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('across tabs', () => {
  it('notices a sign-in in another tab', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/about/history');
    await waitForHydration(page);
    await page.locator('.account-status', { hasText: 'Sign in' }).waitFor();
    await markWindow(page);
    const other = await context.newPage();
    await other.goto('/account/login');
    await waitForHydration(other);
    await signIn(other, 'grace', 'Seed-Bank-1889');
    await other.waitForURL((url) => url.pathname === '/');
    // The first tab polls the session cookie: its header names the visitor without a reload.
    await page.locator('.account-status', { hasText: 'Grace' }).waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });

  it('notices a sign-out in another tab and leaves the members page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/account/login?redirect_uri=%2Fmembers');
    await waitForHydration(page);
    await signIn(page, 'ada', 'Orchid-Walk-2026');
    await page.waitForURL((url) => url.pathname === '/members');
    await waitForHeading(page, /Members/);

    const other = await context.newPage();
    await other.goto('/account/logout');
    await waitForHydration(other);
    await expectAccessible(other, 'sign out');
    await other.getByRole('button', { name: 'Sign out' }).first().click();
    await other.waitForURL((url) => url.pathname === '/account/login');

    // The first tab polls the session cookie: it notices, and the members page sends it to sign in.
    await page.waitForURL((url) => url.pathname === '/account/login');
    await page.locator('.account-status', { hasText: 'Sign in' }).waitFor();
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('signs in and out with plain form posts', async () => {
    const context = await browser.newContext({ baseURL: siteUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/account/login?redirect_uri=%2Fmembers');
    await signIn(page, 'ada', 'wrong password here');
    expect(await page.locator('.error-summary').textContent()).toContain('not right');
    expect(await page.getByLabel('Email address or user name', { exact: true }).inputValue()).toBe('ada');
    await signIn(page, 'ada', 'Orchid-Walk-2026');
    await page.waitForURL((url) => url.pathname === '/members');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    await context.close();
  });
});

describe('federated sign-in', () => {
  it("signs in at the platform's identity provider and comes back signed in, the token gone from the address", async () => {
    const root = path.join(__dirname, '..', '..');
    const { startSite, loadConfig } = require(path.join(root, 'dist', 'server', 'main.js')) as ReturnType<
      typeof import('../../server').serveSite
    >;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-federated-'));
    const env = {
      ...process.env,
      PORT: '0',
      PLATFORM_PORT: '0',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CONTENSIS_URL: '',
      FEDERATED_LOGIN: 'true',
    };
    const site = await startSite(loadConfig(env, root));
    const context = await browser.newContext({ baseURL: site.url });
    try {
      const page = await context.newPage();
      await page.goto('/members');
      // The site's sign-in page hands over to the identity provider, on the platform's own origin.
      expect(new URL(page.url()).pathname).toBe('/authenticate/authorize');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Username or email address').fill('ada');
      await page.getByLabel('Password').fill('Orchid-Walk-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.origin === new URL(site.url).origin && url.pathname === '/members');
      expect(page.url()).not.toMatch(/securitytoken/i);
      await waitForHydration(page);
      await page.locator('.account-status', { hasText: 'Ada' }).waitFor();
      await waitForHeading(page, /Members/);
    } finally {
      await context.close();
      await site.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
