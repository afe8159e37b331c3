import request from 'supertest';
import { PUBLIC_HOST, SEARCH_PAGE_ASSETS, siteForTests } from './support/site';

// Search pages rendered by the real server for a page whose language is Welsh. Until the language comes from
// the address (the `/cy` prefix), the routing state's language is the configured DEFAULT_LANGUAGE, so a site
// configured for `cy` renders every page in Welsh: its searches, filters and listings must be Welsh too.
const site = siteForTests({ assets: SEARCH_PAGE_ASSETS, env: { DEFAULT_LANGUAGE: 'cy' } });

const get = (path: string) => request(site().app).get(path).set('Host', PUBLIC_HOST);
/** The HTML with the term's `<mark>`s taken out, so a marked title reads as one string. */
const text = (html: string) => html.replace(/<!-- -->|<\/?mark>/g, '');

it('finds Welsh variations by a Welsh term, with the topic filter titled in Welsh', async () => {
  const page = text((await get('/search/news?term=gwirfoddolwyr').expect(200)).text);
  expect(page).toContain('Gwirfoddolwyr yn rhoi 14,000 o oriau i’r ardd');
  for (const topic of ['Cadwraeth', 'Garddwriaeth', 'Gwyddoniaeth', 'Dysgu', 'Cymuned']) expect(page).toContain(topic);
  expect(page).not.toContain('>Conservation<');
  expect(page).not.toContain('Volunteers give 14,000 hours to the garden');
});

it('lists the Welsh variations only on the news listing, with Welsh filters', async () => {
  const page = text((await get('/news').expect(200)).text);
  expect(page).toContain('Grant o £280,000 i agor gardd synhwyraidd');
  expect(page).not.toContain('£280,000 awarded to open a sensory garden');
  expect(page).toContain('Cymuned');
});

it('filters events by a category titled in Welsh', async () => {
  const page = text((await get('/events?category=0/2/5').expect(200)).text);
  expect(page).toContain('Gwyliau');
  expect(page).toContain('Gŵyl y Tegeirianau');
  expect(page).not.toContain('Orchid Festival');
});

it('names the search page’s tabs, filters, sort choices and button in Welsh (the configuration’s message ids)', async () => {
  const page = text((await get('/search/news?term=gwirfoddolwyr').expect(200)).text);
  const tabs = /<nav class="search-tabs"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? '';
  const tabNames = [...tabs.matchAll(/<a [^>]*>([^<(]*)/g)].map((match) => match[1].trim());
  expect(tabNames).toEqual(['Y cyfan', 'Tudalennau', 'Newyddion', 'Digwyddiadau', 'Pobl']);
  const legends = [...page.matchAll(/<legend class="filter-group__title">([^<]*)<\/legend>/g)].map((match) => match[1]);
  expect(legends).toEqual(['Pwnc', 'Blwyddyn']);
  expect(page).toContain('>Y cyfatebiad gorau</option>');
  expect(page).toMatch(/<button type="submit" class="button">Chwilio<\/button>/);
  expect(page).not.toMatch(/>(All|Pages|News|Events|People|Topic|Year|Best match|Search)</);
});
