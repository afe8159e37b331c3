import { Suspense } from 'react';
import { Link } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { useWords } from '../words/useWords';
import { ACCOUNT_ROUTES, accountPages, type AccountRouteId } from './accountRoutes';

function queryOf(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) if (!(name in query)) query[name] = value;
  return query;
}

function AccountPage({ id }: { id: AccountRouteId }) {
  const search = useAppSelector((state) => state.routing.location.search);
  const Page = accountPages.read()[ACCOUNT_ROUTES[id].page];
  // The document's title says it (pageTitle.ts): used here, so the page carries it and the browser's title matches.
  useWords('account')(ACCOUNT_ROUTES[id].title);
  return <Page query={queryOf(search)} linkComponent={Link} />;
}

/** An account page, from its chunk (already loaded before a server render or hydration; suspends on navigation). */
export function AccountRoute({ id }: { id: AccountRouteId }) {
  const t = useWords();
  return (
    <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
      <AccountPage id={id} />
    </Suspense>
  );
}
