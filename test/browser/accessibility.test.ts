import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, signInAsDemoUser, waitForHydration } from './support/browser';

// axe on every template, account page and error state, for a signed-out visitor and for a signed-in one (whose pages
// add the account menu and sign-out form).
let browser: Browser;
let previewPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // The preview page needs a real entry id: the first news article's.
  const { page, context } = await openPage(browser);
  const state = await page.request.get('/news?redux=true').then((r) => r.json());
  // The news listing is a search: its first result.
  previewPath = `/preview/${(state.search.listings.news.results as { entry: { sys: { id: string } } }[])[0].entry.sys.id}`;
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

const SESSIONS = [
  ['signed out', false],
  ['signed in', true],
] as const;

describe.each(SESSIONS)('axe, %s', (_session, signedIn) => {
  it.each(PAGES)('finds no violations on the %s', async (name, where) => {
    const { page, context } = await openPage(browser);
    if (signedIn) await signInAsDemoUser(context);
    const response = await page.goto(typeof where === 'function' ? where() : where);
    // Error pages keep their status; any page still hydrates (the browser bundle runs on all of them).
    expect(response).not.toBeNull();
    await waitForHydration(page);
    // The signed-in pass really is signed in: the page header names the visitor.
    if (signedIn) await page.locator('.account-status', { hasText: 'Ada' }).waitFor();
    expect({ page: name, violations: await axeViolations(page) }).toEqual({ page: name, violations: [] });
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
