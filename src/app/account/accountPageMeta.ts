import type { AccountRouteId } from './accountRoutes';

/**
 * Each account page's meta description, for the server's document (titles: accountRoutes.ts). `indexable`: a search engine may
 * list the page (the public ways in); every other account page, and any page for a signed-in visitor, carries
 * `noindex`. Apart from accountRoutes.ts so that the browser's bundle, which never writes them, does not carry them.
 */
export const ACCOUNT_PAGE_META: Record<AccountRouteId, { description: string; indexable?: true }> = {
  'account-login': { description: 'Sign in to your account to see members-only pages.', indexable: true },
  'account-logout': { description: 'Sign out of your account.' },
  'account-registration': { description: 'Create an account to see members-only pages.', indexable: true },
  'account-forgot-password': { description: 'Get a link by email to choose a new password.' },
  'account-reset-password': { description: 'Choose a new password for your account.' },
  'account-change-password': { description: 'Change the password of your account.' },
  'account-access-denied': { description: 'Your account does not give access to this page.' },
};
