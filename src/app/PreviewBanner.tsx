import { useAppSelector } from './hooks';
import { useWords } from './words';

/**
 * Tells an editor what a preview shows: where the host shows drafts, the latest version of each entry (a draft
 * where one exists); on a host that never shows drafts (README, PREVIEW_HOSTS), a preview page is the published
 * version, whatever was asked, and says so. Ordinary published pages have no banner.
 */
export function PreviewBanner() {
  const drafts = useAppSelector((state) => state.routing.versionStatus === 'latest');
  const isPreview = useAppSelector((state) => state.routing.isPreview);
  if (!drafts && !isPreview) return null;
  return <PreviewNote drafts={drafts} />;
}

/** The banner's words are an area of their own: only a preview has them. */
function PreviewNote({ drafts }: { drafts: boolean }) {
  const t = useWords('preview');
  return (
    <p className="preview-banner" role="note">
      {drafts ? t('preview.previewDrafts') : t('preview.previewPublished')}
    </p>
  );
}
