import type { MouseEvent } from 'react';
import { isPlainLeftClick } from '../lib/browser';

/**
 * One delegated click listener for links in HTML that React does not own (CMS markup, or markup kept from the
 * server's page): a plain left click on a link is offered to `onNavigate`, which returns true when it handled
 * it (a client-side navigation), and the browser then does not follow the link itself.
 */
export function delegatedLinkClick(onNavigate: (href: string) => boolean) {
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = target?.getAttribute('href');
    if (!href || event.defaultPrevented || !isPlainLeftClick(event)) return;
    if (onNavigate(href)) event.preventDefault();
  };
}
