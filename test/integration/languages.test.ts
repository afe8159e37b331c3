import request from 'supertest';
import { PUBLIC_HOST, startTestSite, type TestSite } from './support/site';

const bilingual = {
  id: 'website',
  name: 'Millbrook Botanic Garden',
  hostnames: [PUBLIC_HOST],
  publicUri: `http://${PUBLIC_HOST}`,
  primaryLanguage: 'en-GB',
  supportedLanguages: ['en-GB', 'cy'],
};

describe('languages in the address (prefix scheme)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ upstream: { projects: [bilingual] } });
  });
  afterAll(() => site.close());
  const get = (path: string) => request(site.app).get(path).set('host', PUBLIC_HOST);

  it('smoke', async () => {
    const page = await get('/cy/visit');
    console.log(page.status, page.text.slice(0, 3000));
  });
});
