/** The element a URL hash points to (by id, then an anchor's name), or null. */
export function hashTarget(hash: string, doc: Document = document): HTMLElement | null {
  const id = decodeFragment(hash.replace(/^#/, ''));
  if (!id) return null;
  const byId = doc.getElementById(id);
  if (byId) return byId;
  const named = doc.getElementsByName(id)[0];
  return named instanceof HTMLElement && named.tagName === 'A' ? named : null;
}

/** `#top` (and an empty hash) mean the top of the document when nothing has that id, as in HTML. */
export function isTopHash(hash: string): boolean {
  const fragment = hash.replace(/^#/, '');
  return fragment === '' || fragment.toLowerCase() === 'top';
}

/**
 * Moves keyboard and screen-reader focus to a hash target, as a native in-page link does: an element that
 * cannot take focus gets `tabindex="-1"` so that it can (programmatically, without joining the tab order).
 */
export function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
