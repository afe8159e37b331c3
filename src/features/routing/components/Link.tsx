import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { resolveLink } from '../../../lib/url';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path, a relative link (`?page=2`, `#top`, `../x`) or a URL. */
  to: string;
  /** History state pushed with the path (spec 2.1). */
  state?: Record<string, string | number | boolean | null>;
  children: ReactNode;
}

/**
 * A link through the router: same-site pages navigate client-side, and a link to the location shown replaces
 * its history entry instead of adding one (react-router's rule). Files load natively, other sites are plain
 * links, and modified clicks and `target` other than _self are left to the browser by react-router.
 */
export function Link({ to, state, children, ...rest }: LinkProps) {
  const location = useLocation();
  const target = resolveLink(to, location);
  if (!target) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={target.path} state={state} reloadDocument={target.file} discover="none" {...rest}>
      {children}
    </RouterLink>
  );
}
