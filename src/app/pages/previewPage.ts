import { PREVIEW_ROUTE_ID } from '../../features/routing';
import { definePage } from './definePage';
import { lazyPage } from './lazyPage';
import type { PageProps } from './types';

/**
 * `/preview/{entryId}{/language}`: an editor's view of one entry (drafts only where the host shows them). Its code is
 * a chunk of its own: no visitor's first page is a preview.
 */
export const PREVIEW_PAGE = definePage({
  id: PREVIEW_ROUTE_ID,
  match: { path: '/preview/:entryId{/:language}' },
  component: lazyPage<PageProps>('preview', () =>
    import(/* webpackChunkName: "preview" */ './PreviewPage').then((module) => module.PreviewPage),
  ),
});
