import { ACCOUNT_PATHS } from '../../../contract';
import type { Redirect, RequireLogin } from './types';

export interface Visitor {
  isAuthenticated: boolean;
  /** Group ids and names the visitor belongs to (inherited groups included). */
  groups: string[];
}

export type AccessDecision = 'allowed' | 'login' | 'denied';

/** The group check passes when no groups are required or one required group matches the visitor's. */
export function decideAccess(requireLogin: RequireLogin | null | undefined, visitor: Visitor): AccessDecision {
  if (!requireLogin) return 'allowed';
  if (!visitor.isAuthenticated) return 'login';
  if (requireLogin === true || requireLogin.length === 0) return 'allowed';
  const mine = new Set(visitor.groups.map((group) => group.toLowerCase()));
  return requireLogin.some((group) => mine.has(group.toLowerCase())) ? 'allowed' : 'denied';
}

/** The account pages (login, access denied, ...) must stay reachable whatever a project or route requires. */
export function isAccountPath(path: string): boolean {
  return path === '/account' || path.toLowerCase().startsWith('/account/');
}

/** Spec 2.4: when the login page is itself the target, no login redirect happens (it would lead back to itself). */
export function isLoginPage(path: string): boolean {
  return path.toLowerCase() === ACCOUNT_PATHS.login;
}

/** The redirect for a refused visitor: to sign in when anonymous, else to the access-denied page. */
export function accessRedirect(decision: Exclude<AccessDecision, 'allowed'>, fullPath: string): Redirect {
  return decision === 'login'
    ? { location: loginRedirect(fullPath), statusCode: 302, reason: 'login' }
    : { location: accessDeniedRedirect(fullPath), statusCode: 302, reason: 'accessDenied' };
}

export function loginRedirect(path: string): string {
  return `${ACCOUNT_PATHS.login}?redirect_uri=${encodeURIComponent(path)}`;
}

export function accessDeniedRedirect(path: string): string {
  return `${ACCOUNT_PATHS.accessDenied}?original_uri=${encodeURIComponent(path)}`;
}
