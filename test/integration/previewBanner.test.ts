import request from 'supertest';
import { PUBLIC_HOST, siteForTests } from './support/site';

// The banner an editor sees on a preview says what the page shows: the latest versions, drafts included, where
// the host shows drafts; the published version on a public host, which never shows them (README, PREVIEW_HOSTS).
const site = siteForTests();

const banner = async (path: string, host: string) => {
  const response = await request(site().app).get(path).set('Host', host);
  expect([path, host, response.status]).toEqual([path, host, 200]);
  return /<div class="preview-banner[^"]*"[^>]*><p>([\s\S]*?)<\/p>/.exec(response.text.replace(/<!-- -->/g, ''))?.[1] ?? null;
};

/** The id of an entry with a draft (content/README.md: /about has one). */
const aboutId = async () => {
  const state = (await request(site().app).get('/about?redux=true').set('Host', PUBLIC_HOST)).body as {
    routing: { entry: { sys: { id: string } } };
  };
  return state.routing.entry.sys.id;
};

describe('the preview banner', () => {
  it('says a preview on a public host shows the published version, never that it is a draft', async () => {
    const text = await banner(`/preview/${await aboutId()}`, PUBLIC_HOST);
    expect(text).toMatch(/published version/i);
    expect(text).not.toMatch(/viewing (a )?draft/i);
  });

  it('asked for the latest version on a public host, still says what is shown: the published version', async () => {
    const text = await banner(`/preview/${await aboutId()}?versionStatus=latest`, PUBLIC_HOST);
    expect(text).toMatch(/published version/i);
  });

  it('says drafts are shown where the host shows them', async () => {
    expect(await banner(`/preview/${await aboutId()}`, 'localhost')).toMatch(/drafts included/i);
    expect(await banner('/about', 'localhost')).toMatch(/drafts included/i);
  });

  it('is not on a public host’s ordinary pages', async () => {
    expect(await banner('/about?versionStatus=latest', PUBLIC_HOST)).toBeNull();
  });
});
