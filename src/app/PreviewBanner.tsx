import { useAppSelector } from './hooks';
import { useWords } from './words';

type Shown = 'live' | 'drafts' | 'published';

/**
 * Tells an editor what a preview shows: the editor's unsaved changes (live preview in the CMS), the latest version
 * of each entry (a draft where one exists) where the host shows drafts or a signed preview link admits them, or,
 * on a host that never shows drafts (README, PREVIEW_HOSTS), the published version, whatever was asked. On a draft
 * host it offers a signed link to the same preview on the public host. Ordinary published pages have no banner.
 */
export function PreviewBanner() {
  const drafts = useAppSelector(
    (state) => state.routing.versionStatus === 'latest' || (state.routing.isPreview && state.routing.preview?.signed === true),
  );
  const isPreview = useAppSelector((state) => state.routing.isPreview);
  const live = useAppSelector((state) => state.routing.isPreview && state.routing.preview?.live === true);
  const shareLink = useAppSelector((state) => (state.routing.isPreview ? (state.routing.preview?.shareLink ?? null) : null));
  if (!drafts && !isPreview) return null;
  return <PreviewNote shown={live ? 'live' : drafts ? 'drafts' : 'published'} shareLink={shareLink} />;
}

/** The banner's words are an area of their own: only a preview has them. */
function PreviewNote({ shown, shareLink }: { shown: Shown; shareLink: { url: string; minutes: number } | null }) {
  const t = useWords('preview');
  const text =
    shown === 'live' ? t('preview.previewLive') : shown === 'drafts' ? t('preview.previewDrafts') : t('preview.previewPublished');
  return (
    <div className={`preview-banner preview-banner--${shown}`} role="note">
      <p>{text}</p>
      {shareLink ? (
        <p className="preview-banner__share">
          <a href={shareLink.url}>{t('preview.shareLabel')}</a> {t('preview.shareLink', { minutes: shareLink.minutes })}
        </p>
      ) : null}
    </div>
  );
}
