import { createAction } from '@reduxjs/toolkit';

// A module of its own: the page's search saga (in the entry bundle) takes it without the search slice (a chunk).
/**
 * A filter's choice is likely to be clicked next: the mouse rests on it, or it is pressed (pointer down, or Space).
 * The page's search saga asks for the search that click would run (anticipate.ts); nothing in the state changes.
 */
export const filterChoiceLikely = createAction<{ filterKey: string; key: string }>('search/filterChoiceLikely');
