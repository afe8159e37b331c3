import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, markWindow, stillSameDocument, visit, waitForHeading, waitForHydration } from './support/browser';

// Client-side navigation as a visitor meets it: in-page anchors, links to the page shown, back and forward,
// relative links in editors' markup, and redirects.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * From now on, records what the polite status region announces and every delivery API call the page makes:
 * a route load shows up in both.
 */
async function watchRouteLoads(page: Page) {
  const deliveryCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/delivery/')) deliveryCalls.push(request.url());
  });
  await page.evaluate(() => {
    const status = document.querySelector('[role="status"]');
    const announced: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = announced;
    if (status) {
      new MutationObserver(() => announced.push(status.textContent ?? '')).observe(status, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    }
  });
  return {
    deliveryCalls,
    announced: () => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced),
  };
}

/** Adds HTML to the end of the page's first block of editor's markup, as the CMS might have written it. */
async function addToMarkup(page: Page, html: string, where: 'first' | 'last' = 'first') {
  await page.evaluate(
    ([markup, position]) => {
      const blocks = document.querySelectorAll('main .prose');
      const block = position === 'first' ? blocks[0] : blocks[blocks.length - 1];
      if (!block) throw new Error('no markup block on this page');
      block.insertAdjacentHTML(position === 'first' ? 'afterbegin' : 'beforeend', markup);
    },
    [html, where] as const,
  );
}

/**
 * Where the n-th card's title is, from the top of the viewport, once it is there and has stayed put for ten frames:
 * cards laid out only when near the screen take their real size a few frames after they come near.
 */
const restingTopOf = (page: Page, n: number) =>
  page.evaluate(
    (i) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const check = () => {
          // Not there yet (the listing's results still coming) counts as moving.
          const link = document.querySelectorAll('main .card__link')[i];
          const top = link ? Math.round(link.getBoundingClientRect().top) : Number.NaN;
          still = top === last ? still + 1 : 0;
          last = top;
          if (still >= 10) resolve(top);
          else requestAnimationFrame(check);
        };
        check();
      }),
    n,
  );
/** The n-th card's title has come up into the top half of the viewport (from below: 300px a wheel step keeps it in view). */
const cardInTopHalf = (page: Page, n: number) =>
  page.evaluate((i) => document.querySelectorAll('main .card__link')[i]!.getBoundingClientRect().top < window.innerHeight / 2, n);
/**
 * Clicks the n-th card's title where it is on screen, as a reader does (a locator's click would first scroll it
 * into view its own way), and returns where it was when clicked (hovered: a hovered card rises a little).
 */
async function clickInPlace(page: Page, n: number): Promise<number> {
  // Measured once the card has stopped moving (cards above it may still be taking their size), and again while
  // the pointer is not over its title: a pointer placed from a stale measure presses on something else.
  let top = Number.NaN;
  for (let attempt = 0; attempt < 5; attempt++) {
    await restingTopOf(page, n);
    const box = (await page.locator('main .card__link').nth(n).boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    top = await restingTopOf(page, n);
    const onTitle = await page.evaluate(
      ([i, px, py]) => document.elementFromPoint(px, py)?.closest('a') === document.querySelectorAll('main .card__link')[i],
      [n, x, y] as const,
    );
    if (onTitle) break;
  }
  await page.mouse.down();
  await page.mouse.up();
  return top;
}
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const activeElement = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName || '');
const inViewport = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return Boolean(box && box.top >= 0 && box.top < window.innerHeight);
  }, selector);

describe('in-page anchors', () => {
  it('the skip link moves focus to the main content without loading the page again', async () => {
    const { page, context, errors } = await visit(browser, '/about/history');
    await markWindow(page);
    const loads = await watchRouteLoads(page);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/Skip to main content/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#main$/);
    await page.waitForLoadState('networkidle');
    expect(loads.deliveryCalls).toEqual([]);
    expect(await loads.announced()).not.toContain('Loading…');
    expect(await activeElement(page)).toBe('main');
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an anchor link in the content scrolls to its target and focuses it, announcing no page load', async () => {
    const { page, context, errors } = await visit(browser, '/about/history');
    await addToMarkup(page, '<p><a href="#closing-note">Jump to the closing note</a></p>');
    await addToMarkup(page, '<h3 id="closing-note">A closing note</h3>', 'last');
    await markWindow(page);
    const loads = await watchRouteLoads(page);
    expect(await inViewport(page, '#closing-note')).toBe(false);

    await page.getByRole('link', { name: 'Jump to the closing note' }).click();
    await page.waitForURL(/\/about\/history#closing-note$/);
    await page.waitForLoadState('networkidle');
    expect(loads.deliveryCalls).toEqual([]);
    expect(await loads.announced()).not.toContain('Loading…');
    expect(await inViewport(page, '#closing-note')).toBe(true);
    expect(await activeElement(page)).toBe('closing-note');
    expect(await stillSameDocument(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a link’s click', () => {
  it('shows the loading bar in the next frame, before the next page is rendered', async () => {
    const { page, context } = await visit(browser, '/');
    await page.evaluate(() => {
      // After the app's own handler (React listens at its root): what the visitor's next frame shows.
      document.addEventListener(
        'click',
        () => {
          const bar = document.querySelector('.loading-bar');
          requestAnimationFrame(() => {
            (window as unknown as { __atFrame: unknown }).__atFrame = {
              path: window.location.pathname,
              heading: document.querySelector('main h1')?.textContent,
              animation: bar && getComputedStyle(bar).animationName,
            };
          });
        },
        { once: true },
      );
    });
    await page.locator('nav[aria-label="Main"] a', { hasText: 'About' }).first().click();
    await page.waitForURL('**/about');
    await waitForHeading(page, /About/);
    expect(await page.evaluate(() => (window as unknown as { __atFrame: unknown }).__atFrame)).toEqual({
      path: '/',
      heading: expect.not.stringMatching(/About/),
      animation: 'loading',
    });
    expect(await page.locator('.loading-bar').evaluate((bar) => getComputedStyle(bar).animationName)).toBe('none');
    await context.close();
  });
});

describe('links to the page shown', () => {
  it('add no history entry: back leaves the page', async () => {
    const { page, context } = await visit(browser, '/');
    await markWindow(page);
    await page.locator('nav[aria-label="Main"] a', { hasText: 'About' }).first().click();
    await page.waitForURL('**/about');
    await waitForHeading(page, /About/);
    const entries = await page.evaluate(() => window.history.length);

    await page.locator('nav[aria-label="Main"] a[aria-current="page"]', { hasText: 'About' }).click();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('back and forward', () => {
  it('restore the scroll position each page had, with the same card in view on a listing', async () => {
    // A long page of the news listing (48 a page).
    const { page, context } = await visit(browser, '/news?pageSize=48');
    await markWindow(page);
    // Far down a long listing, reached in one jump (a scrollbar dragged, the End key): the cards passed over
    // were never laid out.
    const card = page.locator('main .card__link').nth(20);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await scrollY(page)).toBeGreaterThan(2000);
    const title = (await card.textContent()) ?? '';
    const cardTop = await clickInPlace(page, 20);
    await waitForHeading(page, new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    const articleY = await scrollY(page);
    expect(articleY).toBeGreaterThan(100);

    await page.goBack();
    await waitForHeading(page, /^News/);
    expect(Math.abs((await restingTopOf(page, 20)) - cardTop)).toBeLessThanOrEqual(2);

    await page.goForward();
    await waitForHeading(page, new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // However long a busy machine takes to restore it (the ceiling is for a position never restored, which the next line then reports).
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, articleY, { timeout: 15_000 }).catch(() => undefined);
    expect(Math.abs((await scrollY(page)) - articleY)).toBeLessThanOrEqual(2);
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  }, 60_000);

  it('bring back the card that was in view on a listing read card by card', async () => {
    // A phone's narrow screen: one card a row, so every row's height counts.
    const { page, context } = await visit(browser, '/news?pageSize=48', { viewport: { width: 390, height: 800 } });
    await markWindow(page);
    // Scrolled a few lines at a time, as a reader does: each card is laid out as it comes into view.
    while (!(await cardInTopHalf(page, 14))) {
      await page.mouse.wheel(0, 300);
      await restingTopOf(page, 14);
    }
    const title = (await page.locator('main .card__link').nth(14).textContent()) ?? '';
    const cardTop = await clickInPlace(page, 14);
    await waitForHeading(page, new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    await page.goBack();
    await waitForHeading(page, /^News/);
    expect(Math.abs((await restingTopOf(page, 14)) - cardTop)).toBeLessThanOrEqual(2);
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  }, 30_000);
});

describe('reloading', () => {
  it('keeps the position of a page reached client-side', async () => {
    const { page, context } = await visit(browser, '/');
    await page.locator('nav[aria-label="Main"] a', { hasText: 'News' }).first().click();
    await page.waitForURL('**/news');
    await waitForHeading(page, /^News/);
    // Long enough to scroll far: 48 results a page.
    await page.getByRole('combobox', { name: 'Results per page' }).selectOption('48');
    await page.waitForFunction(() => document.querySelectorAll('.search-results__list > li').length > 24);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForFunction(() => Math.round(window.scrollY) === 2500);
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => Math.abs(window.scrollY - 2500) <= 2, undefined, { timeout: 15_000 }).catch(() => undefined);
    expect(Math.abs((await scrollY(page)) - 2500)).toBeLessThanOrEqual(2);
    await context.close();
  });
});

describe('relative links in the content', () => {
  it('?query, ../path and path links navigate client-side', async () => {
    const { page, context, errors } = await visit(browser, '/about/history');
    await markWindow(page);
    const follow = async (href: string, text: string) => {
      await addToMarkup(page, `<p><a href="${href}">${text}</a></p>`);
      await page.getByRole('link', { name: text }).click();
    };

    await follow('?page=2', 'Next page');
    await page.waitForURL((url) => url.pathname === '/about/history' && url.search === '?page=2');
    await page.waitForLoadState('networkidle');
    await waitForHeading(page, /history/i);
    expect(await stillSameDocument(page)).toBe(true);

    await follow('../about', 'Up to About');
    await page.waitForURL((url) => url.pathname === '/about' && url.search === '');
    await waitForHeading(page, /^About/);
    expect(await stillSameDocument(page)).toBe(true);

    await follow('about/history#top', 'Back to the history');
    await page.waitForURL((url) => url.pathname === '/about/history' && url.hash === '#top');
    await waitForHeading(page, /history/i);
    expect(await stillSameDocument(page)).toBe(true);
    expect(await scrollY(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('redirects and reloads', () => {
  it('a members-only page reached client-side replaces its history entry with the login redirect', async () => {
    const { page, context } = await visit(browser, '/about');
    await addToMarkup(page, '<p><a href="/members">Members</a></p>');
    await page.getByRole('link', { name: 'Members' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe('/members');
    await page.locator('h1', { hasText: 'Sign in' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
    await context.close();
  });

  it('a page that is not found after content was shown is loaded from the server', async () => {
    const { page, context } = await visit(browser, '/about');
    await markWindow(page);
    await addToMarkup(page, '<p><a href="/no-such-page">Old link</a></p>');
    await page.getByRole('link', { name: 'Old link' }).click();
    await page.waitForURL('**/no-such-page');
    await page.waitForFunction(() => (window as unknown as { __mark?: number }).__mark === undefined);
    await expect(page.locator('h1').textContent()).resolves.toBe('404 Page Not Found');
    await context.close();
  });
});
