import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from './support/browser';

// Content the server rendered travels once: the inline state holds markers for it, and the browser hydrates the
// server's HTML as it is (src/components/InPage.tsx). These pages must be as exact, and work as well, as if the
// content had travelled as data.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The main element of the HTML as the server sent it. */
async function serverMain(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const match = /<main[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (!match) throw new Error(`no <main> in ${path}`);
  return match[1];
}

describe('pages whose content stays in the HTML', () => {
  it.each([
    ['home page', '/'],
    ['content page', '/about'],
    ['listing', '/news'],
    ['article', '/news/a-new-look-for-our-website'],
  ])('the %s (%s) hydrates exactly what the server sent, without errors', async (_name, path) => {
    const { page, errors, context } = await openPage(browser);
    const sent = await serverMain(page, path);
    await page.goto(path);
    await waitForHydration(page);
    // The browser serialises attributes as the server wrote them, so equal markup means nothing was re-rendered.
    const live = await page.locator('main').evaluate((main) => main.innerHTML);
    expect(live).toBe(
      await page.evaluate((html) => {
        const probe = document.createElement('main');
        probe.innerHTML = html;
        return probe.innerHTML;
      }, sent),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a listing card and a featured card without a page load, then back', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto('/news');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __mark: number }).__mark = 7;
    });
    const card = page.locator('main .card__link').first();
    const href = await card.getAttribute('href');
    await card.click();
    await page.waitForURL(`**${href}`);
    await page.locator('h1', { hasText: /\S/ }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(7);
    await page.goBack();
    await page.waitForURL('**/news');
    await page.locator('main .card__link').first().waitFor();
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __mark: number }).__mark = 8;
    });
    const featured = page.getByRole('region', { name: 'Featured' }).locator('a').first();
    const target = await featured.getAttribute('href');
    await featured.click();
    await page.waitForURL(`**${target}`);
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(8);
    expect(errors).toEqual([]);
    await context.close();
  });
});
