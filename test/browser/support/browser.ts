import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromiumFlags';
import { undecidedContrastFailures } from './contrast';

/** Where global setup describes the site it started: inside this checkout, so that two checkouts' runs never mix. */
export const SITE_FILE = path.join(__dirname, '..', '..', '..', '.tmp', 'browser-site.json');

/** The URL of the site started by global setup. */
export function siteUrl(): string {
  return (JSON.parse(fs.readFileSync(SITE_FILE, 'utf8')) as { url: string }).url;
}

/** Debian's Chromium; `extraArgs` add to the flags every test uses (e.g. a host name mapped to loopback). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: siteUrl(),
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * axe-core violations on the page as short readable lines (empty when accessible), and the colour contrasts axe
 * could not decide (`incomplete`: a 1:1 contrast, text on an image or gradient) that fall short when measured against
 * the pixels behind the text (`contrast.ts`).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  return [...violations, ...(await undecidedContrastFailures(page, results.incomplete))];
}

/** Opens a page and waits until React has hydrated it. */
export async function visit(browser: Browser, path: string, options?: { viewport?: { width: number; height: number } }): Promise<TestPage> {
  const tab = await openPage(browser, options);
  await tab.page.goto(path);
  await waitForHydration(tab.page);
  return tab;
}

/**
 * The browser bundle removes the inline state element once React has hydrated the page. A page there to be read
 * starts its app when the visitor first reaches for a control (src/app/boot.ts): a Shift key press is such a reach
 * and changes nothing on the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (await page.evaluate(() => document.querySelector('script[data-app]') !== null)) await page.keyboard.press('Shift');
  await page.waitForFunction(() => !document.getElementById('trellis-state'), undefined, { timeout: 15_000 });
}

/**
 * Waits until React has hydrated the element: parts inside a Suspense boundary (the search UI) hydrate after the
 * page's shell, and a click before that is the browser's alone (a link loads a whole page).
 */
export async function waitForHydrated(target: Locator): Promise<void> {
  await target.evaluate(
    (element) =>
      new Promise((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactProps'));
        const wait = () => (hydrated() ? resolve(null) : setTimeout(wait, 20));
        wait();
      }),
  );
}

/** Waits until the main heading shows the expected text (client-side loads finish after the URL changes). */
export async function waitForHeading(page: Page, pattern: RegExp): Promise<void> {
  await page.locator('h1', { hasText: pattern }).first().waitFor({ timeout: 10_000 });
}

/** Marks the window: the mark survives client-side navigation and is lost on a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __mark: number }).__mark = 42;
  });
}

export async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);
}

/** The newest email to `to` (optionally whose subject matches), as the site's SMTP sink received it. */
export async function waitForMail(
  to: string,
  subject: RegExp = /./,
  timeoutMs = 10_000,
): Promise<{ subject: string; text: string; html: string | null; link: string }> {
  const { mailDir } = JSON.parse(fs.readFileSync(SITE_FILE, 'utf8')) as { mailDir: string };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.readdirSync(mailDir).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as {
        recipients: string[];
        subject: string;
        text: string;
        html: string | null;
      };
      if (mail.recipients.includes(to.toLowerCase()) && subject.test(mail.subject)) {
        const href = mail.html ? /href="(https?:\/\/[^"]+)"/i.exec(mail.html)?.[1]?.replace(/&amp;/g, '&') : null;
        return { ...mail, link: href ?? /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '' };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** Signs the context's visitor in as the demo user through the site's own endpoints (the CSRF token from its session page). */
export async function signInAsDemoUser(context: BrowserContext): Promise<void> {
  const session = await context.request.get('/account/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const login = await context.request.post('/account/login', {
    headers: { 'x-csrf-token': csrfToken },
    data: { username: 'ada', password: 'Orchid-Walk-2026' },
  });
  if (!login.ok()) throw new Error(`Signing in as the demo user failed: ${login.status()}`);
}
