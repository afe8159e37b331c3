import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ParsedMessages } from '../../lib/i18n';

/** The words the page has: parsed messages of the areas it shows, in its language. */
export interface WordsState {
  /** The page's language these words are for (`routing.language`). */
  requested: string;
  /** The catalogue's language: `requested`, or the primary language when the site has no catalogue for it. */
  language: string;
  areas: string[];
  messages: ParsedMessages;
  /** The page carries only the messages its first view showed (of areas other than the shell's). */
  partial: boolean;
}

export const initialWordsState: WordsState = { requested: '', language: '', areas: [], messages: {}, partial: false };

export const wordsSlice = createSlice({
  name: 'words',
  initialState: initialWordsState,
  reducers: {
    /** Words of some areas: added to those of the same language, instead of those of another. */
    wordsLoaded(state, { payload }: PayloadAction<Omit<WordsState, 'partial'>>) {
      if (state.requested !== payload.requested || state.language !== payload.language) return { ...payload, partial: false };
      state.areas = [...new Set([...state.areas, ...payload.areas])];
      Object.assign(state.messages, payload.messages);
    },
  },
});

export const { wordsLoaded } = wordsSlice.actions;
export const wordsReducer = wordsSlice.reducer;
