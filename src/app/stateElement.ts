/** Id of the inline script that carries the server's state into the page. */
export const STATE_ELEMENT_ID = 'trellis-state';
