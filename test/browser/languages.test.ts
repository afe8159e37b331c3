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
} from './support/browser';

// Languages as a visitor meets them on the demo site (English, and Welsh under /cy): the switcher in the header,
// with and without JavaScript, from a content page and from a search with its filters; a Welsh page without
// barriers (axe), and a page without a Welsh variation.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Named in the page's language: "Language", "Iaith".
const switcher = (page: Page) => page.getByRole('navigation', { name: /^(Language|Iaith)$/ });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the language switcher', () => {
  it('goes from an English content page to its Welsh variation and back, and Welsh links stay in Welsh', async () => {
    const { page, context, errors } = await visit(browser, '/visit');
    const welsh = switcher(page).getByRole('link', { name: 'Cymraeg' });
    await expect(welsh.getAttribute('hreflang')).resolves.toBe('cy');
    await expect(welsh.getAttribute('lang')).resolves.toBe('cy');
    await welsh.click();
    await page.waitForURL((url) => url.pathname === '/cy/visit');
    await waitForHeading(page, /^Ymweld â’r ardd$/);
    await expect(htmlLang(page)).resolves.toBe('cy');
    // A menu link of the Welsh page is a Welsh address (its name in Welsh), and goes there client-side.
    await waitForHydration(page);
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Prif ddewislen' }).getByRole('link', { name: 'Amdanom ni' }).click();
    await page.waitForURL((url) => url.pathname === '/cy/about');
    await waitForHeading(page, /^Am yr ardd$/);
    // A page below it has no Welsh variation: English content, marked, with a note in Welsh.
    await page.getByRole('main').getByRole('link', { name: 'Our history' }).first().click();
    await page.waitForURL((url) => url.pathname === '/cy/about/history');
    await page.locator('main[lang="en-GB"] .missing-variation[lang="cy"]').waitFor();
    await expect(stillSameDocument(page)).resolves.toBe(true);
    await switcher(page).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/about/history');
    await expect(htmlLang(page)).resolves.toBe('en-GB');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a search with its filters when switching', async () => {
    const { page, context, errors } = await visit(browser, '/search?term=garden');
    await page.getByRole('checkbox', { name: /^News \(\d+\)$/ }).check();
    await page.waitForURL(/\/search\/all\/newsArticle\?term=garden$/);
    // The switcher follows the search as it changes in the page.
    await switcher(page).getByRole('link', { name: 'Cymraeg' }).click();
    await page.waitForURL((url) => url.pathname === '/cy/search/all/newsArticle' && url.search === '?term=garden');
    await expect(htmlLang(page)).resolves.toBe('cy');
    // The filter and its choices are titled in Welsh now (site/words/cy.ts).
    await expect(page.getByRole('checkbox', { name: /^Newyddion \(\d+\)$/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Chwilio’r wefan' }).inputValue()).resolves.toBe('garden');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/visit');
    await switcher(page).getByRole('link', { name: 'Cymraeg' }).click();
    await page.waitForURL((url) => url.pathname === '/cy/visit');
    await waitForHeading(page, /^Ymweld â’r ardd$/);
    await switcher(page).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/visit');
    await expect(htmlLang(page)).resolves.toBe('en-GB');
    await context.close();
  });
});

describe('Welsh pages', () => {
  it.each(['/cy/visit', '/cy/about', '/cy/about/history', '/cy/search?term=gardd'])('%s has no accessibility violations', async (path) => {
    const { page, context, errors } = await visit(browser, path);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
