import { useAppSelector } from '../hooks';
import { useSite } from '../site/siteContext';
import { GenericEntryPage } from './GenericEntryPage';
import type { PageProps } from './types';
import { useLivePreview } from './useLivePreview';

const NO_ORIGINS: readonly string[] = [];

/**
 * An entry by id shows as its content type's page does, or plainly when the site has no page for its type; framed
 * by the CMS, it follows the editor's changes (live preview).
 */
export function PreviewPage({ entry }: PageProps) {
  const site = useSite();
  useLivePreview(useAppSelector((state) => state.routing.preview?.liveOrigins ?? NO_ORIGINS));
  if (!entry) return null;
  const Page = site.contentPage(entry.sys.contentTypeId)?.component;
  return Page ? <Page entry={entry} /> : <GenericEntryPage entry={entry} />;
}
