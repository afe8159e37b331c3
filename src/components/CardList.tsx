import { Children, type ReactNode } from 'react';

export interface CardListProps {
  children: ReactNode;
  className?: string;
}

/** A responsive grid of cards, marked up as a list so its length is announced. */
export function CardList({ children, className }: CardListProps) {
  const items = Children.toArray(children);
  if (items.length === 0) return null;
  return (
    <ul className={className ? `card-list ${className}` : 'card-list'}>
      {items.map((child, index) => (
        <li key={typeof child === 'object' && child !== null && 'key' in child && child.key !== null ? child.key : index}>{child}</li>
      ))}
    </ul>
  );
}
