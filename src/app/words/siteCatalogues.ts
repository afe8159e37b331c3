import { lazyChunk, type LazyChunk } from '../../lib/chunks';
import type { ParsedMessages } from '../../lib/i18n';
import { RENDERS_ON_SERVER } from '../../lib/render';
import type { SiteWordsConfig } from './catalogue';

/** One language's words, parsed: `language` is the catalogue's (the primary one's for a language without its own). */
export interface LoadedWords {
  language: string;
  messages: ParsedMessages;
}

/** A site's catalogues as the core uses them: each loaded and parsed once, when a page first needs it. */
export interface SiteCatalogues {
  primary: string;
  /** The language whose catalogue a page in `language` shows. */
  catalogueLanguage(language: string): string;
  load(language: string): Promise<LoadedWords>;
  /** The words `load` has given for `language` already, to use in the same task; undefined until then. */
  loaded(language: string): LoadedWords | undefined;
}

/** A site without catalogues of its own shows the core's English words. */
const CORE_ONLY: SiteWordsConfig = {
  primary: 'en-GB',
  catalogues: { 'en-GB': () => import(/* webpackChunkName: "words-core" */ './coreWords') },
};

export function siteCatalogues(config: SiteWordsConfig = CORE_ONLY): SiteCatalogues {
  const { primary, catalogues } = config;
  if (!Object.hasOwn(catalogues, primary)) throw new Error(`The site's words have no catalogue for their primary language "${primary}"`);
  const byLowerCase = new Map(Object.keys(catalogues).map((language) => [language.toLowerCase(), language]));
  // One chunk a catalogue: loaded and parsed once, kept for use in the same task, tried again after a failed load.
  const chunks = new Map<string, LazyChunk<LoadedWords>>();

  // The catalogue of the language itself, else of its base language (cy for cy-GB), else the primary language's.
  const catalogueLanguage = (language: string) => {
    const lower = language.toLowerCase();
    return byLowerCase.get(lower) ?? byLowerCase.get(lower.split('-')[0]) ?? primary;
  };

  const chunkOf = (language: string): LazyChunk<LoadedWords> => {
    const chosen = catalogueLanguage(language);
    let chunk = chunks.get(chosen);
    if (!chunk) {
      chunk = lazyChunk(async () => {
        const [catalogue, parser] = await Promise.all([
          catalogues[chosen](),
          import(/* webpackChunkName: "words-parser" */ '../../lib/i18n/parseMessages'),
        ]);
        // In a browser, in slices that leave room for the visitor's clicks.
        const messages = RENDERS_ON_SERVER
          ? parser.parseCatalogue(catalogue.default)
          : await parser.parseCatalogueInSlices(catalogue.default);
        return { language: chosen, messages };
      });
      chunks.set(chosen, chunk);
    }
    return chunk;
  };

  return { primary, catalogueLanguage, load: (language) => chunkOf(language).load(), loaded: (language) => chunkOf(language).get() };
}

/** The messages of some areas only: what a page carries. */
export function messagesOfAreas(messages: ParsedMessages, areas: readonly string[]): ParsedMessages {
  const picked: ParsedMessages = {};
  for (const [id, message] of Object.entries(messages)) if (areas.includes(id.slice(0, id.indexOf('.')))) picked[id] = message;
  return picked;
}
