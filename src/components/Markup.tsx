import type { MouseEvent } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface MarkupProps {
  /** Rich text from the CMS; sanitised before it reaches the page. */
  html: string | null | undefined;
  className?: string;
  /**
   * Offered every plain left click on a link inside the markup; return true when it was handled
   * (e.g. a client-side navigation) so the browser does not follow the link itself.
   */
  onNavigate?: (href: string) => boolean;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function Markup({ html, className = 'prose', onNavigate }: MarkupProps) {
  if (!html || !html.trim()) return null;
  const clean = sanitizeHtml(html);
  // One delegated listener: the links live in HTML React does not own.
  const handleClick = onNavigate
    ? (event: MouseEvent<HTMLDivElement>) => {
        const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
        const href = target?.getAttribute('href');
        if (!href || !isPlainLeftClick(event)) return;
        if (onNavigate(href)) event.preventDefault();
      }
    : undefined;
  return <div className={className} onClick={handleClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
