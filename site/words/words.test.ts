import { defineSite, wordsFor, type Words } from '../../src/app';
import { passwordResetEmail } from '../../server/mail/accountEmails';
import { DEFAULT_WORDS, ERROR_WORDS, PREVIEW_WORDS } from '../../src/app/site/words';
import { CORE_WORDS } from '../../src/app/words/coreWords';
import cy from './cy';
import enGB from './enGB';
import { words } from '.';

const site = defineSite({ pages: [], words });

describe('the site’s English words', () => {
  it('are today’s, word for word', () => {
    expect(enGB.shell).toEqual({ ...DEFAULT_WORDS, footer: '© {siteName}. Built with Trellis.' });
    expect(enGB.errors).toEqual(ERROR_WORDS);
    expect(enGB.preview).toEqual(PREVIEW_WORDS);
    expect(enGB.search).toEqual(CORE_WORDS.search);
    expect(enGB.email).toEqual(CORE_WORDS.email);
    expect(enGB.account).toEqual(CORE_WORDS.account);
  });
});

describe('the site’s Welsh words', () => {
  it('say every message the English ones do', () => {
    const ids = (catalogue: Words) =>
      Object.entries(catalogue).flatMap(([area, messages]) => Object.keys(messages).map((key) => `${area}.${key}`));
    expect(ids(cy).sort()).toEqual(ids(enGB).sort());
  });

  it('count results with the mutation each number brings', async () => {
    const { t, language } = await wordsFor(site, 'cy');
    expect(language).toBe('cy');
    expect([0, 1, 2, 3, 6, 7].map((total) => t('search.summaryAll', { total }))).toEqual([
      '0 canlyniad',
      '1 canlyniad',
      '2 ganlyniad',
      '3 chanlyniad',
      '6 chanlyniad',
      '7 canlyniad',
    ]);
    expect(t('search.summaryRange', { first: 21, last: 40, total: 342 })).toBe('21–40 o 342 canlyniad');
    expect([1, 2, 3, 6].map((pageCount) => t('search.pastEnd', { page: 9, pageCount }))).toEqual([
      'Mae tudalen 9 y tu hwnt i’r diwedd: 1 dudalen sydd i’r canlyniadau hyn.',
      'Mae tudalen 9 y tu hwnt i’r diwedd: 2 dudalen sydd i’r canlyniadau hyn.',
      'Mae tudalen 9 y tu hwnt i’r diwedd: 3 tudalen sydd i’r canlyniadau hyn.',
      'Mae tudalen 9 y tu hwnt i’r diwedd: 6 thudalen sydd i’r canlyniadau hyn.',
    ]);
  });

  it('link to a long section with the number of its pages, mutated, and its name as it is', async () => {
    const { t } = await wordsFor(site, 'cy');
    expect([1, 2, 3, 6, 21, 3000].map((total) => t('lists.seeAll', { total, section: 'Newyddion' }))).toEqual([
      'Gweld yr un dudalen yn yr adran Newyddion',
      'Gweld y ddwy dudalen yn yr adran Newyddion',
      'Gweld pob un o’r 3 tudalen yn yr adran Newyddion',
      'Gweld pob un o’r 6 thudalen yn yr adran Newyddion',
      'Gweld pob un o’r 21 tudalen yn yr adran Newyddion',
      'Gweld pob un o’r 3,000 tudalen yn yr adran Newyddion',
    ]);
  });

  it('stand in English for a language the site has no words for', async () => {
    const { t, language } = await wordsFor(site, 'fr');
    expect(language).toBe('en-GB');
    expect(t('search.summaryAll', { total: 2 })).toBe('2 results');
  });
});

describe('the account emails in Welsh', () => {
  const input = { to: 'a@example.org', firstName: 'Siân', link: 'https://www.example.org/reset?token=x', siteName: 'Gardd Millbrook' };

  it('say every sentence in Welsh, with the time the link works', async () => {
    const words = await wordsFor(site, 'cy');
    const mail = passwordResetEmail({ ...input, expiresInMinutes: 120, words });
    expect(mail.subject).toBe('Ailosod eich cyfrinair ar gyfer Gardd Millbrook');
    expect(mail.text).toContain('Helo Siân,');
    expect(mail.text).toContain('Mae’r ddolen yn gweithio unwaith, am 2 awr.');
    expect(mail.html).toContain('<html lang="cy">');
    expect(mail.html).toContain('Os nad yw’r ddolen yn gweithio, copïwch y cyfeiriad hwn i’ch porwr');
    expect(passwordResetEmail({ ...input, expiresInMinutes: 2, words }).text).toContain('am 2 funud.');
    expect(passwordResetEmail({ ...input, expiresInMinutes: 30, words }).text).toContain('am 30 munud.');
  });

  it('are in English when the sender names no words, as before', () => {
    const mail = passwordResetEmail({ ...input, expiresInMinutes: 60 });
    expect(mail.subject).toBe('Reset your Gardd Millbrook password');
    expect(mail.text).toContain('The link works once, for 1 hour.');
  });
});
