import { useMemo, useRef, type ReactNode } from 'react';
import { formatMessage, WordsContext, type WordsAccess } from '../../lib/i18n';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useSite } from '../site/siteContext';
import { messagesOfAreas } from './siteCatalogues';
import { wordsLoaded } from './wordsSlice';

/**
 * The page's words for every component below: those the page brought (the server put the areas it shows in the
 * state), and an area loaded when a client-side navigation first shows it (the component waits meanwhile).
 */
export function WordsProvider({ children }: { children: ReactNode }) {
  const site = useSite();
  const words = useAppSelector((state) => state.words);
  const requested = useAppSelector((state) => state.routing.language);
  const dispatch = useAppDispatch();
  // The same promise for an area while it loads: a suspended component waits on it.
  const loading = useRef(new Map<string, Promise<void>>());

  const access = useMemo<WordsAccess>(
    () => ({
      language: words.language,
      has: (area) => words.requested === requested && words.areas.includes(area),
      load: (area) => {
        const key = `${requested}|${area}`;
        let promise = loading.current.get(key);
        if (!promise) {
          promise = site.catalogues.load(requested).then((loaded) => {
            dispatch(
              wordsLoaded({ requested, language: loaded.language, areas: [area], messages: messagesOfAreas(loaded.messages, [area]) }),
            );
          });
          promise.catch(() => loading.current.delete(key));
          loading.current.set(key, promise);
        }
        return promise;
      },
      t: (id, values) => {
        const message = words.messages[id];
        if (!message) throw new Error(`The page has no message "${id}" (its area's words were not loaded)`);
        return formatMessage(message, words.language, values);
      },
    }),
    [words, requested, site, dispatch],
  );
  return <WordsContext value={access}>{children}</WordsContext>;
}
