import type { AccountRouteId } from './accountRoutes';

/**
 * Each account page's title and meta description, for the server's document. `indexable`: a search engine may
 * list the page (the public ways in); every other account page, and any page for a signed-in visitor, carries
 * `noindex`. Apart from accountRoutes.ts so that the browser's bundle, which never writes them, does not carry them.
 */
export const ACCOUNT_PAGE_META: Record<AccountRouteId, { title: string; description: string; indexable?: true }> = {
  'account-login': { title: 'Sign in', description: 'Sign in to your account to see members-only pages.', indexable: true },
  'account-logout': { title: 'Sign out', description: 'Sign out of your account.' },
  'account-registration': { title: 'Create an account', description: 'Create an account to see members-only pages.', indexable: true },
  'account-forgot-password': { title: 'Reset your password', description: 'Get a link by email to choose a new password.' },
  'account-reset-password': { title: 'Choose a new password', description: 'Choose a new password for your account.' },
  'account-change-password': { title: 'Change your password', description: 'Change the password of your account.' },
  'account-access-denied': { title: 'Access denied', description: 'Your account does not give access to this page.' },
};
