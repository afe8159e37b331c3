// Parts of an entry's page drawn each from one field's value alone (InPage), so the page's inline state need not
// carry that value a second time: the lead, the lead image, and facts whose value is an object (a linked person,
// a taxonomy term). See src/components/README.md.
import type { ReactNode } from 'react';
import { Figure, IMAGE_SIZES, InPage, isImageValue, isInPage, type InPageMarker } from '../../components';
import type { Entry } from '../../lib/delivery/types';
import type { FieldIdOf } from '../pages/types';

/**
 * The lead paragraph from a text field (or its marker: textInPage). A long lead stands in the state as the
 * marker, and so does every equal text (InPage leaves text out by value): an entry's `entryDescription` is
 * usually its summary, and only the server reads it (the meta description).
 */
export function Lead({ value }: { value: string | InPageMarker | null }) {
  if (value === null) return null;
  return <InPage value={value}>{(lead) => <p className="lead">{lead}</p>}</InPage>;
}

/** The entry's image, large and loaded first; nothing for a missing or unresolved one. */
export function LeadFigure<E extends Entry>({ entry, field }: { entry: E; field: FieldIdOf<E> }) {
  const value: unknown = entry[field];
  if (!isInPage(value) && !isImageValue(value)) return null;
  return <InPage value={value}>{(shown) => <Figure image={shown} priority sizes={IMAGE_SIZES.measure} className="figure--lead" />}</InPage>;
}

/**
 * One `div.facts__item` of a FactList (its children) drawn from the field's value alone: `children` gives its
 * label and value, or null to show nothing (an unresolved link). Clicks on links in the server's HTML of it
 * go to `onNavigate`.
 */
export function FactFrom<T>({
  value,
  children,
  onNavigate,
}: {
  value: T | InPageMarker | null | undefined;
  children: (value: T) => { label: string; value: ReactNode } | null;
  onNavigate?: (href: string) => boolean;
}) {
  if (value === undefined || value === null) return null;
  return (
    <InPage value={value} className="facts__item" onNavigate={onNavigate}>
      {(shown) => {
        const fact = children(shown);
        return fact ? (
          <>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </>
        ) : null;
      }}
    </InPage>
  );
}
