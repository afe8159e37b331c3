import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  /** Facts without a value are left out. */
  value: ReactNode;
}

export interface FactListProps {
  facts: Fact[];
  className?: string;
}

/** Labelled details (date, venue, price…) as a description list. */
export function FactList({ facts, className }: FactListProps) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== false && fact.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {shown.map((fact) => (
        <div key={fact.label} className="facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
