// What the server gives the search chunk's mini lists through the saga context (sharedLists.ts): a key and types
// only, so that the main bundle's store names it without bringing the search chunk's code.
import type { DeliveryClient } from '../../lib/delivery';
import type { Facet } from '../../features/search';

export const SHARED_LISTS = 'sharedLists';

/** A list's search under way: its own delivery client, and where its finished state goes. */
export interface SharedListSearch {
  /** The page's client, whose calls' surrogate keys are also kept with the list (a content change drops it). */
  delivery: DeliveryClient;
  /** Keeps the list's state for later pages, unless content changed since the search began. */
  keep(list: Facet): void;
}

/** One request's view of the server's shared mini lists. */
export interface SharedLists {
  /** The list kept for `key`, its surrogate keys added to this page's; undefined when there is none. */
  read(key: string): Facet | undefined;
  /** A search for the list kept under `key`. */
  searching(key: string): SharedListSearch;
}
