import { createAction } from '@reduxjs/toolkit';

// A module of its own: the page's search saga (in the entry bundle) takes it without the search slice (a chunk).
/**
 * A search control chose the address it navigates to next (`/news?topic=a`, in the page's language). The page's
 * search saga may start its search now, before the page renders the choice; the location change that follows finds
 * it under way.
 */
export const searchAddressChosen = createAction<{ path: string; search: string; hash: string }>('search/addressChosen');
