import { useAppSelector } from './hooks';

/**
 * Tells an editor what a preview shows: where the host shows drafts, the latest version of each entry (a draft
 * where one exists); on a host that never shows drafts (README, PREVIEW_HOSTS), a preview page is the published
 * version, whatever was asked, and says so. Ordinary published pages have no banner.
 */
export function PreviewBanner() {
  const drafts = useAppSelector((state) => state.routing.versionStatus === 'latest');
  const isPreview = useAppSelector((state) => state.routing.isPreview);
  if (!drafts && !isPreview) return null;
  return (
    <p className="preview-banner" role="note">
      {drafts
        ? 'Preview: you are viewing the latest versions, drafts included.'
        : 'Preview: you are viewing the published version. This address never shows drafts.'}
    </p>
  );
}
