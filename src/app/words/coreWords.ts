import { SEARCH_WORDS } from '../../features/search/lazy';
import { ACCOUNT_WORDS } from '../../features/user/lazy';
import { DEFAULT_WORDS, ERROR_WORDS, LIST_WORDS, PREVIEW_WORDS } from '../site/words';
import type { Words } from './catalogue';
import { VERSION_WORDS } from '../version/versionWords';
import { EMAIL_WORDS } from './emailWords';

/** The core's words in English: what a site without catalogues shows, and what its English catalogue starts from. */
export const CORE_WORDS: Words = {
  shell: DEFAULT_WORDS,
  errors: ERROR_WORDS,
  preview: PREVIEW_WORDS,
  lists: LIST_WORDS,
  search: SEARCH_WORDS,
  email: EMAIL_WORDS,
  account: ACCOUNT_WORDS,
  site: {},
  version: VERSION_WORDS,
};

/** Some of each area's words, for a catalogue that changes a few of another's. */
export type WordChanges = { [Area in keyof Words]?: Partial<Words[Area]> };

/**
 * A catalogue made of another with some words changed (by default, of the core's English). A site's own area is
 * its own to give whole (`{ ...wordsWith(changes), site: SITE_WORDS }`): a catalogue typed with it then misses none.
 */
export function wordsWith(changes: WordChanges, base: Words = CORE_WORDS): Words {
  return {
    shell: { ...base.shell, ...changes.shell },
    errors: { ...base.errors, ...changes.errors },
    preview: { ...base.preview, ...changes.preview },
    lists: { ...base.lists, ...changes.lists },
    search: { ...base.search, ...changes.search },
    email: { ...base.email, ...changes.email },
    account: { ...base.account, ...changes.account },
    site: { ...base.site },
    version: { ...base.version, ...changes.version },
  };
}

export default CORE_WORDS;
