import { memo, Suspense } from 'react';
import { useAppSelector } from './hooks';
import { ErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { isContentPage } from './pages/types';
import { pageOf } from './site/defineSite';
import { useSite } from './site/siteContext';
import { useWords } from './words';

/**
 * Chooses what the main area shows from the routing state: the page module it matched. A memo: the shell renders
 * again as a navigation starts (the menu's current item, the loading bar), and the page on screen should not render
 * with it in the click's task.
 */
export const RouteView = memo(function RouteView() {
  const site = useSite();
  const t = useWords();
  // Field by field: the routing state changes with every location event, the page shown far less often.
  const notFound = useAppSelector((state) => state.routing.notFound);
  const isError = useAppSelector((state) => state.routing.isError);
  const staticRoute = useAppSelector((state) => state.routing.staticRoute);
  const entry = useAppSelector((state) => state.routing.entry);
  if (notFound) return <NotFoundPage />;
  if (isError) return <ErrorPage />;
  if (!staticRoute && !entry) return null;
  const page = pageOf(site, { notFound, isError, staticRoute, entry });
  if (!page) return <NotFoundPage />;
  const shown = isContentPage(page) ? entry && <page.component entry={entry} /> : <page.component entry={entry} />;
  // A page's code chunk is loaded before it is shown; should it not be (a failed download), it is fetched meanwhile.
  return <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>{shown}</Suspense>;
});
