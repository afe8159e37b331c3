import { call, put, select } from 'redux-saga/effects';
import { areaOf, type ParsedMessages } from '../../lib/i18n';
import type { RootState } from '../rootReducer';
import { siteFromContext } from '../site/siteContext';
import type { WordArea } from './catalogue';
import { messagesOfAreas, type LoadedWords } from './siteCatalogues';
import { wordsLoaded } from './wordsSlice';

/**
 * The areas of words a server render may use: all but the emails'. The page then carries only the messages its
 * render used, and the shell's (usedWords.ts); a later view loads the rest of an area when it first needs it.
 */
export function serverAreas(messages: ParsedMessages): WordArea[] {
  const areas = new Set(Object.keys(messages).map(areaOf));
  areas.delete('email');
  return [...areas] as WordArea[];
}

/** Server: the words of the areas the page shows, in its language, into the state the page carries. */
export function* loadPageWords() {
  const site = yield* siteFromContext();
  const state: RootState = yield select();
  const requested = state.routing.language;
  const loaded: LoadedWords = yield call(() => site.catalogues.load(requested));
  const { areas, messages } = serverWordsOf(loaded.messages);
  yield put(wordsLoaded({ requested, language: loaded.language, areas, messages }));
}

/**
 * A catalogue's server areas and their messages, picked once per catalogue rather than for every page (the loaded
 * catalogue of a language is the same object each time). Frozen: every page's state shares them, and immer leaves
 * a frozen value alone instead of walking it.
 */
const serverWords = new WeakMap<ParsedMessages, { areas: WordArea[]; messages: ParsedMessages }>();

function serverWordsOf(all: ParsedMessages): { areas: WordArea[]; messages: ParsedMessages } {
  let picked = serverWords.get(all);
  if (!picked) {
    const areas = serverAreas(all);
    picked = { areas: Object.freeze(areas) as WordArea[], messages: Object.freeze(messagesOfAreas(all, areas)) };
    serverWords.set(all, picked);
  }
  return picked;
}
