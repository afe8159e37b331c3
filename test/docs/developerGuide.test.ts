import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { defineSite } from '../../src/app';
import { pages as demoPages } from '../../site/pages';
import { EntryCard } from '../../site/templates/EntryCard';
import { words } from '../../site/words';
import plantPage from '../../docs/recipes/plantPage';
import planYourDayPage from '../../docs/recipes/planYourDayPage';
import staffRotaPage from '../../docs/recipes/staffRotaPage';
import plantsPage from '../../docs/recipes/plantsPage';
import { plantsListing } from '../../docs/recipes/plantsListing';
import plantFinderPage from '../../docs/recipes/plantFinderPage';
import { plantFinderListing } from '../../docs/recipes/plantFinderListing';
import { routes as siteRoutes } from '../../docs/recipes/siteServer';
import preferencesPage from '../../docs/recipes/preferencesPage';
import { contrastRatio } from '../browser/support/contrast';
import { styleSheetProblems } from '../../scripts/webpack/assetSyntaxCheck';
import { AccountVisitor } from '../integration/support/accountVisitor';
import { PUBLIC_HOST, SEARCH_PAGE_ASSETS, siteForTests } from '../integration/support/site';
import { PLAN_YOUR_DAY, PLANTS, plantPack } from './support/plantPack';

// The developer guide shows each recipe by including a file of docs/recipes verbatim, and this test holds the two
// together; then it serves a site made of the demo's pages and the recipes, and checks that each does what the
// guide says it does.
const ROOT = path.join(__dirname, '..', '..');
const GUIDE = 'docs/developer-guide.md';
const RECIPES = 'docs/recipes';

interface RecipeBlock {
  file: string;
  /** The guide's line of the marker, 1-based. */
  line: number;
  code: string | null;
}

/** Every `<!-- recipe: FILE -->` marker of the guide and the fenced block on the line after it (null: none there). */
function recipeBlocks(markdown: string): RecipeBlock[] {
  const lines = markdown.split('\n');
  const blocks: RecipeBlock[] = [];
  lines.forEach((line, index) => {
    const marker = /^<!-- recipe: (\S+) -->$/.exec(line.trim());
    if (!marker) return;
    const fence = /^(`{3,})\w*$/.exec(lines[index + 1] ?? '');
    if (!fence) {
      blocks.push({ file: marker[1], line: index + 1, code: null });
      return;
    }
    const end = lines.findIndex((next, at) => at > index + 1 && next === fence[1]);
    blocks.push({ file: marker[1], line: index + 1, code: end < 0 ? null : `${lines.slice(index + 2, end).join('\n')}\n` });
  });
  return blocks;
}

describe('the developer guide’s recipe blocks', () => {
  const guide = fs.readFileSync(path.join(ROOT, GUIDE), 'utf8');
  const blocks = recipeBlocks(guide);

  it('reads a marked block, and notices a marker with no block after it', () => {
    const sample = ['<!-- recipe: docs/recipes/a.ts -->', '```ts', 'const a = 1;', '```', '<!-- recipe: docs/recipes/b.ts -->', 'text'];
    expect(recipeBlocks(sample.join('\n'))).toEqual([
      { file: 'docs/recipes/a.ts', line: 1, code: 'const a = 1;\n' },
      { file: 'docs/recipes/b.ts', line: 5, code: null },
    ]);
  });

  it('shows every recipe file, each exactly as it is', () => {
    const files = fs.readdirSync(path.join(ROOT, RECIPES)).map((name) => `${RECIPES}/${name}`);
    expect([...new Set(blocks.map((block) => block.file))].sort()).toEqual(files.sort());
    for (const block of blocks) {
      const file = path.join(ROOT, block.file);
      const content = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `(no file ${block.file})`;
      // On a mismatch, copy the file into the block after the guide's line named here (or the block into the file).
      expect({ at: `${GUIDE}:${block.line}`, code: block.code }).toEqual({ at: `${GUIDE}:${block.line}`, code: content });
    }
  });
});

/** The demo site with every recipe added: page modules in its pages, listings in its search configuration. */
const recipeSite = defineSite({
  pages: [...demoPages, plantPage, planYourDayPage, staffRotaPage, plantsPage, plantFinderPage, preferencesPage],
  search: {
    path: '/search',
    load: async () => {
      const { default: demo } = await import('../../site/search/searchConfig');
      return { default: { ...demo, listings: { ...demo.listings, ...plantsListing, ...plantFinderListing } } };
    },
  },
  resultCard: EntryCard,
  words,
});

const pack = plantPack();
afterAll(() => fs.rmSync(pack, { recursive: true, force: true }));
/** The plant finder's calls, seen on their way to the site's own routes (siteServer.ts). */
const finderCalls: Record<string, unknown>[] = [];
const routes = express.Router().use((req, _res, next) => {
  if (req.path === '/api/plant-finder') finderCalls.push({ ...req.query });
  next();
}, siteRoutes);
const site = siteForTests({ contentDir: pack, site: recipeSite, assets: SEARCH_PAGE_ASSETS, routes });

const get = (url: string) => request(site().app).get(url).set('Host', PUBLIC_HOST);
const html = (response: request.Response) => response.text.replace(/<!-- -->/g, '');
/** The links of a listing's results, in order. */
const results = (page: string) =>
  [
    ...(/class="card-list search-results__list"[^>]*>([\s\S]*?)<\/ol>/.exec(page)?.[1] ?? '').matchAll(
      /<a href="([^"]+)" class="card__link">/g,
    ),
  ].map((match) => match[1]);

describe('a template for a new content type (plantPage.tsx)', () => {
  it('renders a plant’s node with its template: names, facts and description, titled by its entry', async () => {
    const response = await get('/plants/foxglove');
    expect(response.status).toBe(200);
    const page = html(response);
    expect(page).toContain('<article class="page page--plant">');
    expect(page).toContain('<h1>Foxglove</h1>');
    expect(page).toContain('<i>Digitalis purpurea</i>');
    expect(page).toMatch(/<dt>Habitat<\/dt><dd>woodland<\/dd>/);
    expect(page).toMatch(/<dt>Flowers<\/dt><dd>June to September<\/dd>/);
    expect(page).toContain('Foxglove grows in the garden');
    expect(page).toMatch(/<title>Foxglove[^<]*<\/title>/);
  });
});

describe('a static route (planYourDayPage.tsx)', () => {
  it('answers at its fixed path with the words of the node editors made there, as its own page', async () => {
    const response = await get('/visit/plan-your-day');
    expect(response.status).toBe(200);
    const page = html(response);
    expect(page).toContain('<article class="page page--plan">');
    expect(page).toContain(`<h1>${PLAN_YOUR_DAY.title}</h1>`);
    expect(page).toContain(`<p class="lead">${PLAN_YOUR_DAY.summary}</p>`);
    expect(page).toContain('<li>Lunch in the Orangery café.</li>');
    expect(page).toMatch(new RegExp(`<title>${PLAN_YOUR_DAY.entryTitle} \\|[^<]*</title>`));
    expect(page).toContain(`<meta name="description" content="${PLAN_YOUR_DAY.entryDescription}"`);
    expect(page).toContain('<link rel="canonical" href="http://www.example.test/visit/plan-your-day">');
    expect(page).toMatch(/<nav class="breadcrumb"[^>]*><ol><li><a href="\/">Home<\/a><\/li><li><a href="\/visit">Visit<\/a><\/li>/);
  });
});

describe('a restricted route (staffRotaPage.tsx)', () => {
  it('sends a signed-out visitor to sign in, with the way back in the address', async () => {
    const response = await get('/staff/rota');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/account/login?redirect_uri=%2Fstaff%2Frota');
  });

  it('refuses a member outside the group and shows it to a member of Staff, privately', async () => {
    const member = await AccountVisitor.arrive(site().app);
    await member.signIn('ada', 'Orchid-Walk-2026');
    const refused = await member.get('/staff/rota');
    expect(refused.status).toBe(302);
    expect(refused.headers.location).toMatch(/^\/account\/access-denied\b/);
    const staff = await AccountVisitor.arrive(site().app);
    await staff.signIn('grace', 'Seed-Bank-1889');
    const shown = await staff.get('/staff/rota');
    expect(shown.status).toBe(200);
    expect(html(shown)).toContain('<h1>Glasshouse rota</h1>');
    expect(shown.headers['cache-control']).toMatch(/private, no-store/);
  });
});

describe('a listing with filters (plantsPage.tsx, plantsListing.ts)', () => {
  it('lists every plant in name order, and only the chosen habitat’s when filtered', async () => {
    const all = await get('/plants');
    expect(all.status).toBe(200);
    const byName = [...PLANTS].sort((a, b) => a.commonName.localeCompare(b.commonName));
    expect(results(html(all))).toEqual(byName.map((plant) => `/plants/${plant.slug}`));
    const woodland = await get('/plants?habitat=woodland');
    expect(woodland.status).toBe(200);
    expect(results(html(woodland))).toEqual(['/plants/foxglove']);
    expect(results(html(await get('/plants?habitat=woodland%2Cwetland')))).toEqual(['/plants/foxglove', '/plants/marsh-marigold']);
  });
});

describe('a custom search API (plantFinderListing.ts, plantFinderPage.tsx, plantFinderApi.ts, siteServer.ts)', () => {
  it('has the endpoint’s results in the first HTML, asked with the term and the chosen filter', async () => {
    const response = await get('/plant-finder?term=bell&colour=blue');
    expect(response.status).toBe(200);
    expect(results(html(response))).toEqual(['/plants/bluebell']);
    expect(finderCalls).toContainEqual(expect.objectContaining({ term: 'bell', colour: 'blue', pageSize: '10', pageIndex: '0' }));
  });
});

describe('an account page (preferencesPage.tsx)', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const response = await get('/account/preferences');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/account/login?redirect_uri=%2Faccount%2Fpreferences');
  });

  it('shows a signed-in visitor their page, never cached publicly nor indexed', async () => {
    const visitor = await AccountVisitor.arrive(site().app);
    await visitor.signIn('ada', 'Orchid-Walk-2026');
    const response = await visitor.get('/account/preferences');
    expect(response.status).toBe(200);
    const page = html(response);
    expect(page).toContain('<h1>Your preferences</h1>');
    expect(page).toMatch(/<a href="\/account\/change-password"[^>]*>Change your password<\/a>/);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(response.headers['cache-control']).toMatch(/private, no-store/);
  });
});

/** The custom properties a style sheet's `:root` rule sets. */
function tokensOf(css: string): Map<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  return new Map([...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
}

/** A `#rgb` or `#rrggbb` colour as sRGB 0–255 (the tokens this checks are written so). */
function rgb(colour: string): number[] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) throw new Error(`Not a #hex colour: ${colour}`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
}

describe('restyling with tokens (restyledTokens.css)', () => {
  const recipe = fs.readFileSync(path.join(ROOT, RECIPES, 'restyledTokens.css'), 'utf8');
  const demo = tokensOf(fs.readFileSync(path.join(ROOT, 'site', 'styles', 'tokens.css'), 'utf8'));
  const changed = tokensOf(recipe);
  const tokens = new Map([...demo, ...changed]);

  it('changes two of the site’s documented tokens, in a rule every browser keeps', () => {
    expect(changed.size).toBe(2);
    for (const name of changed.keys()) expect([name, demo.has(name)]).toEqual([name, true]);
    expect(styleSheetProblems('restyledTokens.css', recipe)).toEqual([]);
  });

  it('keeps AA contrast where the core’s styles put the changed colours', () => {
    const white = [255, 255, 255];
    const pairs: [string, number[], number[]][] = [
      ['white on --brand (header, buttons)', white, rgb(tokens.get('--brand')!)],
      ['white on --brand-deep (footer)', white, rgb(tokens.get('--brand-deep')!)],
      ['--brand on --surface (secondary buttons)', rgb(tokens.get('--brand')!), rgb(tokens.get('--surface')!)],
      ['--brand on --page', rgb(tokens.get('--brand')!), rgb(tokens.get('--page')!)],
      ['--brand-deep on --page (a link under the pointer)', rgb(tokens.get('--brand-deep')!), rgb(tokens.get('--page')!)],
    ];
    for (const [where, text, background] of pairs) expect([where, contrastRatio(text, background) >= 4.5]).toEqual([where, true]);
  });
});
