import type { SiteWordsConfig } from '../../src/app';

/**
 * The site's words per language: each catalogue a chunk of its own, loaded when a page in its language first
 * needs it (a page carries only the words it shows). A language without a catalogue shows the primary one's.
 */
export const words: SiteWordsConfig = {
  primary: 'en-GB',
  catalogues: {
    'en-GB': () => import(/* webpackChunkName: "words-en-GB" */ './enGB'),
    cy: () => import(/* webpackChunkName: "words-cy" */ './cy'),
  },
};
