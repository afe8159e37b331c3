// Live preview in the CMS's editing pane: a page on an allowed CMS origin frames an entry's preview and posts the
// entry as its editor has it; the preview shows it at once and says so. The same message from a page on any other
// origin changes nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'playwright-core';
import { startBuiltSite, type BuiltSite } from '../support/builtSite';
import { launchBrowser } from './support/browser';

jest.setTimeout(120_000);

/** A stand-in for the CMS's editing pane: one page that frames the address it is given. */
async function startEditorPane(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://pane.invalid').searchParams;
    const frame = (id: string, src: string) =>
      `<iframe id="${id}" title="${id}" width="600" height="600" src="${src.replace(/"/g, '&quot;')}"></iframe>`;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!DOCTYPE html><html lang="en"><title>Editor</title>${frame('preview', params.get('src') ?? 'about:blank')}` +
        (params.has('sibling') ? frame('sibling', params.get('sibling') ?? '') : ''),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let allowed: Awaited<ReturnType<typeof startEditorPane>>;
let other: Awaited<ReturnType<typeof startEditorPane>>;
let site: BuiltSite;
let browser: Browser;
let previewUrl: string;

beforeAll(async () => {
  [allowed, other] = await Promise.all([startEditorPane(), startEditorPane()]);
  site = await startBuiltSite({ LIVE_PREVIEW_ORIGINS: allowed.origin });
  const state = (await (await fetch(`${site.url}/about?redux=true`)).json()) as { routing: { entry: { sys: { id: string } } } };
  previewUrl = `${site.url}/preview/${state.routing.entry.sys.id}/en-GB`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await Promise.all([allowed?.close(), other?.close()]);
});

/** The preview, framed by a pane on `origin`, once it has hydrated. */
async function framedPreview(origin: string, sibling?: string): Promise<{ page: Page; frame: Frame }> {
  const page = await browser.newPage();
  await page.goto(`${origin}/?src=${encodeURIComponent(previewUrl)}${sibling ? `&sibling=${encodeURIComponent(sibling)}` : ''}`);
  const handle = await page.locator('#preview').elementHandle();
  const frame = await handle!.contentFrame();
  if (!frame) throw new Error('The preview was not framed');
  await frame.waitForFunction(() => !document.getElementById('trellis-state'), undefined, { timeout: 15_000 });
  return { page, frame };
}

const sendUpdate = (page: Page, payload: Record<string, unknown>) =>
  page.evaluate((data) => {
    const frame = document.getElementById('preview') as HTMLIFrameElement;
    frame.contentWindow!.postMessage({ type: 'LIVE_ENTRY_UPDATE', payload: data }, '*');
  }, payload);

describe('live preview', () => {
  it('shows the editor’s changes from an allowed CMS origin at once, and says they are not saved', async () => {
    const { page, frame } = await framedPreview(allowed.origin);
    try {
      await sendUpdate(page, { title: 'About the garden, edited live', entryTitle: 'About the garden, edited live' });
      await frame.locator('h1', { hasText: 'About the garden, edited live' }).waitFor({ timeout: 10_000 });
      // The banner says so once the update has rendered (the heading may show it a frame earlier).
      await frame.locator('.preview-banner', { hasText: /Live preview: .*not yet saved/ }).waitFor({ timeout: 10_000 });
      // A second update adds to the first.
      await sendUpdate(page, { summary: 'A summary typed in the editor.' });
      await frame.getByText('A summary typed in the editor.').waitFor({ timeout: 10_000 });
      expect(await frame.locator('h1').innerText()).toBe('About the garden, edited live');
    } finally {
      await page.close();
    }
  });

  it('ignores the same message from a page on any other origin, even one beside it in the CMS’s page', async () => {
    // The allowed pane frames the preview and, beside it, a page of another origin that messages the preview.
    const { page, frame } = await framedPreview(allowed.origin, `${other.origin}/`);
    try {
      const before = await frame.locator('h1').innerText();
      const stranger = await (await page.locator('#sibling').elementHandle())!.contentFrame();
      await stranger!.waitForLoadState();
      expect(new URL(stranger!.url()).origin).toBe(other.origin);
      await stranger!.evaluate(() => {
        const preview = window.parent.frames[0];
        preview.postMessage(
          { type: 'LIVE_ENTRY_UPDATE', payload: { title: 'Written by a stranger', entryTitle: 'Written by a stranger' } },
          '*',
        );
      });
      // A message the page took would show by the next frame: give it several, then look.
      await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(await frame.locator('h1').innerText()).toBe(before);
      expect(await frame.locator('.preview-banner').innerText()).not.toMatch(/Live preview/);
    } finally {
      await page.close();
    }
  });

  it('may be framed only by the allowed origin, and other pages by none', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${other.origin}/?src=${encodeURIComponent(previewUrl)}`);
      const frame = await (await page.locator('#preview').elementHandle())!.contentFrame();
      // The browser refuses to draw it: the frame never holds the site's page.
      await page.waitForLoadState('load');
      expect(await frame!.locator('#app').count()).toBe(0);
    } finally {
      await page.close();
    }
    const response = await fetch(`${site.url}/about`);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
    const preview = await fetch(previewUrl);
    expect(preview.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${allowed.origin}`);
  });
});
