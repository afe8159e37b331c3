import { Suspense } from 'react';
import { lazyChunk } from '../../lib/chunks';
import { useWords } from '../words/useWords';

export const VERSION_ROUTE_ID = 'version';
export const VERSION_PATH = '/__version';

/** The version page's code: a chunk loaded before a server render or hydration of `/__version`. */
export const versionPage = lazyChunk(() => import(/* webpackChunkName: "version" */ './versionChunk'));

function VersionBody() {
  const { VersionPage } = versionPage.read();
  return <VersionPage />;
}

/** The version page, from its chunk (suspends on navigation until the chunk is there). */
export function VersionRoute() {
  const t = useWords();
  return (
    <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
      <VersionBody />
    </Suspense>
  );
}
