import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLinkClick, usePageLanguage } from '../../../lib/render';
import { resolveLink } from '../../../lib/url';
import { localiseLink, resolveLanguage } from '../../../lib/url/languages';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path, a relative link (`?page=2`, `#top`, `../x`) or a URL. Site paths are in the page's language. */
  to: string;
  /** History state pushed with the path (spec 2.1). */
  state?: Record<string, string | number | boolean | null>;
  children: ReactNode;
}

/**
 * A link through the router. Same-site pages navigate client-side with react-router's own click rules
 * (`useLinkClickHandler`, the hook its `<Link>` is built on): plain left clicks only, not for `target` other
 * than _self, and a link to the location shown replaces its history entry instead of adding one. Files load
 * natively and other sites are plain links. Built on the hook rather than `<Link>` because every link renders
 * on every server request and `<Link>` costs more there (docs/decisions.md); the server skips the click hook
 * itself (src/lib/render).
 *
 * A site path (node paths and `sys.uri` are the same in every language) is made the page's language's (`/cy/...`),
 * here for every link of the site. A link into another language loads its page from the server: the shell's
 * words and menus are the other language's.
 */
export function Link({ to, state, target, onClick, children, ...rest }: LinkProps) {
  const location = useLocation();
  const page = usePageLanguage();
  const href = page ? localiseLink(page.languages, page.language, to) : to;
  const resolved = resolveLink(href, location);
  const routerClick = useLinkClick(resolved?.path ?? href, { state, target });
  const spa =
    resolved !== null &&
    !resolved.file &&
    (!page || resolveLanguage(page.languages, page.hostname, resolved.path).language === page.language);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (spa && !event.defaultPrevented) routerClick(event);
  };
  return (
    <a href={resolved?.path ?? href} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
