import { useId, type ReactNode } from 'react';
import { Link, type RouteNode } from '../../features/routing';
import { nodeEntry } from '../fields';

export interface SectionNavProps {
  heading: ReactNode;
  nodes: RouteNode[];
  /** Show each page's description under its link (for the pages below this one). */
  withDescriptions?: boolean;
  className?: string;
}

/** A titled list of links to nearby pages in the site tree. */
export function SectionNav({ heading, nodes, withDescriptions = false, className }: SectionNavProps) {
  const headingId = useId();
  const shown = nodes.filter((node) => node.path && node.displayName);
  if (shown.length === 0) return null;
  return (
    <nav className={className ? `section-nav ${className}` : 'section-nav'} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {shown.map((node) => {
          const entry = nodeEntry(node);
          const description = withDescriptions ? entry?.entryDescription : undefined;
          return (
            <li key={node.id}>
              <Link to={node.path}>{entry?.entryTitle ?? node.displayName}</Link>
              {description ? <p>{description}</p> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
