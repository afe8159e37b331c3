import { definePage } from '../pages/definePage';
import type { StaticPageModule } from '../pages/types';
import { AccountRoute } from './AccountRoute';
import { ACCOUNT_ROUTES, accountPages, type AccountRouteId } from './accountRoutes';

const ACCOUNT_CHUNKS = [{ name: 'account', chunk: accountPages }];

function accountPage(id: AccountRouteId): StaticPageModule {
  const route: { path: string; title: string; requireLogin?: true; indexable?: true } = ACCOUNT_ROUTES[id];
  return definePage({
    id,
    match: { path: route.path },
    requireLogin: route.requireLogin,
    title: route.title,
    // Written by the server only, which has loaded the chunk before the render: the browser's bundle does not carry them.
    description: () => accountPages.get()?.ACCOUNT_PAGE_DESCRIPTIONS[id],
    indexable: route.indexable,
    chunks: ACCOUNT_CHUNKS,
    component: () => <AccountRoute id={id} />,
  });
}

/** The account pages (sign in, register, passwords, sign out, access denied), one module each. */
export const ACCOUNT_PAGES: StaticPageModule[] = (Object.keys(ACCOUNT_ROUTES) as AccountRouteId[]).map(accountPage);
