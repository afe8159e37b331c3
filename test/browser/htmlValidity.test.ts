import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext } from 'playwright-core';
import { startBuiltSite } from '../support/builtSite';
import { checkHtmlFiles, htmlCheckerAvailable } from '../support/htmlChecker';
import { freePort } from '../support/redisServer';
import { siteUrl, waitForMail } from './support/browser';

// Every kind of page the built site serves with the demo pack, as a browser receives it (the inlined style sheet
// included), checked by the W3C Nu HTML Checker: no error on any of them. A browser forgives invalid markup in ways
// of its own (a dropped style rule, an ignored attribute), so an error here is something some visitor does not get.
const describeWithChecker = htmlCheckerAvailable() ? describe : describe.skip;

interface SavedPage {
  name: string;
  file: string;
  status: number;
  html: string;
}

const DEMO_USER = { username: 'ada', password: 'Orchid-Walk-2026', email: 'ada@example.com' };

/** A visitor without JavaScript: a cookie jar and the anti-forgery token of its session. */
async function visitor(): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await request.newContext({ baseURL: siteUrl() });
  const session = await api.get('/account/session');
  return { api, csrf: ((await session.json()) as { csrfToken: string }).csrfToken };
}

describeWithChecker('the HTML of every kind of page', () => {
  let dir = '';
  const pages: SavedPage[] = [];
  let signedOut: { api: APIRequestContext; csrf: string };
  let signedIn: { api: APIRequestContext; csrf: string };

  async function save(name: string, answer: Promise<{ status(): number; text(): Promise<string> }>): Promise<SavedPage> {
    const response = await answer;
    const html = await response.text();
    const file = path.join(dir, `${String(pages.length + 1).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-')}.html`);
    fs.writeFileSync(file, html);
    const page = { name, file, status: response.status(), html };
    pages.push(page);
    return page;
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-html-'));
    signedOut = await visitor();
    signedIn = await visitor();
    const login = await signedIn.api.post('/account/login', {
      headers: { 'x-csrf-token': signedIn.csrf },
      data: { username: DEMO_USER.username, password: DEMO_USER.password },
    });
    if (!login.ok()) throw new Error(`Signing in as the demo user failed: ${login.status()}`);
  });
  afterAll(async () => {
    await signedOut?.api.dispose();
    await signedIn?.api.dispose();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fetches each page kind, signed out and signed in', async () => {
    const get = (api: APIRequestContext, where: string) => api.get(where, { headers: { accept: 'text/html' } });
    const out = signedOut.api;
    for (const [name, where] of [
      ['home', '/'],
      ['content page', '/about/history'],
      ['section page', '/about'],
      ['news listing with filters', '/news?topic=0%2F1%2F2&year=2026'],
      ['event listing, second page', '/events?pageIndex=2'],
      ['people listing', '/people'],
      ['news article', '/news/a-new-look-for-our-website'],
      ['event', '/events/apple-day-october-2026'],
      ['person', '/people/eleri-vaughan'],
      ['search results', '/search?term=garden'],
      ['search with no results', '/search?term=qqzzxxnothing'],
      ['sign-in page', '/account/login'],
      ['registration page', '/account/registration'],
      ['forgot-password page', '/account/forgot-password'],
      ['reset-password page with a bad link', '/account/reset-password?token=not-a-token'],
      ['access-denied page', '/account/access-denied'],
      ['not-found page', '/missing-page'],
      ['malformed address (400)', '/%E0%A4%A'],
      ['version page', '/__version'],
      ['members-only page, signed out', '/members'],
    ] as const) {
      await save(name, get(out, where));
    }

    // A preview of the first news article, and of an entry with no template of its own (the home page's hero image).
    const news = (await (await out.get('/news?redux=true')).json()) as {
      search: { listings: { news: { results: { entry: { sys: { id: string } } }[] } } };
    };
    const home = (await (await out.get('/?redux=true')).json()) as {
      routing: { entry: { heroImage: { asset: { sys: { id: string } } } } };
    };
    await save('preview', get(out, `/preview/${news.search.listings.news.results[0].entry.sys.id}`));
    await save('entry without a template of its own', get(out, `/preview/${home.routing.entry.heroImage.asset.sys.id}`));

    // A form posted empty by a browser without JavaScript: the form again, with its error summary.
    const refused = await save(
      'registration refused (error summary)',
      out.post('/account/register', {
        headers: { accept: 'text/html' },
        form: { _csrf: signedOut.csrf, firstName: '', lastName: '', email: '', password: '' },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('class="error-summary"');

    // The page an emailed reset link opens.
    const asked = await out.post('/account/reset', {
      headers: { 'x-csrf-token': signedOut.csrf, accept: 'application/json' },
      data: { userEmail: DEMO_USER.email },
    });
    expect(asked.ok()).toBe(true);
    const link = new URL((await waitForMail(DEMO_USER.email, /reset/i)).link);
    const reset = await save('reset-password page from an emailed link', get(out, link.pathname + link.search));
    expect(reset.html).toContain('type="password"');

    for (const [name, where] of [
      ['home, signed in', '/'],
      ['change-password page, signed in', '/account/change-password'],
      ['members-only page, signed in', '/members'],
      ['staff-only page, signed in (access denied)', '/about/staff-handbook'],
    ] as const) {
      await save(name, get(signedIn.api, where));
    }

    // The server's error page when the content platform does not answer.
    const down = await startBuiltSite({
      CONTENSIS_URL: `http://127.0.0.1:${await freePort()}`,
      CONTENSIS_PROJECT: 'website',
      CONTENSIS_ACCESS_TOKEN: 'unused-token-for-a-platform-that-is-down',
      SITE_URL: 'http://localhost',
    });
    try {
      const failed = await save('server error page (platform down)', get(out, `${down.url}/about/history`));
      expect(failed.status).toBe(503);
    } finally {
      await down.close();
    }

    // Each page really is the kind it is named for (a redirect to sign-in would check the sign-in page twice).
    expect(pages.every((page) => page.html.startsWith('<!DOCTYPE html>'))).toBe(true);
    const heading = (name: string) => /<h1[^>]*>([^<]*)/.exec(pages.find((page) => page.name === name)?.html ?? '')?.[1] ?? null;
    expect(
      [
        'not-found page',
        'version page',
        'members-only page, signed out',
        'members-only page, signed in',
        'change-password page, signed in',
        'staff-only page, signed in (access denied)',
        'server error page (platform down)',
      ].map((name) => [name, heading(name)]),
    ).toEqual([
      ['not-found page', '404'],
      ['version page', 'Version information'],
      ['members-only page, signed out', 'Sign in'],
      ['members-only page, signed in', 'Members’ area'],
      ['change-password page, signed in', 'Change your password'],
      ['staff-only page, signed in (access denied)', 'You do not have access to this page'],
      ['server error page (platform down)', '503'],
    ]);
  }, 90_000);

  it('has no error the W3C HTML checker finds, on any of them', async () => {
    expect(pages.length).toBeGreaterThan(20);
    const errors = await checkHtmlFiles(pages.map((page) => page.file));
    const nameOf = new Map(pages.map((page) => [page.file, page.name]));
    expect(
      errors.map(({ file, line, message, extract }) => `${nameOf.get(file) ?? file} (line ${line}): ${message} [${extract.slice(0, 160)}]`),
    ).toEqual([]);
  }, 120_000);
});
