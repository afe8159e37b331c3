import type { Browser, Page } from 'playwright-core';
import { startBuiltSite, type BuiltSite } from '../support/builtSite';
import { launchBrowser, waitForHydration } from './support/browser';
import { compareWithBaseline, settle, stableScreenshot, UPDATING } from './support/visual';

// What visitors see: full-page screenshots of the main kinds of page, on a phone and a desktop, compared with the
// baselines in test/browser/visual-baselines (`npm run test:visual:update` writes them after a deliberate change).
// The site runs in this process with its clock at a fixed instant, and the browser's too: coming events, the years a
// news filter offers and "next 7 days" all depend on the day, and the demo content's "today" is 2026-11-01.
const FIXED_NOW = new Date('2026-11-01T12:00:00.000Z');

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Brings a page to the state to be pictured, after it has loaded and hydrated. */
type Prepare = (page: Page) => Promise<void>;

const submitEmptyRegistration: Prepare = async (page) => {
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.locator('.error-summary').waitFor();
};

const PAGES: [name: string, path: string, prepare?: Prepare][] = [
  ['home', '/'],
  ['content-page', '/about/history'],
  ['news-listing-topic-filter', '/news?topic=0%2F1%2F5'],
  ['news-article', '/news/a-new-look-for-our-website'],
  ['search-results', '/search?term=garden'],
  ['sign-in', '/account/login'],
  ['registration', '/account/registration'],
  ['registration-error-summary', '/account/registration', submitEmptyRegistration],
  ['not-found', '/missing-page'],
  ['version', '/__version'],
];

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  // Only Date is faked, moving on from FIXED_NOW in real time; timers stay real so that the server runs as usual.
  jest.useFakeTimers({
    now: FIXED_NOW,
    advanceTimers: true,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  site = await startBuiltSite();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  jest.useRealTimers();
});

describe.each(Object.entries(VIEWPORTS))('what a visitor sees on a %s', (viewportName, viewport) => {
  it.each(PAGES)(`the %s page (%s) looks as its baseline${UPDATING ? ' (updating the baseline)' : ''}`, async (name, path, prepare) => {
    const context = await browser.newContext({
      baseURL: site.url,
      viewport,
      deviceScaleFactor: 1,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      locale: 'en-GB',
      timezoneId: 'UTC',
    });
    try {
      await context.clock.setFixedTime(FIXED_NOW);
      const page = await context.newPage();
      await page.goto(path);
      await waitForHydration(page);
      if (prepare) await prepare(page);
      await settle(page);
      const mismatch = compareWithBaseline(`${name}.${viewportName}`, await stableScreenshot(page));
      expect(mismatch).toBeNull();
    } finally {
      await context.close();
    }
  });
});
