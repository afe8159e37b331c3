import type { Browser } from 'playwright-core';
import { startBuiltSite, type BuiltSite } from '../support/builtSite';
import { freePort } from '../support/redisServer';
import { axeViolations, launchBrowser, openPage, signInAsDemoUser, waitForHydration } from './support/browser';

// axe on every template, account page and error state, for a signed-out visitor and for a signed-in one (whose pages
// add the account menu and sign-out form).
let browser: Browser;
let previewPath: string;
let genericPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // The preview page needs a real entry id: the first news article's.
  const { page, context } = await openPage(browser);
  const state = await page.request.get('/news?redux=true').then((r) => r.json());
  // The news listing is a search: its first result.
  previewPath = `/preview/${(state.search.listings.news.results as { entry: { sys: { id: string } } }[])[0].entry.sys.id}`;
  // An entry of a type with no template of its own (an image) is shown by the generic entry template.
  const home = await page.request.get('/?redux=true').then((r) => r.json());
  genericPath = `/preview/${(home.routing.entry.heroImage.asset.sys as { id: string }).id}`;
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES: [string, string | (() => string)][] = [
  ['home', '/'],
  ['content page', '/about/history'],
  ['section page', '/about'],
  ['news listing', '/news'],
  ['event listing', '/events'],
  ['people listing', '/people'],
  ['news article', '/news/a-new-look-for-our-website'],
  ['event', '/events/apple-day-october-2026'],
  ['person', '/people/eleri-vaughan'],
  ['version page', '/__version'],
  ['not-found page', '/missing-page'],
  ['preview of an unknown entry (error state)', '/preview/00000000-0000-0000-0000-000000000000'],
  ['preview', () => previewPath],
  ['entry without a template of its own (generic template)', () => genericPath],
  ['search page', '/search?term=garden'],
  ['search page with no results', '/search?term=qqzzxxnothing'],
  ['malformed address (400 error state)', '/%E0%A4%A'],
  ['members-only page', '/members'],
  ['sign-in page', '/account/login'],
  ['sign-in page with a bad redirect', '/account/login?redirect_uri=https%3A%2F%2Fevil.example'],
  ['sign-out page', '/account/logout'],
  ['registration page', '/account/registration'],
  ['forgot-password page', '/account/forgot-password'],
  ['reset-password page with a bad link (error state)', '/account/reset-password?token=not-a-token'],
  ['change-password page', '/account/change-password'],
  ['access-denied page', '/account/access-denied'],
  ['staff-only page (access denied when signed in)', '/about/staff-handbook'],
];

/** Pages the app cannot render: no header, so no account menu to wait for when signed in, and no hydration. */
const BARE_PAGES = new Set(['malformed address (400 error state)']);

const SESSIONS = [
  ['signed out', false],
  ['signed in', true],
] as const;

describe.each(SESSIONS)('axe, %s', (_session, signedIn) => {
  // (A row's items are the test's arguments: a third parameter would be taken for jest's `done` callback.)
  it.each(PAGES)('finds no violations on the %s', async (name, where) => {
    const { page, context } = await openPage(browser);
    if (signedIn) await signInAsDemoUser(context);
    const response = await page.goto(typeof where === 'function' ? where() : where);
    // Error pages keep their status; any page still hydrates (the browser bundle runs on all of them).
    expect(response).not.toBeNull();
    if (!BARE_PAGES.has(name)) {
      await waitForHydration(page);
      // The signed-in pass really is signed in: the page header names the visitor.
      if (signedIn) await page.locator('.account-status', { hasText: 'Ada' }).waitFor();
    }
    expect({ page: name, violations: await axeViolations(page) }).toEqual({ page: name, violations: [] });
    await context.close();
  });

  it('finds no violations on the error page of a platform that fails while the visitor browses', async () => {
    const { page, context } = await openPage(browser);
    if (signedIn) await signInAsDemoUser(context);
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/api/delivery/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The content platform is unavailable.' }),
      }),
    );
    await page.locator('nav[aria-label="Main"] a', { hasText: 'About' }).first().click();
    await page.locator('h1', { hasText: '503 Something went wrong' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations on a phone-sized screen', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    if (signedIn) await signInAsDemoUser(context);
    await page.goto('/news');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('axe, with the platform down', () => {
  let down: BuiltSite;
  beforeAll(async () => {
    // Nothing listens on the Contensis address: every page the server renders is its 503 error page.
    down = await startBuiltSite({
      CONTENSIS_URL: `http://127.0.0.1:${await freePort()}`,
      CONTENSIS_PROJECT: 'website',
      CONTENSIS_ACCESS_TOKEN: 'unused-token-for-a-platform-that-is-down',
      SITE_URL: 'http://localhost',
    });
  }, 60_000);
  afterAll(async () => {
    await down?.close();
  });

  it.each([
    ['the home page', '/'],
    ['a content page', '/about/history'],
  ])('finds no violations on the server error page of %s', async (_name, path) => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${down.url}${path}`);
    expect(response?.status()).toBe(503);
    await waitForHydration(page);
    await page.locator('h1', { hasText: '503 Something went wrong' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the colour contrast check sees what a visitor sees', () => {
  // A stylesheet that loses its first rule, the `:root` custom properties, leaves header text and buttons white on
  // white on every page. axe files a 1:1 contrast as undecided, so a check of its violations alone would pass.
  it('reports white-on-white text when the stylesheet loses its :root rule', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/account/login');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    const removed = await page.evaluate(() => {
      let count = 0;
      for (const sheet of Array.from(document.styleSheets)) {
        for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
          const rule = sheet.cssRules[i];
          if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
            sheet.deleteRule(i);
            count++;
          }
        }
      }
      return count;
    });
    expect(removed).toBe(1);
    const found = await axeViolations(page);
    // The site's name and the header's search button, measured against the white behind them.
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^color-contrast \(undecided by axe: .*\): "Millbrook Botanic Garden" at \.site-name has contrast 1\.00:1/),
        expect.stringMatching(/^color-contrast \(undecided by axe: .*\): "Search" at \.site-search__button has contrast 1\.00:1/),
      ]),
    );
    await context.close();
  });
});
