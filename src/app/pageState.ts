// The inline state a page carries leaves out every field still at its slice's initial value (most of the
// routing flags and error fields on a page that rendered fine); the browser's store puts them back. Only
// whole fields of each slice are compared, so the shape of what is sent is the shape of the state.
import { leaveInPage, type InPageValues } from '../components';
import { serializeForScript } from '../lib/html';
import { searchStateForPage } from '../features/search';
import { initialRootState as makeInitialRootState, type RootState } from './rootReducer';
import { wordsForPage } from './words/usedWords';

// The server renders a page inside InPageContext with fresh InPageValues, then inlines pageStateScript's JSON.
// It loads the HTML sanitiser before its first render (the browser loads it once the page has started).
export { InPageContext, InPageValues, loadSanitizer } from '../components';

/** Read from the inline state before the browser's store exists (client.tsx), so always sent. */
const ALWAYS_SENT: Partial<Record<keyof RootState, readonly string[]>> = {
  routing: ['currentProject', 'language', 'versionStatus'],
};

let initial: RootState | null = null;

/** Every slice's initial state. */
export function initialRootState(): RootState {
  initial ??= makeInitialRootState();
  return initial;
}

function isInitial(value: unknown, initialValue: unknown): boolean {
  if (value === initialValue) return true;
  if (Array.isArray(value)) return Array.isArray(initialValue) && value.length === 0 && initialValue.length === 0;
  // Small objects such as `location` or `error`; larger ones (entries) never equal an initial value.
  if (typeof value !== 'object' || value === null || typeof initialValue !== 'object' || initialValue === null) return false;
  const keys = Object.keys(value);
  return keys.length <= 4 && keys.length === Object.keys(initialValue).length && JSON.stringify(value) === JSON.stringify(initialValue);
}

/** The state without the fields that are at their initial values (see above). */
export function withoutInitialValues(state: RootState): Partial<Record<keyof RootState, Record<string, unknown>>> {
  const initialState = initialRootState();
  const result: Partial<Record<keyof RootState, Record<string, unknown>>> = {};
  for (const slice of Object.keys(state) as (keyof RootState)[]) {
    const values = state[slice] as unknown as Record<string, unknown>;
    const initialValues = initialState[slice] as unknown as Record<string, unknown>;
    const kept = ALWAYS_SENT[slice] ?? [];
    const sent: Record<string, unknown> = {};
    for (const key of Object.keys(values)) {
      if (kept.includes(key) || !isInitial(values[key], initialValues[key])) sent[key] = values[key];
    }
    // A slice wholly at its initial values is left out too (most pages: the account forms, the version page's).
    if (Object.keys(sent).length > 0) result[slice] = sent;
  }
  return result;
}

/** A state as a page sent it, completed with the initial values it left out (and the entry's id: see below). */
export function withInitialValues(sent: Partial<Record<keyof RootState, object>>): RootState {
  const initialState = initialRootState();
  const result = { ...initialState } as Record<keyof RootState, object>;
  for (const slice of Object.keys(initialState) as (keyof RootState)[]) {
    const values = sent[slice];
    if (values) result[slice] = { ...initialState[slice], ...values };
  }
  const state = result as RootState;
  const entryID = state.routing.entryID ?? state.routing.entry?.sys.id ?? null;
  return entryID === state.routing.entryID ? state : { ...state, routing: { ...state.routing, entryID } };
}

/**
 * The state a page carries for hydration, as JSON safe inside a `<script>`: values the render drew inside InPage
 * elements travel once, in the HTML (src/components/README.md); of the words, those the page showed (and the shell's);
 * fields at their initial values are left out, and
 * so is `entryID` (the entry's own id); surrogate keys are for the CDN (a header), not the page; search facets
 * preloaded for their tab counts travel as counts only.
 */
export function pageStateJson(state: RootState, inPage: InPageValues | null): string {
  // `entryID` is always the entry's own id (the routing slice sets both together): sent once, in the entry.
  const entryID = state.routing.entryID === state.routing.entry?.sys.id ? null : state.routing.entryID;
  const sent = withoutInitialValues({
    ...state,
    routing: { ...state.routing, surrogateKeys: [], entryID },
    search: searchStateForPage(state.search),
    words: wordsForPage(state.words, inPage),
  });
  return serializeForScript(sent, inPage && inPage.size > 0 ? leaveInPage(inPage) : undefined);
}
