import type { ComponentType } from 'react';
import { ContentPage } from './ContentPage';
import { EventPage } from './EventPage';
import { GenericEntryPage } from './GenericEntryPage';
import { HomePage } from './HomePage';
import { ListingPage } from './ListingPage';
import { NewsArticlePage } from './NewsArticlePage';
import { PersonPage } from './PersonPage';
import type { EntryTemplateProps } from './types';

export type { EntryTemplateProps } from './types';

/** Templates by content type id; anything else falls back to the generic entry template. */
const entryTemplates: Record<string, ComponentType<EntryTemplateProps>> = {
  homePage: HomePage,
  contentPage: ContentPage,
  listingPage: ListingPage,
  newsArticle: NewsArticlePage,
  event: EventPage,
  person: PersonPage,
};

export function templateFor(contentTypeId: string): ComponentType<EntryTemplateProps> {
  return entryTemplates[contentTypeId] ?? GenericEntryPage;
}
