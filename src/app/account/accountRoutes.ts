import { ACCOUNT_PATHS } from '../../../contract';
import type { StaticRouteConfig } from '../../features/routing';
import { lazyChunk } from '../../lib/chunks';

/** The account pages' code (forms, react-hook-form): a chunk loaded only on these routes. */
export const accountPages = lazyChunk(() => import(/* webpackChunkName: "account" */ './accountChunk'));

export type AccountPages = Awaited<ReturnType<typeof accountPages.load>>;

/**
 * Which page each account route shows and its title (the browser keeps the document's title in step); `requireLogin`:
 * a signed-in visitor only. Their meta description: accountPageMeta.ts (server only).
 */
export const ACCOUNT_ROUTES = {
  'account-login': { path: ACCOUNT_PATHS.login, page: 'LoginPage', title: 'Sign in' },
  'account-logout': { path: ACCOUNT_PATHS.logout, page: 'LogoutPage', title: 'Sign out' },
  'account-registration': { path: ACCOUNT_PATHS.registration, page: 'RegisterPage', title: 'Create an account' },
  'account-forgot-password': { path: ACCOUNT_PATHS.forgotPassword, page: 'ForgotPasswordPage', title: 'Reset your password' },
  'account-reset-password': { path: ACCOUNT_PATHS.resetPasswordPage, page: 'ResetPasswordPage', title: 'Choose a new password' },
  'account-change-password': {
    path: ACCOUNT_PATHS.changePassword,
    page: 'ChangePasswordPage',
    title: 'Change your password',
    requireLogin: true,
  },
  'account-access-denied': { path: ACCOUNT_PATHS.accessDenied, page: 'AccessDeniedPage', title: 'Access denied' },
} as const satisfies Record<string, { path: string; page: keyof AccountPages; title: string; requireLogin?: true }>;

export type AccountRouteId = keyof typeof ACCOUNT_ROUTES;

export function isAccountRoute(id: string | null | undefined): id is AccountRouteId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(ACCOUNT_ROUTES, id);
}

export const accountStaticRoutes: StaticRouteConfig[] = Object.entries(ACCOUNT_ROUTES).map(([id, route]) => ({
  id,
  path: route.path,
  ...('requireLogin' in route ? { requireLogin: route.requireLogin } : {}),
}));
