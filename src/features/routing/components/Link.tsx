import { use, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { UNSAFE_LocationContext, type Location } from 'react-router-dom';
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
  const page = usePageLanguage();
  const href = page ? localiseLink(page.languages, page.language, to) : to;
  const resolved = resolveLink(href, useLocationIfRelative(href));
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

/** Stands in for the location where a link does not depend on it (a path from the root, a full URL). */
const NO_LOCATION = { pathname: '/', search: '', hash: '' };
const FROM_ROOT_OR_URL = /^(\/|[a-z][a-z\d+.-]*:)/i;

/**
 * The location shown, for a relative link (`?page=2`, `#top`, `team`, `../x`) only: React's `use` may read a context
 * conditionally, and a link that did not read it does not render again when it changes. Other links are the same on
 * every page, and rendering every link of the page again (menu, cards, paging) on each navigation held up its paint.
 */
function useLocationIfRelative(href: string): Location | typeof NO_LOCATION {
  return FROM_ROOT_OR_URL.test(href) ? NO_LOCATION : use(UNSAFE_LocationContext).location;
}
