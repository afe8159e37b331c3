import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../../server/config';
import { loadAssets } from '../../server/render/assets';
import { readTokens, tokenColour, type Tokens } from '../support/designTokens';
import { buildSite } from '../support/builtSite';
import { miniSite } from '../fixtures/mini-site';
import * as miniServer from '../fixtures/mini-site/server';
import { PUBLIC_HOST, siteForTests } from './support/site';

// The proof that the organisation's site is apart from the core (issue 18, docs/decisions.md "The site apart"): a
// second, minimal site (test/fixtures/mini-site: two page kinds, its own templates, tokens, styles and words) builds
// with the same webpack configuration into a folder of its own, and its server, made by the same core, shows its
// pages and words and none of the demo's.

const root = path.join(__dirname, '..', '..');
const MINI = { siteDir: 'test/fixtures/mini-site', distDir: 'dist/mini-site' };
const clientDir = path.join(root, MINI.distDir, 'client');
const readRoot = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The demo's build stamp (dist/.build-stamp), which another site's build must leave as it was. */
const demoStamp = () => {
  try {
    return fs.readFileSync(path.join(root, 'dist', '.build-stamp'), 'utf8');
  } catch {
    return null;
  }
};

let demoStampBefore: string | null = null;
beforeAll(async () => {
  demoStampBefore = demoStamp();
  // A production webpack build on a shared machine: a ceiling for a stuck build, not a timing.
  await buildSite(MINI);
}, 600_000);

/** Class names of the demo site's own styles (site/styles/site.css) that the core's styles do not have. */
function demoOnlyClasses(): string[] {
  const classes = (css: string) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]));
  const core = classes(readRoot('src/app/styles/trellis.css'));
  return [...classes(readRoot('site/styles/site.css'))].filter((name) => !core.has(name));
}

/** Headings the demo's templates write (site/templates, in the site's own words: site/words/siteWords.ts). */
const DEMO_TEMPLATE_WORDS = ['Latest news', 'Coming up', 'In this section', 'Related news', 'All events'];

const classPattern = (name: string) => new RegExp(`(?<![\\w-])${name.replace(/[-]/g, '\\-')}(?![\\w-])`);

describe('the mini site’s build (SITE_DIR=test/fixtures/mini-site DIST_DIR=dist/mini-site)', () => {
  const main = () => JSON.parse(fs.readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')).main as { js: string[]; css: string[] };
  const mainText = (kind: 'js' | 'css') =>
    main()
      [kind].map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8'))
      .join('\n');

  it('writes its bundles to its own folder, stamped as the mini site’s, and leaves the demo’s build alone', () => {
    expect(fs.existsSync(path.join(root, MINI.distDir, 'server', 'main.js'))).toBe(true);
    expect(main().js.length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(root, MINI.distDir, '.build-stamp'), 'utf8').split('\n')[1]).toBe(MINI.siteDir);
    expect(demoStamp()).toBe(demoStampBefore);
  });

  it('carries the mini site’s templates and words in its browser bundle and none of the demo’s', () => {
    const js = mainText('js');
    const css = mainText('css');
    expect(js).toContain('mini-banner');
    // Its words are a chunk of their own, which a page loads only after a client-side navigation needs them.
    const wordChunks = fs.readdirSync(clientDir).filter((file) => /^words-en-GB\.[0-9a-f]+\.js$/.test(file));
    expect(wordChunks.map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8')).join('\n')).toContain('Jump to the story');
    expect(js).not.toContain('Jump to the story');
    expect(css).toContain('.mini-banner');
    const demoClasses = demoOnlyClasses();
    // The markers are the demo's: its templates and styles have them.
    expect(demoClasses).toEqual(expect.arrayContaining(['hero__text', 'card--person', 'person-header__photo']));
    const demoTemplates = fs
      .readdirSync(path.join(root, 'site', 'templates'))
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => readRoot(path.join('site', 'templates', file)))
      .concat(readRoot(path.join('site', 'words', 'siteWords.ts')))
      .join('\n');
    for (const words of DEMO_TEMPLATE_WORDS) expect(demoTemplates).toContain(words);
    expect(demoClasses.filter((name) => classPattern(name).test(js))).toEqual([]);
    expect(demoClasses.filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css))).toEqual([]);
    expect(DEMO_TEMPLATE_WORDS.filter((words) => js.includes(words))).toEqual([]);
  });

  it('styles the page with the mini site’s tokens, not the demo’s', () => {
    expectTokensOf(readTokens(mainText('css'), 'main.css'), 'test/fixtures/mini-site/styles/tokens.css');
  });
});

/** Each colour token of `tokens` is the one `file` defines. */
function expectTokensOf(tokens: Tokens, file: string) {
  const own = readTokens(readRoot(file), file);
  for (const name of ['--ink', '--page', '--brand', '--link', '--leaf', '--focus']) {
    expect([name, tokenColour(tokens, name)]).toEqual([name, tokenColour(own, name)]);
  }
}

describe('the mini site’s server entry', () => {
  it('carries its own defaults for the server’s settings, and the environment still wins', () => {
    expect(miniServer.loadConfig({}, root).cache.pageMaxAge).toBe(120);
    expect(miniServer.loadConfig({ CACHE_MAX_AGE: '15' }, root).cache.pageMaxAge).toBe(15);
    // The core's own default, which the mini site's replaces.
    expect(loadConfig({}, root).cache.pageMaxAge).toBe(60);
  });
});

describe('the mini site served by the core', () => {
  const site = siteForTests({
    site: miniSite,
    env: { STATIC_DIR: clientDir },
    // The build's manifest is read when the server is made, after beforeAll has built it.
    get assets() {
      return loadAssets(clientDir);
    },
  });
  const get = (pathname: string) => request(site().app).get(pathname).set('Host', PUBLIC_HOST);
  /** The page's body (the head holds the whole stylesheet) with React's text separators taken out. */
  const html = (text: string) => text.slice(text.indexOf('<body')).replace(/<!-- -->/g, '');

  it('renders its home page with its own template: banner, introduction and "Start here" links', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const page = html(response.text);
    expect(page).toMatch(/<header class="mini-banner"><p class="mini-kicker">Riverside Trust<\/p><h1>Millbrook Botanic Garden<\/h1>/);
    expect(page).toContain('A garden for everyone and a home for plant science');
    expect(page).toMatch(/<h2 id="mini-start-heading">Start here<\/h2><ul class="mini-start__list"><li><a href="\/visit"[^>]*>/);
    // None of the demo home page's parts: its hero, featured cards, news and events lists.
    expect(page).not.toMatch(/class="hero|class="card|Latest news|Coming up/);
  });

  it('shows its own choice of menu: three items in its order, not the whole top level of the tree', async () => {
    const page = html((await get('/about/history')).text);
    const menu = /<nav class="main-menu" aria-label="Main"><ul>(.*?)<\/ul><\/nav>/.exec(page)?.[1] ?? '';
    const links = [...menu.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ['/visit', 'Visit'],
      ['/about', 'About us'],
      ['/contact', 'Contact us'],
    ]);
  });

  it('renders a content page with its own template, and no section lists', async () => {
    const response = await get('/about/history');
    expect(response.status).toBe(200);
    const page = html(response.text);
    expect(page).toMatch(
      /<article class="mini-article"><header class="mini-article__header"><p class="mini-kicker">From the Trust<\/p><h1>Our history<\/h1>/,
    );
    expect(page).toContain('Millbrook began in 1889 as the Cardiff Physic Garden');
    expect(page).not.toMatch(/section-nav|Related news/);
    expect(response.text).toMatch(/<title>Our history \| Millbrook Botanic Garden<\/title>/);
  });

  it('shows its own words in the core’s parts: the skip link, and no search box (it has no search)', async () => {
    const page = html((await get('/about/history')).text);
    expect(page).toContain('<a class="skip-link" href="#main">Jump to the story</a>');
    expect(page).not.toMatch(/role="search"|Skip to main content/);
  });

  it.each([
    ['a listing page', '/news'],
    ['a news article', '/news/annual-report-2025-published'],
    ['an event', '/events/winter-pruning-for-fruit-trees-december-2026'],
    ['a person', '/people/eleri-vaughan'],
  ])('answers 404 with its own words for %s, a content type it has no page for (%s)', async (_kind, pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    const page = html(response.text);
    expect(response.text).toMatch(/<title>404 Nothing Moored Here \| Millbrook Botanic Garden<\/title>/);
    expect(page).toMatch(/<h1[^>]*>404 Nothing Moored Here/);
    expect(page).toContain(`<p>The river carried <code>${pathname}</code> away, or it never was.</p>`);
    expect(page).toContain('Back to the quay');
  });

  it('serves its own styles: in the page, and its stylesheet under /static/', async () => {
    const page = (await get('/')).text;
    const inline = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
    expectTokensOf(readTokens(inline, 'inline.css'), 'test/fixtures/mini-site/styles/tokens.css');
    expect(inline).toContain('.mini-banner');
    const [stylesheet] = JSON.parse(fs.readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')).main.css as string[];
    const served = await request(site().app).get(`/static/${stylesheet}`).set('Host', PUBLIC_HOST);
    expect(served.status).toBe(200);
    expect(served.text).toContain('.mini-start__list');
  });

  it('shows its own footer words', async () => {
    const page = html((await get('/')).text);
    expect(page).toContain('Millbrook Botanic Garden: a Riverside Trust mini site.');
  });
});
