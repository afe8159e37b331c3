/** Id of the inline script that carries the server's state into the page. */
export const STATE_ELEMENT_ID = 'trellis-state';

/** The text of a page's inline state script, or null when the page has none (tests and benchmarks measure it). */
export function inlineStateText(html: string): string | null {
  const start = html.indexOf(`<script id="${STATE_ELEMENT_ID}">`);
  if (start === -1) return null;
  const from = start + `<script id="${STATE_ELEMENT_ID}">`.length;
  const end = html.indexOf('</script>', from);
  return end === -1 ? null : html.slice(from, end);
}
