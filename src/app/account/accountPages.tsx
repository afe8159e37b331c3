import { definePage } from '../pages/definePage';
import type { StaticPageModule } from '../pages/types';
import { AccountRoute } from './AccountRoute';
import { ACCOUNT_ROUTES, accountPages, type AccountRouteId } from './accountRoutes';
import type { MessageId } from '../words/catalogue';
import { wordFromState } from '../words/stateWords';

const ACCOUNT_CHUNKS = [{ name: 'account', chunk: accountPages }];

function accountPage(id: AccountRouteId): StaticPageModule {
  const route: { path: string; title: MessageId; description: MessageId; requireLogin?: true; indexable?: true } = ACCOUNT_ROUTES[id];
  return definePage({
    id,
    match: { path: route.path },
    requireLogin: route.requireLogin,
    // The page records its title's word as used (AccountRoute), so the browser has it to keep the title in step.
    title: (state) => wordFromState(state.words, route.title),
    // Written by the server only, which has every area's words.
    description: (state) => wordFromState(state.words, route.description),
    indexable: route.indexable,
    chunks: ACCOUNT_CHUNKS,
    component: () => <AccountRoute id={id} />,
  });
}

/** The account pages (sign in, register, passwords, sign out, access denied), one module each. */
export const ACCOUNT_PAGES: StaticPageModule[] = (Object.keys(ACCOUNT_ROUTES) as AccountRouteId[]).map(accountPage);
