import { definePage } from '../../src/app';
import { HomePage } from '../templates/HomePage';
import { CARD_FIELDS } from './fields';

/** The home page: no breadcrumb or section lists; its featured links are cards; the latest news and events. */
export default definePage({
  match: { contentTypeId: 'homePage' },
  load: { fields: [...CARD_FIELDS, 'introduction', 'featuredLinks'], ancestors: false, children: false, siblings: false },
  searches: () => ({ miniLists: [{ id: 'latestNews' }, { id: 'upcomingEvents' }] }),
  component: HomePage,
});
