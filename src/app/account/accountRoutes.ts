import { ACCOUNT_PATHS } from '../../../contract';
import { lazyChunk } from '../../lib/chunks';

/** The account pages' code (forms, react-hook-form) and their descriptions: a chunk loaded only on these routes. */
export const accountPages = lazyChunk(() => import(/* webpackChunkName: "account" */ './accountChunk'));

export type AccountPages = Awaited<ReturnType<typeof accountPages.load>>;

/**
 * Each account page: its path, the component of the chunk it shows, its title (the browser keeps the document's
 * title in step), whether it needs a signed-in visitor, and whether search engines may list it (the public ways in).
 */
export const ACCOUNT_ROUTES = {
  'account-login': { path: ACCOUNT_PATHS.login, page: 'LoginPage', title: 'Sign in', indexable: true },
  'account-logout': { path: ACCOUNT_PATHS.logout, page: 'LogoutPage', title: 'Sign out' },
  'account-registration': { path: ACCOUNT_PATHS.registration, page: 'RegisterPage', title: 'Create an account', indexable: true },
  'account-forgot-password': { path: ACCOUNT_PATHS.forgotPassword, page: 'ForgotPasswordPage', title: 'Reset your password' },
  'account-reset-password': { path: ACCOUNT_PATHS.resetPasswordPage, page: 'ResetPasswordPage', title: 'Choose a new password' },
  'account-change-password': {
    path: ACCOUNT_PATHS.changePassword,
    page: 'ChangePasswordPage',
    title: 'Change your password',
    requireLogin: true,
  },
  'account-access-denied': { path: ACCOUNT_PATHS.accessDenied, page: 'AccessDeniedPage', title: 'Access denied' },
} as const satisfies Record<string, { path: string; page: keyof AccountPages; title: string; requireLogin?: true; indexable?: true }>;

export type AccountRouteId = keyof typeof ACCOUNT_ROUTES;

export function isAccountRoute(id: string | null | undefined): id is AccountRouteId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(ACCOUNT_ROUTES, id);
}
