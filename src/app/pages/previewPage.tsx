import { PREVIEW_ROUTE_ID } from '../../features/routing';
import { useSite } from '../site/siteContext';
import { GenericEntryPage } from './GenericEntryPage';
import { definePage } from './definePage';
import type { PageProps } from './types';

/** An entry by id shows as its content type's page does, or plainly when the site has no page for its type. */
function PreviewPage({ entry }: PageProps) {
  const site = useSite();
  if (!entry) return null;
  const Page = site.contentPage(entry.sys.contentTypeId)?.component;
  return Page ? <Page entry={entry} /> : <GenericEntryPage entry={entry} />;
}

/** `/preview/{entryId}{/language}`: an editor's view of one entry (drafts only where the host shows them). */
export const PREVIEW_PAGE = definePage({
  id: PREVIEW_ROUTE_ID,
  match: { path: '/preview/:entryId{/:language}' },
  component: PreviewPage,
});
