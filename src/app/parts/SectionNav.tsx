import { useId, type ReactNode } from 'react';
import { Link, type RouteNode } from '../../features/routing';
import { nodeEntry } from '../fields';
import { useWords } from '../words';

export interface SectionNavProps {
  heading: ReactNode;
  nodes: RouteNode[];
  /** Show each page's description under its link (for the pages below this one). */
  withDescriptions?: boolean;
  className?: string;
  /**
   * How many pages the section has, when the list may hold fewer (a list longer than its page module's `listLimit`
   * is not loaded: src/features/routing/relatives.ts). More than listed: the list ends with a link to `section`
   * ("See all 3,000 in News"), or without a section to link to, with how many there are.
   */
  total?: number;
  section?: Pick<RouteNode, 'path' | 'displayName'>;
}

/** A titled list of links to nearby pages in the site tree, bounded: a long section is linked to, not listed. */
export function SectionNav({ heading, nodes, withDescriptions = false, className, total = 0, section }: SectionNavProps) {
  const headingId = useId();
  const shown = nodes.filter((node) => node.path && node.displayName);
  const more = total > nodes.length;
  if (shown.length === 0 && !more) return null;
  return (
    <nav className={className ? `section-nav ${className}` : 'section-nav'} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {shown.length > 0 ? (
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
      ) : null}
      {more ? <SectionMore total={total} section={section} /> : null}
    </nav>
  );
}

function SectionMore({ total, section }: { total: number; section?: Pick<RouteNode, 'path' | 'displayName'> }) {
  const t = useWords('lists');
  if (!section) return <p className="section-nav__more">{t('lists.summaryAll', { total })}</p>;
  return (
    <p className="section-nav__more">
      <Link to={section.path}>{t('lists.seeAll', { total, section: section.displayName })}</Link>
    </p>
  );
}
