// The site server refuses, before it starts anything, a site whose search configuration names words it does not have.
import { defineSite } from '../src/app/site/defineSite';
import { CORE_WORDS } from '../src/app/words/coreWords';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startSite } from './siteServer';

it('refuses a site whose search names a message its words lack, naming it, before the platform starts', async () => {
  const site = defineSite({
    pages: [],
    search: { load: () => Promise.resolve({ default: { listingLabels: { news: 'site.searchNewz' } } }) },
    words: { primary: 'en-GB', catalogues: { 'en-GB': () => Promise.resolve({ default: CORE_WORDS }) } },
  });
  const startLocalPlatform = jest.fn();
  await expect(startSite(site, loadConfig({ PORT: '0' }), createLogger('silent'), {}, startLocalPlatform)).rejects.toThrow(
    'names messages its en-GB words do not have: site.searchNewz (listingLabels.news)',
  );
  expect(startLocalPlatform).not.toHaveBeenCalled();
});
