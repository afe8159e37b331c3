/** The static route that shows an entry by id (`/preview/{entryId}{/language}`): the app maps it to its template. */
export const PREVIEW_ROUTE_ID = 'preview';
