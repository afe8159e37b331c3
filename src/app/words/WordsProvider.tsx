import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { InPageContext } from '../../components';
import { whenIdle } from '../../lib/browser';
import { areaOf, formatMessage, WordsContext, type WordsAccess } from '../../lib/i18n';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useSite } from '../site/siteContext';
import { messagesOfAreas, type LoadedWords } from './siteCatalogues';
import { recordWordUse } from './usedWords';
import { wordsLoaded, type WordsState } from './wordsSlice';

/** A visitor reaching for a control or a key. */
const REACH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** The latest the rest of a page's words wait for an idle browser. */
export const IDLE_WORDS_TIMEOUT_MS = 5000;
/** When they come where the browser has no idle callback (Safari). */
export const IDLE_WORDS_FALLBACK_MS = 1500;

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

  // Areas asked for together arrive in one store update (one render of the words' readers, not one an area).
  const loadAreas = useCallback(
    (list: readonly string[]) => {
      const keyOf = (area: string) => `${requested}|${area}`;
      const wanted = list.filter((area) => !loading.current.has(keyOf(area)));
      if (wanted.length > 0) {
        const promise = site.catalogues.load(requested).then((loaded) => {
          for (const area of wanted) done.current.set(keyOf(area), loaded);
          dispatch(
            wordsLoaded({ requested, language: loaded.language, areas: wanted, messages: messagesOfAreas(loaded.messages, wanted) }),
          );
        });
        promise.catch(() => {
          for (const area of wanted) loading.current.delete(keyOf(area));
        });
        for (const area of wanted) loading.current.set(keyOf(area), promise);
      }
    },
    [requested, site, dispatch],
  );

  // The words as its readers find them when they call `t` or `has`: words that arrive later (the rest of the areas a
  // page carried in part) leave every view that has its words as it is, instead of drawing all of them again.
  const current = useRef(words);
  current.current = words;
  // The words a view waited for were asked for with (it suspended, or showed a blank): once others arrive the readers
  // get a new value, so that such a view is drawn again rather than resumed where it waited.
  const waitedWith = useRef<WordsState | null>(null);
  // The words the readers' value was last made for: made again for another language, and for a view that waited.
  const [madeFor, setMadeFor] = useState(words);
  const waited = waitedWith.current !== null && waitedWith.current !== words;
  if (madeFor !== words && (waited || madeFor.requested !== words.requested || madeFor.language !== words.language)) setMadeFor(words);
  useEffect(() => {
    // Kept when a view asked for more words while these were drawn (it waited with these).
    if (madeFor === words && waitedWith.current !== words) waitedWith.current = null;
  }, [madeFor, words]);

  const access = useMemo<WordsAccess>(() => {
    const load = (area: string) => {
      waitedWith.current = current.current;
      loadAreas([area]);
      return loading.current.get(`${requested}|${area}`) ?? Promise.resolve();
    };
    return {
      language: madeFor.language,
      has: (area) => {
        const shown = current.current;
        return (shown.requested === requested && shown.areas.includes(area)) || done.current.has(`${requested}|${area}`);
      },
      load,
      t: (id, values) => {
        const shown = current.current;
        const area = areaOf(id);
        const loaded = done.current.get(`${requested}|${area}`);
        const fresh = shown.requested === requested ? shown.messages[id] : undefined;
        const message = fresh ?? loaded?.messages[id];
        if (message === undefined) {
          // The rest of an area the page carried in part (a search's words for an answer the page did not show):
          // asked for once the page has started (below); should a view need it sooner, it is blank until then,
          // rather than the page giving way to a loading state and losing the visitor's focus.
          if (!loaded && shown.partial && shown.areas.includes(area)) {
            void load(area);
            return '';
          }
          throw new Error(`The page has no message "${id}" (its area's words were not loaded)`);
        }
        if (render) recordWordUse(render, id);
        return formatMessage(message, fresh !== undefined ? shown.language : (loaded?.language ?? shown.language), values);
      },
    };
  }, [madeFor, requested, loadAreas, render]);
  // The rest of the areas the page carried in part, which its next views may show: not as the page starts (the
  // parser they need is a phone's largest start-up script after React), but once the browser is idle after it, or
  // when the visitor first reaches for something or a page load begins, whichever is first: before any view can need
  // them, and mostly before the visitor's first click, so that its answer does not wait for them. They are parsed in
  // slices (siteCatalogues.ts) that leave room for a click.
  const { partial, areas } = words;
  const navigating = useAppSelector((state) => state.routing.isLoading);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!partial || wanted) return;
    const want = () => setWanted(true);
    for (const type of REACH_EVENTS) document.addEventListener(type, want, { capture: true, passive: true, once: true });
    const cancelIdle = whenIdle(want, { timeoutMs: IDLE_WORDS_TIMEOUT_MS, fallbackMs: IDLE_WORDS_FALLBACK_MS });
    return () => {
      cancelIdle();
      for (const type of REACH_EVENTS) document.removeEventListener(type, want, { capture: true });
    };
  }, [partial, wanted]);
  useEffect(() => {
    if (!partial || !(wanted || navigating)) return;
    loadAreas(areas.filter((area) => area !== 'shell'));
  }, [partial, areas, loadAreas, wanted, navigating]);
  return <WordsContext value={access}>{children}</WordsContext>;
}
