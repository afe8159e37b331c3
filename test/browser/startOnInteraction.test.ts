import type { Browser, Page } from 'playwright-core';
import { launchBrowser, markWindow, openPage, stillSameDocument, waitForHeading } from './support/browser';

// A page there to be read starts no React on a phone: its app loads and hydrates when the visitor first reaches
// for a link or control (src/app/boot.ts). Nothing a visitor does may be lost meanwhile: a link clicked as the
// app starts is followed by it, and by the browser when the app cannot start.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const appStarted = (page: Page) => page.evaluate(() => !document.getElementById('trellis-state'));
const appScripts = (page: Page) => page.evaluate(() => document.querySelectorAll('script[src*="/static/main."]').length);
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('a page there to be read', () => {
  it('runs only its small start script until the visitor reaches for something', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/about/history', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(await appScripts(page)).toBe(0);
    expect(await appStarted(page)).toBe(false);
    // Styled, complete and readable meanwhile: the server's page.
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(/\S/);
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => !document.getElementById('trellis-state'), undefined, { timeout: 15_000 });
    expect(await appScripts(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a menu link clicked at once as a client-side navigation, once the app has started', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/about/history', { waitUntil: 'networkidle' });
    await markWindow(page);
    await mainMenu(page).getByRole('link', { name: 'News' }).click();
    await page.waitForURL('**/news');
    await waitForHeading(page, /^News/);
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a link reached with the keyboard', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/about/history', { waitUntil: 'networkidle' });
    await markWindow(page);
    await mainMenu(page).getByRole('link', { name: 'News' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/news');
    await waitForHeading(page, /^News/);
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a clicked link as a plain link when the app cannot load', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/static/main.*.js', (route) => route.abort());
    await page.goto('/about/history', { waitUntil: 'domcontentloaded' });
    await markWindow(page);
    await mainMenu(page).getByRole('link', { name: 'News' }).click();
    await page.waitForURL('**/news');
    await waitForHeading(page, /^News/);
    expect(await stillSameDocument(page)).toBe(false);
    await context.close();
  });
});

describe('a page whose controls must answer at once', () => {
  it.each([
    ['search', '/search?term=garden'],
    ['listing', '/news'],
    ['sign-in', '/account/login'],
  ])('the %s page (%s) starts its app with the page', async (_name, path) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    await page.waitForFunction(() => !document.getElementById('trellis-state'), undefined, { timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
