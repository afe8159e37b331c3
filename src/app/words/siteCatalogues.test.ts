import { CORE_WORDS, wordsWith } from './coreWords';
import { messagesOfAreas, siteCatalogues } from './siteCatalogues';
import { wordsFor } from './wordsFor';

const welsh = wordsWith({ shell: { skipLink: 'Neidio i’r prif gynnwys' } });
const catalogues = siteCatalogues({
  primary: 'en-GB',
  catalogues: { 'en-GB': async () => ({ default: CORE_WORDS }), cy: async () => ({ default: welsh }) },
});

describe('a site’s catalogues', () => {
  it('give a language its own words, and a regional variant its base language’s', async () => {
    expect(catalogues.catalogueLanguage('cy')).toBe('cy');
    expect(catalogues.catalogueLanguage('cy-GB')).toBe('cy');
    expect(catalogues.catalogueLanguage('EN-gb')).toBe('en-GB');
    const { t, language } = await wordsFor({ catalogues }, 'cy-GB');
    expect(language).toBe('cy');
    expect(t('shell.skipLink')).toBe('Neidio i’r prif gynnwys');
  });

  it('give a language without a catalogue the primary language’s words, formatted as that language', async () => {
    expect(catalogues.catalogueLanguage('fr')).toBe('en-GB');
    const { t, language } = await wordsFor({ catalogues }, 'fr');
    expect(language).toBe('en-GB');
    expect(t('shell.skipLink')).toBe('Skip to main content');
    expect(t('search.summaryAll', { total: 1 })).toBe('1 result');
  });

  it('load and parse each catalogue once', async () => {
    expect(await catalogues.load('cy')).toBe(await catalogues.load('cy-GB'));
  });

  it('refuse a primary language without a catalogue', () => {
    expect(() => siteCatalogues({ primary: 'cy', catalogues: { 'en-GB': async () => ({ default: CORE_WORDS }) } })).toThrow(
      'no catalogue for their primary language "cy"',
    );
  });

  it('give a page only the areas it shows', async () => {
    const { messages } = await catalogues.load('en-GB');
    const shell = Object.keys(messagesOfAreas(messages, ['shell']));
    expect(shell).toContain('shell.skipLink');
    expect(shell.every((id) => id.startsWith('shell.'))).toBe(true);
  });

  it('without any, are the core’s English words', async () => {
    const { t } = await wordsFor({ catalogues: siteCatalogues() }, 'cy');
    expect(t('shell.footer', { siteName: 'Millbrook' })).toBe('© Millbrook. Built with Trellis.');
  });
});
