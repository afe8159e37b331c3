// The HTML sanitiser (`xss`) is the largest piece of a page's script that starting the page
// does not need: rich text the server drew is hydrated from the page, which the server already sanitised
// (README.md). So the browser loads it as a chunk of its own once the page has started, before it is needed for
// content of its own (after a client-side navigation). The server loads it before its first render.
import { createContext, useContext, useSyncExternalStore } from 'react';

export type Sanitize = (html: string) => string;

/** Where Markup gets the sanitiser: null until it has loaded, then the function; listeners hear when it arrives. */
export interface SanitizerSource {
  current(): Sanitize | null;
  load(): Promise<Sanitize>;
  subscribe(listener: () => void): () => void;
}

export function sanitizerSource(importSanitizer: () => Promise<Sanitize>): SanitizerSource {
  let loaded: Sanitize | null = null;
  let loading: Promise<Sanitize> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => loaded,
    load() {
      loading ??= importSanitizer().then(
        (sanitize) => {
          loaded = sanitize;
          for (const listener of listeners) listener();
          return sanitize;
        },
        (error: unknown) => {
          loading = null; // the next call tries again (a chunk that failed to arrive)
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const appSanitizer = sanitizerSource(() =>
  import(/* webpackChunkName: "routeLoader" */ './sanitizeHtml').then((module) => module.sanitizeHtml),
);

/** Loads the sanitiser (once); the server awaits it before rendering, the browser starts it after hydrating. */
export function loadSanitizer(): Promise<Sanitize> {
  return appSanitizer.load();
}

/** Tests give Markup a sanitiser that arrives when they say. */
export const SanitizerContext = createContext<SanitizerSource>(appSanitizer);

/**
 * The sanitiser, or null while it loads in the browser (Markup then draws nothing it has not got from the page).
 * A server render without it would lose content silently, so there it is an error.
 */
export function useSanitizer(): Sanitize | null {
  const source = useContext(SanitizerContext);
  const sanitize = useSyncExternalStore(source.subscribe, source.current, source.current);
  if (!sanitize && typeof document === 'undefined')
    throw new Error('The HTML sanitiser is not loaded: await loadSanitizer() before rendering');
  return sanitize;
}
