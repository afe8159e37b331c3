import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { InPageContext } from '../../components';
import { areaOf, formatMessage, WordsContext, type WordsAccess } from '../../lib/i18n';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useSite } from '../site/siteContext';
import { messagesOfAreas, type LoadedWords } from './siteCatalogues';
import { recordWordUse } from './usedWords';
import { wordsLoaded } from './wordsSlice';

/** A visitor reaching for a control or a key. */
const REACH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * The page's words for every component below: those the page brought (the server put the areas it shows in the
 * state, and the page carries the messages its render used), and an area loaded when a view first shows one it
 * lacks (a client-side navigation to a page of another kind): the view waits meanwhile.
 */
export function WordsProvider({ children }: { children: ReactNode }) {
  const site = useSite();
  const words = useAppSelector((state) => state.words);
  const requested = useAppSelector((state) => state.routing.language);
  const dispatch = useAppDispatch();
  // The same promise for an area while it loads: a suspended component waits on it.
  const loading = useRef(new Map<string, Promise<void>>());
  // Areas loaded since, by `language|area`: a view that waited may render again before the store's update reaches
  // this provider, so it reads them here too.
  const done = useRef(new Map<string, LoadedWords>());
  const render = useContext(InPageContext);

  const access = useMemo<WordsAccess>(() => {
    const load = (area: string) => {
      const key = `${requested}|${area}`;
      let promise = loading.current.get(key);
      if (!promise) {
        promise = site.catalogues.load(requested).then((loaded) => {
          done.current.set(key, loaded);
          dispatch(
            wordsLoaded({ requested, language: loaded.language, areas: [area], messages: messagesOfAreas(loaded.messages, [area]) }),
          );
        });
        promise.catch(() => loading.current.delete(key));
        loading.current.set(key, promise);
      }
      return promise;
    };
    return {
      language: words.language,
      has: (area) => (words.requested === requested && words.areas.includes(area)) || done.current.has(`${requested}|${area}`),
      load,
      t: (id, values) => {
        const area = areaOf(id);
        const loaded = done.current.get(`${requested}|${area}`);
        const fresh = words.requested === requested ? words.messages[id] : undefined;
        const message = fresh ?? loaded?.messages[id];
        if (message === undefined) {
          // The rest of an area the page carried in part (a search's words for an answer the page did not show):
          // asked for once the page has started (below); should a view need it sooner, it is blank until then,
          // rather than the page giving way to a loading state and losing the visitor's focus.
          if (!loaded && words.partial && words.areas.includes(area)) {
            void load(area);
            return '';
          }
          throw new Error(`The page has no message "${id}" (its area's words were not loaded)`);
        }
        if (render) recordWordUse(render, id);
        return formatMessage(message, fresh !== undefined ? words.language : (loaded?.language ?? words.language), values);
      },
    };
  }, [words, requested, site, dispatch, render]);
  // The rest of the areas the page carried in part, which its next views may show: not as the page starts (the
  // parser they need is a phone's largest start-up script after React), but when the visitor first reaches for
  // something or a page load begins, which is before any view can need them.
  const { partial, areas } = words;
  const navigating = useAppSelector((state) => state.routing.isLoading);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!partial || wanted) return;
    const want = () => setWanted(true);
    for (const type of REACH_EVENTS) document.addEventListener(type, want, { capture: true, passive: true, once: true });
    return () => {
      for (const type of REACH_EVENTS) document.removeEventListener(type, want, { capture: true });
    };
  }, [partial, wanted]);
  useEffect(() => {
    if (!partial || !(wanted || navigating)) return;
    for (const area of areas) if (area !== 'shell') access.load(area).catch(() => undefined);
  }, [partial, areas, access, wanted, navigating]);
  return <WordsContext value={access}>{children}</WordsContext>;
}
