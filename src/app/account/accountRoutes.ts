import { ACCOUNT_PATHS } from '../../../contract';
import type { StaticRouteConfig } from '../../features/routing';
import { lazyChunk } from '../../lib/chunks';

/** The account pages' code (forms, react-hook-form): a chunk loaded only on these routes. */
export const accountPages = lazyChunk(() => import(/* webpackChunkName: "account" */ '../../features/user/lazy'));

export type AccountPages = Awaited<ReturnType<typeof accountPages.load>>;

/**
 * Which page each account route shows, and its meta description. `indexable`: a search engine may list the page (the
 * public ways in); every other account page, and any page for a signed-in visitor, carries `noindex`.
 */
export const ACCOUNT_ROUTES = {
  'account-login': { path: ACCOUNT_PATHS.login, page: 'LoginPage', title: 'Sign in', description: 'Sign in to your account to see members-only pages.', indexable: true },
  'account-logout': { path: ACCOUNT_PATHS.logout, page: 'LogoutPage', title: 'Sign out', description: 'Sign out of your account.' },
  'account-registration': { path: ACCOUNT_PATHS.registration, page: 'RegisterPage', title: 'Create an account', description: 'Create an account to see members-only pages.', indexable: true },
  'account-forgot-password': { path: ACCOUNT_PATHS.forgotPassword, page: 'ForgotPasswordPage', title: 'Reset your password', description: 'Get a link by email to choose a new password.' },
  'account-reset-password': { path: ACCOUNT_PATHS.resetPasswordPage, page: 'ResetPasswordPage', title: 'Choose a new password', description: 'Choose a new password for your account.' },
  'account-change-password': { path: ACCOUNT_PATHS.changePassword, page: 'ChangePasswordPage', title: 'Change your password', description: 'Change the password of your account.', requireLogin: true },
  'account-access-denied': { path: ACCOUNT_PATHS.accessDenied, page: 'AccessDeniedPage', title: 'Access denied', description: 'Your account does not give access to this page.' },
} as const satisfies Record<string, { path: string; page: keyof AccountPages; title: string; description: string; indexable?: true; requireLogin?: true }>;

export type AccountRouteId = keyof typeof ACCOUNT_ROUTES;

export function isAccountRoute(id: string | null | undefined): id is AccountRouteId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(ACCOUNT_ROUTES, id);
}

export const accountStaticRoutes: StaticRouteConfig[] = Object.entries(ACCOUNT_ROUTES).map(([id, route]) => ({
  id,
  path: route.path,
  ...('requireLogin' in route ? { requireLogin: route.requireLogin } : {}),
}));
