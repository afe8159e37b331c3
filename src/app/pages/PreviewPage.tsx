import { useAppSelector } from '../hooks';
import { useSite } from '../site/siteContext';
import { GenericEntryPage } from './GenericEntryPage';
import type { PageProps } from './types';
import { useLivePreview } from './useLivePreview';

const NO_ORIGINS: readonly string[] = [];

/**
 * An entry by id shows as its content type's page does, or plainly when the site has no page for its type. A
 * variation in another language than the address's (`/preview/{id}/cy` on the English site: the page around it
 * stays in the address's language) is marked with its own, so that it is read and checked as that language. Framed
 * by the CMS, it follows the editor's changes (live preview).
 */
export function PreviewPage({ entry }: PageProps) {
  const site = useSite();
  const pageLanguage = useAppSelector((state) => state.routing.language);
  useLivePreview(useAppSelector((state) => state.routing.preview?.liveOrigins ?? NO_ORIGINS));
  if (!entry) return null;
  const Page = site.contentPage(entry.sys.contentTypeId)?.component;
  const shown = Page ? <Page entry={entry} /> : <GenericEntryPage entry={entry} />;
  const language = entry.sys.language;
  return language && language.toLowerCase() !== pageLanguage.toLowerCase() ? <div lang={language}>{shown}</div> : shown;
}
