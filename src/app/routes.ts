import type { ContentTypeMapping, RouteTable, StaticRouteConfig } from '../features/routing';
import { PREVIEW_ROUTE_ID } from '../features/routing';

export const VERSION_ROUTE_ID = 'version';
const VERSION_PATH = '/__version';

// Static routes are matched before any content. Account and search routes join this list in their issues.
const staticRoutes: StaticRouteConfig[] = [
  { id: PREVIEW_ROUTE_ID, path: '/preview/:entryId{/:language}' },
  { id: VERSION_ROUTE_ID, path: VERSION_PATH },
];

const contentTypeMappings: ContentTypeMapping[] = [
  { contentTypeID: 'homePage', fetchSiblings: false },
  { contentTypeID: 'contentPage' },
  // Cards on a listing need more of each child entry than a section list does.
  {
    contentTypeID: 'listingPage',
    childEntryFields: ['entryTitle', 'entryDescription', 'title', 'summary', 'publishDate', 'image', 'dateRange', 'venue', 'price', 'firstName', 'lastName', 'jobTitle', 'photo'],
  },
  { contentTypeID: 'newsArticle' },
  { contentTypeID: 'event' },
  { contentTypeID: 'person' },
];

export const routeTable: RouteTable = { staticRoutes, contentTypeMappings };
