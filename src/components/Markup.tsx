import { delegatedLinkClick } from './linkClicks';
import { IN_PAGE_ATTRIBUTE, useInPage, type InPageMarker } from './InPage';
import { useSanitizer } from './sanitizer';
import { usePageLanguage } from '../lib/render/pageLanguage';
import { localiseMarkupLinks } from '../lib/url/languages';

export interface MarkupProps {
  /** Rich text from the CMS, sanitised before it reaches the page; or the marker of markup already in it. */
  html: string | InPageMarker | null | undefined;
  className?: string;
  /**
   * Offered every plain left click on a link inside the markup; return true when it was handled
   * (e.g. a client-side navigation) so the browser does not follow the link itself.
   */
  onNavigate?: (href: string) => boolean;
}

/**
 * Rich text, sanitised. The browser loads the sanitiser after the page starts (sanitizer.ts): until then, rich
 * text it hydrates is the server's HTML for the element (the server sanitised it), and rich text of its own
 * (a client-side navigation that came first) waits for it; unsanitised markup is never drawn.
 */
export function Markup({ html, className = 'prose', onNavigate }: MarkupProps) {
  const sanitize = useSanitizer();
  const text = typeof html === 'string' && html.trim() ? html : null;
  const inPage = useInPage(html, { findable: text !== null, fromPage: text !== null && sanitize === null });
  const page = usePageLanguage();
  const sanitized = text !== null && sanitize ? sanitize(text) : null;
  // Site links in the page's language, as Link makes them (the markup in the page has them so already).
  const clean = inPage.html ?? (sanitized !== null && page ? localiseMarkupLinks(page.languages, page.language, sanitized) : sanitized);
  if (clean === null && text === null) return null;
  // One delegated listener: the links live in HTML React does not own.
  const handleClick = onNavigate ? delegatedLinkClick(onNavigate) : undefined;
  const props = { className, [IN_PAGE_ATTRIBUTE]: inPage.attribute, onClick: handleClick };
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
