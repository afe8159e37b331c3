import type { ComponentType, ReactNode } from 'react';
import type { Image as ImageValue } from '../lib/delivery/types';
import { Image } from './Image';
import { IMAGE_SIZES } from './imageSizes';

/** The link a card renders: the app passes its client-side link, so components stay feature-free. */
export type CardLinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode }>;

export interface CardProps {
  /** Text, or text with parts marked (a search term). */
  title: ReactNode;
  /** Where the card leads; without one the title is plain text. */
  href: string | null | undefined;
  linkComponent: CardLinkComponent;
  /** Keeps the page's heading outline in order: 2 directly under the h1, 3 under a section's h2. */
  headingLevel?: 2 | 3 | 4;
  image?: ImageValue | null;
  imageSizes?: string;
  /** Short facts under the title: dates, venue, job title. */
  meta?: ReactNode;
  summary?: ReactNode;
  className?: string;
}

/** A teaser. The whole card is clickable through the title link (stretched with CSS), which stays the one link. */
export function Card({
  title,
  href,
  linkComponent: LinkComponent,
  headingLevel = 2,
  image,
  imageSizes = IMAGE_SIZES.card,
  meta,
  summary,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={className ? `card ${className}` : 'card'}>
      <Heading className="card__title">
        {href ? (
          <LinkComponent to={href} className="card__link">
            {title}
          </LinkComponent>
        ) : (
          title
        )}
      </Heading>
      {meta ? <div className="card__meta">{meta}</div> : null}
      {summary ? <p className="card__summary">{summary}</p> : null}
      {image ? <Image image={image} className="card__image" sizes={imageSizes} /> : null}
    </article>
  );
}
