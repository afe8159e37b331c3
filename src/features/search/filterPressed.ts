import { createAction } from '@reduxjs/toolkit';

// A module of its own: the page's search saga (in the entry bundle) takes it without the search slice (a chunk).
/**
 * A filter's choice was pressed (pointer down, or Space on it): its click is likely to follow. The page's search saga
 * asks for the search that click will run (anticipate.ts); nothing in the state changes.
 */
export const filterPressed = createAction<{ filterKey: string; key: string }>('search/filterPressed');
