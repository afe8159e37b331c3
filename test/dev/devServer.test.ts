import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, markWindow, waitForHydration } from '../browser/support/browser';
import { copySite, ROOT, startDevProcess, type DevProcess } from './support/devProcess';

// `npm run dev` as a site developer uses it (issue 19): the dev server on a copy of the mini site, a real Chromium on
// its home page, and edits to the copy's component, template and style sheet. Each edit must reach the open page
// without a reload (the window's mark survives), and the server render of the next request.

/** A component with state of its own, added to the copy's home page: Fast Refresh must keep its count. */
const COUNTER = `import { useState } from 'react';

/** Counts its clicks: state that a hot update must keep. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="dev-counter" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
`;

const OVERLAY = '#webpack-hot-middleware-clientOverlay';
const KICKER = 'Riverside Trust';

let dev: DevProcess;
let workDir: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const copy = copySite('test/fixtures/mini-site', String(process.pid), (siteDir) => {
    fs.writeFileSync(path.join(siteDir, 'templates', 'Counter.tsx'), COUNTER);
    const home = path.join(siteDir, 'templates', 'MiniHome.tsx');
    const text = fs
      .readFileSync(home, 'utf8')
      .replace("from '../../../../src/app';", "from '../../../../src/app';\nimport { Counter } from './Counter';")
      .replace('<h1>{titleOf(entry)}</h1>', '<h1>{titleOf(entry)}</h1>\n        <Counter />');
    fs.writeFileSync(home, text);
  });
  workDir = copy.workDir;
  // A content pack of its own, which the last test edits (the local platform watches it in development).
  fs.cpSync(path.join(ROOT, 'content', 'demo'), path.join(workDir, 'content'), { recursive: true });
  // The first build of both bundles on a shared machine: a ceiling, not a timing.
  dev = await startDevProcess(copy.workDir, copy.siteDir, { CONTENT_DIR: path.join(workDir, 'content') });
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: dev.url.replace('localhost', '127.0.0.1') });
  page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  await markWindow(page);
}, 300_000);

/** The first message the dev server's hot-update stream sends a page that connects now. */
async function firstHotMessage(): Promise<{ action: string; errors: string[] }> {
  const controller = new AbortController();
  const response = await fetch(`${dev.url.replace('localhost', '127.0.0.1')}/__webpack_hmr`, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`The hot-update stream ended before a message: ${text}`);
      text += decoder.decode(value, { stream: true });
      const message = /^data: (\{.*\})$/m.exec(text);
      if (message) return JSON.parse(message[1]) as { action: string; errors: string[] };
    }
  } finally {
    controller.abort();
  }
}

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

const windowMarked = () => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);
const serverRender = async () => (await fetch(`${dev.url.replace('localhost', '127.0.0.1')}/`)).text();

describe('npm run dev', () => {
  it('serves the site in development mode, its style sheet linked (swappable) and its source mapped', async () => {
    const html = await serverRender();
    expect(html).toContain(KICKER);
    expect(html).toContain('<link rel="stylesheet" href="/static/main.css">');
    const script = await (await fetch(`${dev.url.replace('localhost', '127.0.0.1')}/static/main.js`)).text();
    expect(script).toMatch(/\/\/# sourceMappingURL=main\.js\.map/);
    expect(await page.locator('.mini-kicker').textContent()).toBe(KICKER);
  });

  it('applies a component edit in the open page and keeps the component’s state', async () => {
    const counter = page.locator('.dev-counter');
    await counter.click();
    await counter.click();
    await page.locator('.dev-counter', { hasText: 'Clicked 2 times' }).waitFor();
    dev.edit('templates/Counter.tsx', 'Clicked {count} times', 'Pressed {count} times');
    await page.locator('.dev-counter', { hasText: 'Pressed' }).waitFor();
    expect(await counter.textContent()).toBe('Pressed 2 times');
    expect(await windowMarked()).toBe(true);
  });

  it('replaces an edited style sheet in the open page', async () => {
    const colour = () => page.locator('.mini-kicker').evaluate((element) => getComputedStyle(element).color);
    expect(await colour()).not.toBe('rgb(1, 2, 3)');
    dev.edit('styles/site.css', 'color: var(--muted);', 'color: rgb(1, 2, 3);');
    await page.waitForFunction(() => {
      const kicker = document.querySelector('.mini-kicker');
      return kicker !== null && getComputedStyle(kicker).color === 'rgb(1, 2, 3)';
    });
    expect(await windowMarked()).toBe(true);
  });

  it('applies a template edit in the open page, and the next request’s server render has it', async () => {
    dev.edit(
      'templates/MiniHome.tsx',
      `<p className="mini-kicker">${KICKER}</p>`,
      '<p className="mini-kicker">Riverside Trust, edited</p>',
    );
    await page.locator('.mini-kicker', { hasText: 'Riverside Trust, edited' }).waitFor();
    expect(await windowMarked()).toBe(true);
    const html = await serverRender();
    expect(html).toContain('Riverside Trust, edited');
    // A hot update's scripts are for the pages open at the time, never for a new page's start.
    expect(html).not.toMatch(/hot-update/);
  });

  it('shows a syntax error in the overlay and the terminal, and recovers when the file is fixed', async () => {
    const from = dev.output().length;
    dev.edit('templates/MiniHome.tsx', '<p className="mini-kicker">', '<p className="mini-kicker"');
    await page.locator(OVERLAY).waitFor();
    expect(await page.locator(OVERLAY).textContent()).toMatch(/MiniHome\.tsx[\s\S]*SyntaxError|SyntaxError[\s\S]*MiniHome\.tsx/);
    await dev.waitForOutput(/bundle does not build[^\n]*MiniHome\.tsx/, from);
    dev.edit('templates/MiniHome.tsx', '<p className="mini-kicker"', '<p className="mini-kicker">');
    await page.locator(OVERLAY).waitFor({ state: 'detached' });
    await page.locator('.mini-kicker', { hasText: 'Riverside Trust, edited' }).waitFor();
    expect(await serverRender()).toContain('Riverside Trust, edited');
  });

  it('shows a type error in the overlay and the terminal, and clears it when the file is fixed', async () => {
    const from = dev.output().length;
    dev.edit(
      'templates/Counter.tsx',
      'const [count, setCount] = useState(0);',
      "const [count, setCount] = useState(0);\n  const label: number = 'not a number';",
    );
    dev.edit('templates/Counter.tsx', 'Pressed {count}', 'Pressed {label} {count}');
    await page.locator(OVERLAY, { hasText: 'TS2322' }).waitFor();
    expect(await page.locator(OVERLAY).textContent()).toContain('Counter.tsx');
    await dev.waitForOutput(/Type errors[^\n]*\\n[^\n]*Counter\.tsx\(\d+,\d+\): error TS2322/, from);
    dev.edit('templates/Counter.tsx', "const label: number = 'not a number';", 'const label = 1;');
    await page.locator(OVERLAY).waitFor({ state: 'detached' });
    await page.locator('.dev-counter', { hasText: 'Pressed 1' }).waitFor();
    expect(await windowMarked()).toBe(true);
    // A page opened now is told of no problem either (what the hot client is sent when it connects).
    expect(await firstHotMessage()).toMatchObject({ action: 'sync', errors: [] });
  });

  it('reloads the open pages when told to (content changed)', async () => {
    const response = await fetch(`${dev.url.replace('localhost', '127.0.0.1')}/__trellis/dev/reload?reason=content`, { method: 'POST' });
    expect(response.status).toBe(204);
    await page.waitForFunction(() => (window as unknown as { __mark?: number }).__mark === undefined);
    await waitForHydration(page);
    expect(await page.locator('.mini-kicker').textContent()).toBe('Riverside Trust, edited');
  });

  it('reloads the open pages when the content pack changes, with the new content', async () => {
    await markWindow(page);
    const file = path.join(workDir, 'content', 'website', 'entries', 'core-0001.json');
    const pack = fs.readFileSync(file, 'utf8');
    expect(pack).toContain('"title": "Millbrook Botanic Garden"');
    fs.writeFileSync(file, pack.replace('"title": "Millbrook Botanic Garden"', '"title": "Millbrook Botanic Garden, live"'));
    await page.waitForFunction(() => (window as unknown as { __mark?: number }).__mark === undefined);
    await page.locator('h1', { hasText: 'Millbrook Botanic Garden, live' }).waitFor();
  });
});
