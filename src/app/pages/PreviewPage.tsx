import { useSite } from '../site/siteContext';
import { GenericEntryPage } from './GenericEntryPage';
import type { PageProps } from './types';

/** An entry by id shows as its content type's page does, or plainly when the site has no page for its type. */
export function PreviewPage({ entry }: PageProps) {
  const site = useSite();
  if (!entry) return null;
  const Page = site.contentPage(entry.sys.contentTypeId)?.component;
  return Page ? <Page entry={entry} /> : <GenericEntryPage entry={entry} />;
}
