import type { Browser } from 'playwright-core';
import {
  axeViolations,
  launchBrowser,
  markWindow,
  openPage,
  stillSameDocument,
  visit as visitPage,
  waitForHeading,
  waitForHydration,
  type TestPage,
} from './support/browser';

// Walks the demo site in Chromium the way a visitor would.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function visit(path: string, options?: { viewport?: { width: number; height: number } }): Promise<TestPage> {
  return visitPage(browser, path, options);
}

describe('a visitor browsing the demo site', () => {
  it('sees the server-rendered home page, which hydrates without errors', async () => {
    const { page, errors, context } = await visit('/');
    await expect(page.title()).resolves.toContain('Millbrook Botanic Garden');
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    await expect(page.locator('nav[aria-label="Main"] a').count()).resolves.toBeGreaterThan(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows menu links without a full page load, with breadcrumb and back button', async () => {
    const { page, errors, context } = await visit('/');
    await markWindow(page);
    await page.locator('nav[aria-label="Main"] a', { hasText: 'About' }).first().click();
    await page.waitForURL('**/about');
    await waitForHeading(page, /About/);
    expect(await stillSameDocument(page)).toBe(true);
    await expect(page.locator('nav[aria-label="Breadcrumb"] li').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/Home/), expect.stringMatching(/About/)]),
    );

    // A section link inside the page, then the breadcrumb back to the section.
    await page.locator('main a[href="/about/history"]').first().click();
    await page.waitForURL('**/about/history');
    await waitForHeading(page, /history/i);
    await expect(page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]').textContent()).resolves.toMatch(/history/i);
    await page.locator('nav[aria-label="Breadcrumb"] a', { hasText: 'About' }).click();
    await page.waitForURL('**/about');
    expect(await stillSameDocument(page)).toBe(true);

    await page.goBack();
    await page.waitForURL('**/about/history');
    await waitForHeading(page, /history/i);
    await page.goBack();
    await page.waitForURL(/\/about$/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => !document.title.includes('history') && !document.title.startsWith('About'));
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page with a 404 status', async () => {
    const tab = await openPage(browser);
    const response = await tab.page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(tab.page.locator('h1').textContent()).resolves.toBe('404 Page Not Found');
    expect(await axeViolations(tab.page)).toEqual([]);
    await tab.context.close();
  });

  it('shows the draft of an entry on its preview page', async () => {
    const { page, context } = await visit('/');
    const state = await page.request.get('/news?redux=true').then((r) => r.json());
    // The news listing is a search: its first result.
    const child = (state.search.listings.news.results as { entry: { sys: { id: string } } }[])[0];
    await page.goto(`/preview/${child.entry.sys.id}`);
    await waitForHydration(page);
    await page.locator('.preview-banner').waitFor({ state: 'visible' });
    await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
    await context.close();
  });

  it('shows the version page with its facts and no secrets', async () => {
    const { page, context } = await visit('/__version');
    await expect(page.locator('h1').textContent()).resolves.toBe('Version information');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('trellis');
    expect(text).toContain('website');
    expect(text).not.toMatch(/trellis-demo-access-token|trellis-demo-secret/);
    const html = await page.content();
    expect(html).not.toMatch(/trellis-demo-access-token|trellis-demo-secret/);
    await context.close();
  });

  it('loads the version page details when reached by client-side navigation', async () => {
    const { page, context } = await visit('/');
    await markWindow(page);
    // Client-side navigation as a link would start it: through history and the route loader.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/__version');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.version-table').waitFor({ state: 'visible' });
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });

  it('never runs script from content: the sanitised article raises no dialog', async () => {
    const tab = await openPage(browser);
    let dialogs = 0;
    tab.page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await tab.page.goto('/news/a-new-look-for-our-website');
    await waitForHydration(tab.page);
    await tab.page.locator('main a').evaluateAll((links) => links.forEach((a) => (a as HTMLAnchorElement).getAttribute('href')));
    expect(dialogs).toBe(0);
    await expect(tab.page.locator('main [onclick]').count()).resolves.toBe(0);
    await expect(tab.page.locator('main a[href^="javascript:"]').count()).resolves.toBe(0);
    await tab.context.close();
  });

  it('sanitises the article after a client-side navigation too (the sanitiser arrives after the page starts)', async () => {
    const { page, context } = await visit('/news');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await markWindow(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/news/a-new-look-for-our-website');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('main .prose', { hasText: 'Welcome to our new website' }).waitFor({ timeout: 10_000 });
    expect(await stillSameDocument(page)).toBe(true);
    expect(dialogs).toBe(0);
    await expect(page.locator('main [onclick], main a[href^="javascript:"], main script').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.body.getAttribute('data-xss'))).resolves.toBeNull();
    await expect(page.getByRole('link', { name: 'Send us your feedback' }).getAttribute('href')).resolves.toBe('/contact');
    await context.close();
  });

  it('sends a visitor to login for a members-only page', async () => {
    const tab = await openPage(browser);
    await tab.page.goto('/members');
    expect(new URL(tab.page.url()).pathname).toBe('/account/login');
    expect(new URL(tab.page.url()).searchParams.get('redirect_uri')).toBe('/members');
    await tab.context.close();
  });
});
