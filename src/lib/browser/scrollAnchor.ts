/**
 * A scroll position as the content on screen: the element at the top of the viewport and how far from the top it
 * was. A page rebuilt by a client-side navigation need not be as tall above that element as it was (cards laid
 * out only when scrolled near keep a placeholder height until then), so a bare scroll offset can land on other
 * content; the anchor puts the same element back where the reader left it.
 */
export interface ScrollAnchor {
  /** Child indexes from the root element down to the anchor. */
  path: number[];
  /** The anchor's tag: a page whose structure changed does not match a stranger. */
  tag: string;
  /** The anchor's top, from the top of the viewport. */
  top: number;
  /** The window's scroll position when measured: any later position makes this anchor stale. */
  y: number;
}

/** Deep enough for any page's markup; bounds the walk. */
export const ANCHOR_MAX_DEPTH = 32;
/** Boxes read at most in one measure: a page of thousands of elements costs no more than a long listing. */
const MAX_BOXES = 2_000;

/**
 * The first element, in document order, that starts inside the viewport, found by walking down from `root` through
 * the children that reach across its top (and back out of one whose own children all end above it: a sidebar
 * stretched beside a long list); else the deepest element reaching across. Null when nothing in `root` is on or
 * below the screen.
 */
export function measureScrollAnchor(root: Element): ScrollAnchor | null {
  const budget = { boxes: MAX_BOXES };
  const found = descend(root, [], budget);
  if (!found) return null;
  const { element, path } = found;
  return { path, tag: element.tagName, top: element.getBoundingClientRect().top, y: Math.round(window.scrollY) };
}

function descend(element: Element, path: number[], budget: { boxes: number }): { element: Element; path: number[] } | null {
  const { children } = element;
  // The first child reaching across the top, should nothing after it do better.
  let across: { element: Element; path: number[] } | null = null;
  for (let i = 0; i < children.length && budget.boxes > 0; i++) {
    const child = children[i]!;
    const box = child.getBoundingClientRect();
    budget.boxes--;
    // Hidden elements have an empty box; this one ends above the screen.
    if ((box.width === 0 && box.height === 0) || box.bottom <= 0) continue;
    const childPath = [...path, i];
    if (box.top >= 0) return { element: child, path: childPath };
    const inner = childPath.length < ANCHOR_MAX_DEPTH ? descend(child, childPath, budget) : null;
    if (inner) return inner;
    across ??= { element: child, path: childPath };
  }
  return across;
}

/** Scrolls so the anchor's element is where it was in the viewport; false when `root` no longer holds it. */
export function scrollToAnchor(root: Element, anchor: ScrollAnchor): boolean {
  let element: Element | undefined = root;
  for (const index of anchor.path) element = element?.children[index];
  if (!element || element.tagName !== anchor.tag) return false;
  const shift = element.getBoundingClientRect().top - anchor.top;
  if (Math.abs(shift) >= 0.5) window.scrollBy(0, shift);
  return true;
}

/**
 * How long a restored anchor is held. Elements laid out only when near the screen take their real size a few
 * frames later (the browser learns they are near through an observer of its own), and later still on a busy phone.
 */
const HOLD_MS = 1_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Puts the anchor's element back where it was, and keeps it there for a while: elements laid out only when near
 * the screen (`content-visibility: auto`) take their real size later, and the browser's own scroll anchoring does
 * not follow a change inside one it had not laid out; an element drawn a moment later is scrolled to once it is
 * there. Stops when the reader scrolls, types or taps. Returns a
 * function that stops it (a newer navigation scrolls now).
 */
export function holdScrollAnchor(root: Element, anchor: ScrollAnchor): () => void {
  const until = performance.now() + HOLD_MS;
  let request = 0;
  const stop = () => {
    cancelAnimationFrame(request);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  };
  // An element not on the page yet is waited for: a list draws the rest of its results just after its first screen.
  const check = () => {
    scrollToAnchor(root, anchor);
    if (performance.now() >= until) stop();
    else request = requestAnimationFrame(check);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  check();
  return stop;
}
