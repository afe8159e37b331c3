import type { Browser } from 'playwright-core';
import { styleSheetProblems } from '../../scripts/webpack/assetSyntaxCheck';
import { launchBrowser, openPage, waitForHeading, waitForHydration } from './support/browser';

// What a page's head hands the browser, as the built site sends it: the inlined style sheet applies whole, and the
// route loader chunk it prefetches is the copy the first navigation runs.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The custom properties the `:root` rules of a style sheet declare. */
function rootCustomProperties(css: string): string[] {
  const rules = [...css.matchAll(/:root\s*\{([^}]*)\}/g)].map((match) => match[1]);
  return rules.flatMap((body) => [...body.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
}

describe('the inlined style sheet', () => {
  it.each(['/', '/account/login'])('reaches the browser whole on %s: every custom property of its :root rule applies', async (where) => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(where);
    const html = (await response?.text()) ?? '';
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
    const names = rootCustomProperties(css);
    expect(names.length).toBeGreaterThan(5);
    // A rule the browser dropped (a `//` line glued to `:root`, say) leaves every one of them unset.
    const unset = await page.evaluate(
      (properties) => properties.filter((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() === ''),
      names,
    );
    expect(unset).toEqual([]);
    expect(styleSheetProblems('inlined style sheet', css)).toEqual([]);
    await context.close();
  });
});

describe('the prefetched route loader chunk', () => {
  it('is downloaded once: the first client-side navigation runs the prefetched copy', async () => {
    const { page, context } = await openPage(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const loads: { type: string; fromNetwork: boolean }[] = [];
    cdp.on('Network.responseReceived', ({ type, response }) => {
      if (/\/static\/routeLoader\.[^/]*\.js$/.test(response.url))
        loads.push({ type, fromNetwork: !response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker });
    });
    const prefetched = page.waitForResponse((response) => /\/static\/routeLoader\.[^/]*\.js$/.test(response.url()));
    await page.goto('/');
    await waitForHydration(page);
    await prefetched;
    await page.locator('nav[aria-label="Main"] a', { hasText: 'About' }).first().click();
    await waitForHeading(page, /About/);
    // The prefetch (fetched from the site) and the script that ran it (from the browser's cache).
    expect(loads).toEqual([
      { type: 'Other', fromNetwork: true },
      { type: 'Script', fromNetwork: false },
    ]);
    await context.close();
  });
});

describe('the scripts a page starts with', () => {
  it('begin with code, their libraries’ licence notices served beside them', async () => {
    const { page, context } = await openPage(browser);
    const html = (await (await page.goto('/search?term=garden'))?.text()) ?? '';
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const src of scripts) {
      const body = await (await context.request.get(new URL(src, page.url()).href)).text();
      // The compile hint is a line of its own; the licence comment the minimizer leaves would be a line more.
      expect(body.split('\n', 2).join('\n')).not.toMatch(/license/i);
      const notices = await context.request.get(new URL(`${src}.LICENSE.txt`, page.url()).href);
      if (/\/(react|main)\./.test(src)) {
        expect(notices.status()).toBe(200);
        expect(await notices.text()).toMatch(/@license React|MIT/);
      }
    }
    await context.close();
  });
});
