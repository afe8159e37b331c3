import { delegatedLinkClick } from './linkClicks';
import { IN_PAGE_ATTRIBUTE, useInPage, type InPageMarker } from './inPage';
import { sanitizeHtml } from './sanitizeHtml';

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

export function Markup({ html, className = 'prose', onNavigate }: MarkupProps) {
  const inPage = useInPage(html);
  const clean = inPage.html ?? (typeof html === 'string' && html.trim() ? sanitizeHtml(html) : null);
  if (clean === null) return null;
  // One delegated listener: the links live in HTML React does not own.
  const handleClick = onNavigate ? delegatedLinkClick(onNavigate) : undefined;
  const props = { className, [IN_PAGE_ATTRIBUTE]: inPage.attribute, onClick: handleClick };
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
