/** Dispatched on `window` once the app has hydrated the page: its controls answer from then on. */
export const HYDRATED_EVENT = 'trellis:hydrated';

/** Dispatched on `window` when the app could not start: the page stays the server's, links work as plain links. */
export const START_FAILED_EVENT = 'trellis:start-failed';

/**
 * Set on `<html>` while a click waits for the app to start (boot.ts): the page's loading bar shows meanwhile. An
 * attribute of the root element, outside what React hydrates.
 */
export const STARTING_ATTRIBUTE = 'data-trellis-starting';
