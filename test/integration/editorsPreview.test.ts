// Editors' preview outside the draft hosts: a draft host's preview offers a signed, short-lived link to the same
// preview on the public host, which shows that entry's latest version in that language and nothing else; and a
// preview may be framed by the CMS origins LIVE_PREVIEW_ORIGINS names (live preview).
import request from 'supertest';
import { BILINGUAL_PROJECT, PUBLIC_HOST, siteForTests } from './support/site';

const DRAFT_HOST = 'preview.example.test';
const CMS = 'https://cms.example.org';
const bilingual = BILINGUAL_PROJECT;
const site = siteForTests({
  env: { PREVIEW_HOSTS: DRAFT_HOST, LIVE_PREVIEW_ORIGINS: CMS, PREVIEW_LINK_MINUTES: '30' },
  upstream: { projects: [bilingual] },
});
const get = (path: string, host = PUBLIC_HOST) => request(site().app).get(path).set('host', host);

/** The id of an entry with a draft (content/README.md: /about and /visit/opening-times have one). */
async function idOf(path: string): Promise<string> {
  return ((await get(`${path}?redux=true`)).body as { routing: { entry: { sys: { id: string } } } }).routing.entry.sys.id;
}

/** The share link on a draft host's preview: its address, and the words around it. */
async function shareLink(path: string): Promise<{ href: string; text: string }> {
  const page = await get(path, DRAFT_HOST).expect(200);
  const match = /<p class="preview-banner__share"><a href="([^"]+)">([\s\S]*?)<\/p>/.exec(page.text.replace(/<!-- -->/g, ''));
  if (!match) throw new Error(`${path} on the draft host offers no share link`);
  return { href: match[1].replace(/&amp;/g, '&'), text: match[2] };
}

const versionOf = async (path: string) =>
  ((await get(`${path}${path.includes('?') ? '&' : '?'}redux=true`)).body as { routing: { entry: { sys: { versionStatus: string } } } })
    .routing.entry.sys.versionStatus;

describe('a signed preview link', () => {
  it('is offered on a draft host’s preview: the same page on the public host, for the configured time', async () => {
    const id = await idOf('/about');
    const link = await shareLink(`/preview/${id}/en-GB`);
    expect(link.href).toMatch(new RegExp(`^http://${PUBLIC_HOST}/preview/${id}/en-GB\\?preview=[\\w-]+\\.[\\w-]+$`));
    expect(link.text).toContain('30 minutes');
  });

  it('shows the latest version on the public host, private and never indexed, saying it is a draft', async () => {
    const id = await idOf('/about');
    const path =
      new URL((await shareLink(`/preview/${id}/en-GB`)).href).pathname + new URL((await shareLink(`/preview/${id}/en-GB`)).href).search;
    const page = await get(path).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).toMatch(/drafts included/);
    expect(await versionOf(path)).toBe('latest');
    // Without the link, the public host shows the published version.
    expect(await versionOf(`/preview/${id}/en-GB`)).toBe('published');
  });

  it('leaves the rest of the site published: the browser’s later pages and calls are of the published site', async () => {
    const id = await idOf('/about');
    const href = new URL((await shareLink(`/preview/${id}/en-GB`)).href);
    const state = (await get(`${href.pathname}${href.search}&redux=true`)).body as {
      routing: { versionStatus: string; preview: { signed: boolean } };
    };
    expect(state.routing.versionStatus).toBe('published');
    expect(state.routing.preview.signed).toBe(true);
  });

  it('admits nothing else: another entry, another language, a changed token, another kind of signed link', async () => {
    const aboutId = await idOf('/about');
    const other = await idOf('/visit/opening-times');
    const href = new URL((await shareLink(`/preview/${aboutId}/en-GB`)).href);
    const token = href.searchParams.get('preview')!;
    for (const path of [
      `/preview/${other}/en-GB?preview=${token}`,
      `/preview/${aboutId}/cy?preview=${token}`,
      `/cy/preview/${aboutId}/cy?preview=${token}`,
      `/preview/${aboutId}/en-GB?preview=${token.slice(0, -2)}xx`,
      `/preview/${aboutId}/en-GB?preview=${'a'.repeat(5000)}`,
      `/preview/${aboutId}/en-GB?preview=`,
    ]) {
      const page = await get(path);
      expect([path, page.status]).toEqual([path, 403]);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.text).toContain('This preview link does not work');
    }
    // A token is for the preview page only: elsewhere it is an ordinary query parameter and admits no draft.
    const about = (await get(`/about?preview=${token}&redux=true`)).body as { routing: { versionStatus: string } };
    expect(about.routing.versionStatus).toBe('published');
  });

  it('of a Welsh variation is under /cy and shows it in Welsh', async () => {
    const id = await idOf('/visit');
    const link = await shareLink(`/cy/preview/${id}/cy`);
    const href = new URL(link.href);
    expect(href.pathname).toBe(`/cy/preview/${id}/cy`);
    const page = await get(`${href.pathname}${href.search}`).expect(200);
    expect(page.text).toContain('<html lang="cy">');
  });
});

describe('live preview in the CMS', () => {
  it('lets the configured CMS origins frame a preview, and no other page', async () => {
    const id = await idOf('/about');
    const preview = await get(`/preview/${id}/en-GB`, DRAFT_HOST).expect(200);
    expect(preview.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${CMS}`);
    expect(preview.headers['x-frame-options']).toBeUndefined();
    const page = await get('/about').expect(200);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('tells the preview page which origins may send it the edited entry', async () => {
    const id = await idOf('/about');
    const state = (await get(`/preview/${id}/en-GB?redux=true`, DRAFT_HOST)).body as { routing: { preview: { liveOrigins: string[] } } };
    expect(state.routing.preview.liveOrigins).toEqual([CMS]);
    const ordinary = (await get('/about?redux=true')).body as { routing: { preview: unknown } };
    expect(ordinary.routing.preview).toBeNull();
  });
});
