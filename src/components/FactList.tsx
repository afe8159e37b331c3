import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  /** Facts without a value are left out. */
  value: ReactNode;
}

export interface FactListProps {
  facts?: Fact[];
  className?: string;
  /** Items of the list's own making after the facts: FactItem elements, or `div.facts__item` with a `dt` and its `dd`. */
  children?: ReactNode;
}

const hasValue = (fact: Fact) => fact.value !== null && fact.value !== undefined && fact.value !== false && fact.value !== '';

/** One labelled detail; nothing without a value. */
export function FactItem(fact: Fact) {
  if (!hasValue(fact)) return null;
  return (
    <div className="facts__item">
      <dt>{fact.label}</dt>
      <dd>{fact.value}</dd>
    </div>
  );
}

/** Labelled details (date, venue, price…) as a description list. */
export function FactList({ facts = [], className, children }: FactListProps) {
  const shown = facts.filter(hasValue);
  if (shown.length === 0 && !children) return null;
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {shown.map((fact) => (
        <FactItem key={fact.label} {...fact} />
      ))}
      {children}
    </dl>
  );
}
