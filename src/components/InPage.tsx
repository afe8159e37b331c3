// Content the server rendered into the page need not travel a second time in the inline state. While the
// server renders a page, `InPage` elements (and `Markup`) note the values they draw; the server's state
// serialiser replaces exactly those values with a marker. In the browser, an element whose value is the marker
// takes its inner HTML from the server's element while hydrating (the DOM then still holds what the server
// sent), so hydration matches exactly and no data is needed. After a client-side navigation the values are
// real again and render as usual. See src/components/README.md.
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { delegatedLinkClick } from './linkClicks';

/** Stands in the inline state for a value the page already shows. */
export interface InPageMarker {
  $inPage: true;
}

const IN_PAGE_MARKER: InPageMarker = { $inPage: true };

export function isInPage(value: unknown): value is InPageMarker {
  return typeof value === 'object' && value !== null && (value as { $inPage?: unknown }).$inPage === true;
}

/** A value that may have been left in the page (see above). */
export type InPageValue<T> = T | InPageMarker;

/** Only lists with items are left in the page, so a marker stands for a non-empty list. */
export function hasItems(list: InPageValue<readonly unknown[]>): boolean {
  return isInPage(list) || list.length > 0;
}

/** Rich text shorter than this stays in the state: the marker and the lookup would cost about as much. */
const MIN_TEXT_LENGTH = 80;

/** Worth leaving in the page: rich text of some length, or a non-empty list or object. */
function worthLeaving(value: unknown): boolean {
  if (typeof value === 'string') return value.length >= MIN_TEXT_LENGTH;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null && !isInPage(value);
}

/** For JSON.stringify: each value the page's InPage elements drew stands in the state as the marker. */
export function leaveInPage(values: InPageValues): (key: string, value: unknown) => unknown {
  return (_key, value) => (values.has(value) ? IN_PAGE_MARKER : value);
}

/** Server side: the values the page's InPage elements drew (objects by identity, rich text by value). */
export class InPageValues {
  private readonly values = new Set<unknown>();

  add(value: unknown): void {
    this.values.add(value);
  }

  has(value: unknown): boolean {
    return this.values.has(value);
  }

  get size(): number {
    return this.values.size;
  }
}

/** Provided by the server while it renders a page whose state is inlined; absent in the browser. */
export const InPageContext = createContext<InPageValues | null>(null);

export const IN_PAGE_ATTRIBUTE = 'data-in-page';

/** The inner HTML the server rendered for the element, or null when the page has no such element. */
function serverHtml(id: string): string | null {
  // useId() gives letters, digits, `_` and `:` (or « »): safe inside a quoted attribute selector.
  return typeof document === 'undefined' ? null : (document.querySelector(`[${IN_PAGE_ATTRIBUTE}="${id}"]`)?.innerHTML ?? null);
}

export interface InPageOptions {
  /** Carry the attribute whatever the value, so the element can always be found in the page (Markup). */
  findable?: boolean;
  /**
   * The caller cannot draw the value yet (Markup before the sanitiser has loaded): while hydrating, take the
   * server's HTML for it even when the value is not the marker. Null when the page has no such element.
   */
  fromPage?: boolean;
}

/**
 * For an element drawn from `value`: the attribute that finds it again (undefined when the value is not worth
 * leaving in the page) and, when `value` is the marker, the server's HTML for it (read once, while hydrating).
 */
export function useInPage(
  value: unknown,
  { findable = false, fromPage = false }: InPageOptions = {},
): { attribute: string | undefined; html: string | null } {
  const id = useId();
  const values = useContext(InPageContext);
  const marked = isInPage(value);
  if (values && !marked && worthLeaving(value)) values.add(value);
  const [page] = useState(() => (marked || fromPage ? { value, html: serverHtml(id) } : null));
  const html = marked ? (page?.html ?? '') : page && page.value === value ? page.html : null;
  return { attribute: marked || findable || worthLeaving(value) ? id : undefined, html };
}

export interface InPageProps<T> {
  /** What the content is drawn from: the value itself, or the marker that stands for it in the inline state. */
  value: T | InPageMarker;
  children: (value: T) => ReactNode;
  className?: string;
  /** Offered plain clicks on links when the content is the server's HTML (see delegatedLinkClick). */
  onNavigate?: (href: string) => boolean;
}

/** A `<div>` whose content is drawn from one value only, so the server may leave that value out of the state. */
export function InPage<T>({ value, children, className, onNavigate }: InPageProps<T>) {
  const { attribute, html } = useInPage(value);
  const onClick = onNavigate ? delegatedLinkClick(onNavigate) : undefined;
  const props = { className, [IN_PAGE_ATTRIBUTE]: attribute, onClick };
  // Different keys: leaving the server's HTML for live content replaces the element rather than patching it.
  if (html !== null) return <div key="page" {...props} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div key="live" {...props}>
      {isInPage(value) ? null : children(value)}
    </div>
  );
}
