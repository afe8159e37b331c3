import { ACCOUNT_PATHS } from '../../../contract';
import { lazyChunk } from '../../lib/chunks';
import type { MessageId } from '../words/catalogue';

/** The account pages' code (forms, react-hook-form) and their descriptions: a chunk loaded only on these routes. */
export const accountPages = lazyChunk(() => import(/* webpackChunkName: "account" */ './accountChunk'));

export type AccountPages = Awaited<ReturnType<typeof accountPages.load>>;

/**
 * Each account page: its path, the component of the chunk it shows, its title and description (account words, in
 * the page's language; the browser keeps the document's title in step), whether it needs a signed-in visitor, and whether search engines may list it (the public ways in).
 */
export const ACCOUNT_ROUTES = {
  'account-login': {
    path: ACCOUNT_PATHS.login,
    page: 'LoginPage',
    title: 'account.signInTitle',
    description: 'account.loginDescription',
    indexable: true,
  },
  'account-logout': {
    path: ACCOUNT_PATHS.logout,
    page: 'LogoutPage',
    title: 'account.signOutTitle',
    description: 'account.logoutDescription',
  },
  'account-registration': {
    path: ACCOUNT_PATHS.registration,
    page: 'RegisterPage',
    title: 'account.registerTitle',
    description: 'account.registrationDescription',
    indexable: true,
  },
  'account-forgot-password': {
    path: ACCOUNT_PATHS.forgotPassword,
    page: 'ForgotPasswordPage',
    title: 'account.forgotTitle',
    description: 'account.forgotDescription',
  },
  'account-reset-password': {
    path: ACCOUNT_PATHS.resetPasswordPage,
    page: 'ResetPasswordPage',
    title: 'account.chooseNewTitle',
    description: 'account.resetDescription',
  },
  'account-change-password': {
    path: ACCOUNT_PATHS.changePassword,
    page: 'ChangePasswordPage',
    title: 'account.changeTitle',
    description: 'account.changeDescription',
    requireLogin: true,
  },
  'account-access-denied': {
    path: ACCOUNT_PATHS.accessDenied,
    page: 'AccessDeniedPage',
    title: 'account.accessDeniedPageTitle',
    description: 'account.accessDeniedDescription',
  },
} as const satisfies Record<
  string,
  { path: string; page: keyof AccountPages; title: MessageId; description: MessageId; requireLogin?: true; indexable?: true }
>;

export type AccountRouteId = keyof typeof ACCOUNT_ROUTES;

export function isAccountRoute(id: string | null | undefined): id is AccountRouteId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(ACCOUNT_ROUTES, id);
}
