import type { ReactNode } from 'react';
import { Card } from '../../components';
import { Link } from '../../features/routing';
import type { Entry } from '../../lib/delivery/types';
import { text, titleOf } from '../fields';

const asIs = (value: string): ReactNode => value;

/** A result or mini-list entry for a site that gives no card of its own: its title, linked, and its description. */
export function DefaultResultCard({
  entry,
  headingLevel,
  mark = asIs,
}: {
  entry: Entry;
  headingLevel: 2 | 3 | 4;
  mark?: (text: string) => ReactNode;
}) {
  const summary = text(entry, 'entryDescription');
  return (
    <Card
      title={mark(titleOf(entry))}
      href={entry.sys.uri}
      linkComponent={Link}
      headingLevel={headingLevel}
      summary={summary ? mark(summary) : null}
    />
  );
}
