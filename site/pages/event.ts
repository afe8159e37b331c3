import { definePage } from '../../src/app';
import { EventPage } from '../templates/EventPage';
import { eventMeta } from './structuredData';
import { BREADCRUMB_ONLY, IMAGE_FIELDS, PAGE_FIELDS } from './fields';

/** An event: its dates, place, category and price. */
export default definePage({
  match: { contentTypeId: 'event' },
  load: {
    fields: [...PAGE_FIELDS, ...IMAGE_FIELDS, 'title', 'summary', 'dateRange', 'location', 'venue', 'category', 'price', 'image', 'body'],
    ...BREADCRUMB_ONLY,
  },
  meta: eventMeta,
  component: EventPage,
});
