import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { parseLocation } from '../../../lib/url';
import { routeRequested } from '../slice';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** An ordinary link that, for same-site paths, navigates client-side without a page load. */
export function Link({ to, children, onClick, target, ...rest }: LinkProps) {
  const dispatch = useDispatch();
  // Files (a last segment with an extension, such as a PDF in the asset library) load normally.
  const internal = to.startsWith('/') && !to.startsWith('//') && !/\.[a-z0-9]{1,8}$/i.test(to.split(/[?#]/)[0]);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!internal || target || !isPlainLeftClick(event)) return;
    event.preventDefault();
    const { pathname, search, hash } = parseLocation(to);
    dispatch(routeRequested({ path: pathname, search, hash }));
  };
  return (
    <a href={to} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
