import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  launchBrowser,
  markWindow,
  openPage,
  stillSameDocument,
  visit,
  waitForHydrated,
  waitForHeading,
  waitForHydration,
} from './support/browser';

// The site search and the listings as a visitor uses them in Chromium: typing, filters, tabs, paging, load more,
// back and forward, clearing, without JavaScript, and with assistive technology in mind.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const summary = (page: Page) => page.locator('.search-results__summary');
// The list shown: a likely choice's list may be drawn ahead beside it, out of sight.
const resultItems = (page: Page) => page.locator('.search-results__list:visible > li');
const termBox = (page: Page) => page.locator('main input[name="term"]');
const total = async (page: Page) =>
  Number(
    /of ([\d,]+)|^([\d,]+) result/
      .exec((await summary(page).textContent()) ?? '')
      ?.slice(1)
      .find(Boolean)
      ?.replace(/,/g, '') ?? NaN,
  );

/** Delivery API calls the page makes from now on: route loads show up as node calls, searches as entry searches. */
function watchDelivery(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/delivery/')) calls.push(pathname.replace(/^\/api\/delivery\/projects\/[^/]+/, ''));
  });
  return calls;
}

/** Waits until the results area shows `text` (after the search for a new URL has arrived). */
const showsSummary = (page: Page, text: string | RegExp) => page.locator('.search-results__summary', { hasText: text }).waitFor();

describe('the site search', () => {
  it('shows results as the visitor types, adding one history entry for the typing', async () => {
    const { page, context, errors } = await visit(browser, '/search');
    await markWindow(page);
    const before = await page.evaluate(() => window.history.length);
    // A pause after "palm" searches (a new history entry); typing on replaces that entry.
    await termBox(page).pressSequentially('palm', { delay: 60 });
    await page.waitForURL(/term=palm$/);
    await showsSummary(page, /^\d+ results?$/);
    await termBox(page).pressSequentially(' house', { delay: 60 });
    await page.waitForURL(/term=palm%20house$/);
    await page.locator('[role="status"][aria-live="polite"]', { hasText: /results? for “palm house”/ }).waitFor();
    expect(await page.locator('.search-results__list mark').first().textContent()).toMatch(/palm|house/i);
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a filter changes the URL and the counts; the page stays where it was, and back restores the previous results', async () => {
    const { page, context, errors } = await visit(browser, '/search?term=garden');
    const calls = watchDelivery(page);
    const all = await total(page);
    const news = page.getByRole('checkbox', { name: /^News \(\d+\)$/ });
    const newsCount = Number(/\((\d+)\)/.exec((await news.evaluate((box: HTMLInputElement) => box.labels?.[0]?.textContent)) ?? '')?.[1]);
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    await news.check();
    await page.waitForURL(/\/search\/all\/newsArticle\?term=garden/);
    await showsSummary(page, new RegExp(`(^| of )${newsCount} results`));
    await expect(page.getByRole('link', { name: new RegExp(`^All \\(${newsCount}\\)$`) }).count()).resolves.toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(calls.every((call) => call.startsWith('/entries/search') || call.startsWith('/taxonomy'))).toBe(true);
    expect(calls.length).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForURL(/\/search\?term=garden$/);
    await expect(page.getByRole('checkbox', { name: /^News \(\d+\)$/ }).isChecked()).resolves.toBe(false);
    await page.waitForFunction(
      (expected) => document.querySelector('.search-results__summary')?.textContent?.includes(`of ${expected} results`),
      all,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches tab, keeping the term', async () => {
    const { page, context, errors } = await visit(browser, '/search?term=garden');
    await page
      .getByRole('navigation', { name: 'Search sections' })
      .getByRole('link', { name: /^Events/ })
      .click();
    await page.waitForURL(/\/search\/events\?term=garden/);
    await page.locator('a[aria-current="page"]', { hasText: 'Events' }).waitFor();
    // The tab's results arrive (the page carried only its count): events only.
    await page.waitForFunction(() => {
      const links = [...document.querySelectorAll('.search-results__list .card__link')];
      return links.length > 0 && links.every((a) => a.getAttribute('href')?.startsWith('/events/'));
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens page 3 by its URL, already rendered, without searching again', async () => {
    const tab = await openPage(browser);
    const calls = watchDelivery(tab.page);
    await tab.page.goto('/search?pageIndex=3&pageSize=10');
    await waitForHydration(tab.page);
    expect(await summary(tab.page).textContent()).toMatch(/^21–30 of \d+ results$/);
    await expect(tab.page.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).resolves.toBe('page');
    await tab.page.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.startsWith('/entries/search'))).toEqual([]);
    // The next page from there: the results heading takes focus, in view.
    const next = tab.page.getByRole('link', { name: 'Page 4' });
    await waitForHydrated(next);
    await next.click();
    await showsSummary(tab.page, /^31–40 of/);
    await expect(tab.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Results');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('clears the filters: each chip, then all at once', async () => {
    const { page, context, errors } = await visit(browser, '/news?topic=0%2F1%2F2&year=2026');
    await page.getByRole('button', { name: /^Remove Year: 2026$/ }).click();
    await page.waitForURL((url) => !url.search.includes('year='));
    await page.getByRole('checkbox', { name: /^Conservation/ }).check();
    await page.waitForURL((url) => (url.searchParams.get('topic') ?? '').split(',').length === 2);
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await page.waitForURL((url) => url.pathname === '/news' && url.search === '');
    await showsSummary(page, /^1–12 of \d+ results$/);
    await expect(page.locator('.refinements').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable from the keyboard: a filter with Space, the results announced', async () => {
    const { page, context } = await visit(browser, '/people');
    const box = page.getByRole('checkbox').first();
    await box.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/department=/);
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.locator('[role="status"][aria-live="polite"]', { hasText: /results?$/ }).waitFor();
    await context.close();
  });
});

describe('listings', () => {
  it('load more adds the next page (focus on the first new result), and back returns to the first address in the same page', async () => {
    const { page, context, errors } = await visit(browser, '/events');
    await markWindow(page);
    const first = await resultItems(page).first().textContent();
    expect(await resultItems(page).count()).toBe(12);
    const more = page.getByRole('link', { name: /^Show \d+ more$/ });
    await waitForHydrated(more);
    await more.click();
    await page.waitForURL(/\/events\?pageIndex=2$/);
    await page.waitForFunction(() => document.querySelectorAll('.search-results__list > li').length > 12);
    await expect(
      page.evaluate(() => document.activeElement?.closest('li') === document.querySelectorAll('.search-results__list > li')[12]),
    ).resolves.toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/events' && url.search === '');
    await expect(resultItems(page).first().textContent()).resolves.toBe(first);
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for a filter’s search as its box is pressed; the click that follows shows that answer without asking again', async () => {
    const { page, context, errors } = await visit(browser, '/news');
    const box = page.locator('main fieldset input[type="checkbox"]').first();
    await waitForHydrated(box);
    // A results search (with the filters' counts); the count searches that follow ask for one id each.
    const isResults = (url: string) => url.includes('/entries/search') && url.includes('aggregations') && !url.includes('fields=sys.id');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (isResults(request.url())) searches.push(request.url());
    });
    const place = await box.boundingBox();
    if (!place) throw new Error('the first filter box is not shown');
    await page.mouse.move(place.x + place.width / 2, place.y + place.height / 2);
    const pressedSearch = page.waitForRequest(
      (request) => request.url().includes('/entries/search') && request.url().includes('aggregations'),
    );
    await page.mouse.down();
    await pressedSearch;
    expect(searches).toHaveLength(1);
    await page.mouse.up();
    await page.waitForURL(/\/news\?topic=/);
    await expect(box.isChecked()).resolves.toBe(true);
    await page.locator('[role="status"][aria-live="polite"]', { hasText: /result/ }).waitFor();
    expect(searches).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a pointer resting on a choice asks for its search and its first cards’ pictures, and draws them out of sight; the click shows them', async () => {
    const { page, context, errors } = await visit(browser, '/news');
    const box = page.locator('main fieldset input[type="checkbox"]').first();
    await waitForHydrated(box);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/image-library/')) pictures.push(request.url());
    });
    const shown = await resultItems(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    const place = await box.boundingBox();
    if (!place) throw new Error('the first filter box is not shown');
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/image-library/'));
    await page.mouse.move(place.x + place.width / 2, place.y + place.height / 2);
    await asked;
    // Every picture asked for has arrived before the press, as a visitor's pointer rests a moment on a choice.
    await page.waitForLoadState('networkidle');
    const before = [...pictures];
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((url) => shown.includes(url))).toEqual([]);
    // Its first screen of cards is drawn ahead too, out of sight.
    const lists = page.locator('.search-results__list');
    await page.waitForFunction(() => document.querySelectorAll('.search-results__list').length === 2, undefined, { timeout: 5_000 });
    const ahead = await lists.nth(1).elementHandle();
    expect(await ahead!.isVisible()).toBe(false);
    expect(await ahead!.evaluate((list) => list.children.length)).toBe(6);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForURL(/\/news\?topic=/);
    await page.locator('[role="status"][aria-live="polite"]', { hasText: /result/ }).waitFor();
    // The click showed that list rather than drawing one.
    expect(await lists.count()).toBe(1);
    expect(await ahead!.evaluate((list) => list.isConnected && list === document.querySelector('.search-results__list'))).toBe(true);
    expect(await ahead!.isVisible()).toBe(true);
    // The rest of its cards once its first screen is painted (as many as the summary says the page shows).
    await page.waitForFunction(
      () => {
        const summary = document.querySelector('.search-results__summary')?.textContent ?? '';
        const last = /–(\d+)/.exec(summary) ?? /^(\d+) results/.exec(summary);
        return last !== null && Number(last[1]) > 6 && document.querySelectorAll('.search-results__list > li').length === Number(last[1]);
      },
      undefined,
      { timeout: 5_000 },
    );
    // The first screen's cards (six) show pictures the page had or asked for ahead; the click asked for none of them.
    const drawn = await resultItems(page).evaluateAll((items) =>
      items.slice(0, 6).flatMap((item) => [...item.querySelectorAll('img')].map((image) => image.currentSrc).filter(Boolean)),
    );
    expect(drawn.filter((url) => !before.includes(url) && !shown.includes(url))).toEqual([]);
    expect(pictures.slice(before.length).filter((url) => drawn.includes(url))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reached from the menu, a listing loads its route once and then its search', async () => {
    const { page, context, errors } = await visit(browser, '/about');
    const calls = watchDelivery(page);
    await page.locator('nav[aria-label="Main"] a', { hasText: 'News' }).click();
    await page.waitForURL('**/news');
    await showsSummary(page, /^1–12 of \d+ results$/);
    expect(calls.filter((call) => call.startsWith('/nodes')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.startsWith('/entries/search'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('filter counts', () => {
  /** A filter's labels ("2026 (31)") in the page shown, or in the server's HTML of a URL. */
  const labels = (page: Page, group: string) =>
    page
      .getByRole('group', { name: group })
      .locator('input[type="radio"], input[type="checkbox"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  const serverLabels = async (page: Page, url: string, group: string) => {
    const html = (await (await page.context().request.get(url)).text()).replace(/<!-- -->/g, '');
    const fieldset = new RegExp(`<legend class="filter-group__title">${group}</legend>([\\s\\S]*?)</fieldset>`).exec(html)?.[1] ?? '';
    return [...fieldset.matchAll(/<label [^>]*>([\s\S]*?)<\/label>/g)].map((match) => match[1].replace(/<[^>]+>/g, ''));
  };

  it('follow a filter changed in the browser, as the server renders that URL', async () => {
    const { page, context, errors } = await visit(browser, '/news');
    const before = await labels(page, 'Year');
    expect(before).toEqual(await serverLabels(page, '/news', 'Year'));
    expect(before.filter((label) => /\(\d+\)$/.test(label))).toHaveLength(5);
    await page.getByRole('checkbox', { name: /^Community/ }).check();
    await page.waitForURL(/topic=0%2F1%2F5/);
    await page.waitForFunction((old) => {
      const found = [...document.querySelectorAll('fieldset')]
        .find((set) => set.querySelector('legend')?.textContent === 'Year')
        ?.querySelectorAll('label');
      return JSON.stringify([...(found ?? [])].map((label) => label.textContent)) !== old;
    }, JSON.stringify(before));
    const url = new URL(page.url()).pathname + new URL(page.url()).search;
    expect(await labels(page, 'Year')).toEqual(await serverLabels(page, url, 'Year'));
    // The topics are counted without the topic chosen (one more search in the browser too): every topic has a count.
    const topics = await labels(page, 'Topic');
    expect(topics).toEqual(await serverLabels(page, url, 'Topic'));
    expect(topics.filter((label) => /\(\d+\)$/.test(label))).toHaveLength(topics.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a filter click while the search is slow to answer', () => {
  it('shows the choice at once and the results as coming, then the new results, announced', async () => {
    const { page, context, errors } = await visit(browser, '/news');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/delivery/**', async (route) => {
      if (new URL(route.request().url()).pathname.endsWith('/entries/search')) await held;
      await route.continue();
    });
    const before = await summary(page).textContent();
    const community = page.getByRole('checkbox', { name: /^Community/ });
    await community.click();
    await page.waitForURL(/topic=0%2F1%2F5/);
    // The search has not answered: the choice shows, the results say they are being replaced, nothing is announced.
    expect(await community.isChecked()).toBe(true);
    await page.locator('.search-results__list[aria-busy="true"]').waitFor({ timeout: 5_000 });
    await expect(page.locator('main [role="status"]').textContent()).resolves.toBe('');
    expect(await summary(page).textContent()).toBe(before);

    answer();
    await page.locator('main [role="status"]', { hasText: /results?/ }).waitFor();
    await expect(page.locator('.search-results__list').getAttribute('aria-busy')).resolves.toBe('false');
    expect(await summary(page).textContent()).not.toBe(before);
    expect(await community.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a choice made while the page starts', () => {
  /** The page's server HTML alone, the search chunk held back until `release`. */
  async function withSearchCodeHeld(path: string) {
    const tab = await openPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.page.route(/\/static\/search\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await tab.page.goto(path, { waitUntil: 'domcontentloaded' });
    return { ...tab, release };
  }

  it('a filter ticked before the search code has run is searched once it has', async () => {
    const { page, context, errors, release } = await withSearchCodeHeld('/news');
    const community = page.getByRole('checkbox', { name: /^Community/ });
    await community.check();
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL(/topic=0%2F1%2F5/);
    await showsSummary(page, / of [\d,]+ results|^[\d,]+ results?$/);
    await expect(community.isChecked()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a term typed before the search code has run is kept, and searched once it has', async () => {
    const { page, context, errors, release } = await withSearchCodeHeld('/search');
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('garden');
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL(/term=garden/);
    await showsSummary(page, / of [\d,]+ results|^[\d,]+ results?$/);
    await expect(box.inputValue()).resolves.toBe('garden');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('mini lists', () => {
  const related = (page: Page) => page.getByRole('region', { name: 'Related news' });

  it('a content page shows its related news without the search code; after client-side navigation too, and none where nothing is related', async () => {
    const tab = await openPage(browser);
    const scripts: string[] = [];
    tab.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.page.goto('/research/collections/seed-bank');
    await waitForHydration(tab.page);
    await tab.page.waitForLoadState('networkidle');
    expect(await related(tab.page).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/search\.[0-9a-f]+\.js$/.test(script))).toEqual([]);

    await markWindow(tab.page);
    await tab.page.locator('nav[aria-label="Main"] a', { hasText: 'About us' }).click();
    await waitForHeading(tab.page, /About/);
    await expect(related(tab.page).count()).resolves.toBe(0);
    await tab.page.locator('nav[aria-label="Main"] a', { hasText: 'Research' }).click();
    await waitForHeading(tab.page, /Research/);
    await related(tab.page).getByRole('listitem').first().waitFor();
    const links = await related(tab.page)
      .locator('.card__link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href?.startsWith('/news/'))).toBe(true);
    expect(await stillSameDocument(tab.page)).toBe(true);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});

describe('without JavaScript', () => {
  it('searches by term and pages through the results', async () => {
    const tab = await openPage(browser, { javaScriptEnabled: false });
    await tab.page.goto('/search');
    await termBox(tab.page).fill('garden');
    await termBox(tab.page).press('Enter');
    await tab.page.waitForURL(/\/search\/all\?term=garden/);
    expect(await summary(tab.page).textContent()).toMatch(/^1–20 of \d+ results$/);
    await tab.page.getByRole('link', { name: 'Page 2' }).click();
    await tab.page.waitForURL(/pageIndex=2/);
    expect(await summary(tab.page).textContent()).toMatch(/^21–/);
    await tab.context.close();
  });
});

describe('the plain form and the scripted UI', () => {
  /** The same choices made with and without JavaScript: ticking filter boxes, then a term and Enter. */
  async function choose(javaScriptEnabled: boolean, path: string, boxes: string[], term: string): Promise<string> {
    const tab = await openPage(browser, { javaScriptEnabled });
    await tab.page.goto(path);
    if (javaScriptEnabled) await waitForHydration(tab.page);
    for (const name of boxes) {
      const before = tab.page.url();
      await tab.page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
      // With JavaScript each box is a navigation: wait for it before the next.
      if (javaScriptEnabled) await tab.page.waitForURL((url) => url.href !== before);
    }
    await termBox(tab.page).fill(term);
    await termBox(tab.page).press('Enter');
    await tab.page.waitForURL(new RegExp(`term=${term}`));
    await summary(tab.page).waitFor();
    const { pathname, search } = new URL(tab.page.url());
    await tab.context.close();
    return `${pathname}${search}`;
  }

  it.each([
    ['/news', ['Conservation', 'Horticulture'], 'garden'],
    ['/search/all', ['News', 'Events'], 'garden'],
    ['/people', [], 'science'],
  ])('end on the same URL on %s', async (path, boxes, term) => {
    const scripted = await choose(true, path, boxes, term);
    expect(scripted).not.toMatch(/=(&|$)|pageSize/);
    expect(await choose(false, path, boxes, term)).toBe(scripted);
  });
});

describe('accessibility', () => {
  // One page a test: axe takes seconds a page on a busy machine.
  it.each(['/search?term=garden', '/events', '/news?topic=0%2F1%2F5', '/search?term=zzzqqq'])(
    'has no axe violations on %s (a search with results, listings with counts, an empty search)',
    async (path) => {
      const { page, context } = await visit(browser, path);
      await summary(page).waitFor();
      expect([path, await axeViolations(page)]).toEqual([path, []]);
      await context.close();
    },
  );
});
