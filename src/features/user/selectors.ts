import type { SignedInUser, UserState } from './types';

interface WithUser {
  user: UserState;
}

export const selectUserState = (state: WithUser) => state.user;
export const selectUser = (state: WithUser) => state.user.user;
export const selectIsAuthenticated = (state: WithUser) => state.user.authenticationState.isAuthenticated;
export const selectCsrfToken = (state: WithUser) => state.user.csrfToken;
export const selectRejectedPost = (state: WithUser) => state.user.rejectedPost;

/** First name plus the last name when there is one. */
export function displayName(user: Pick<SignedInUser, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.username;
}

/** Group ids and names, for checks that match a required group by either. */
export function groupRefs(user: SignedInUser | null): string[] {
  return user ? user.groups.flatMap((group) => [group.id, group.name]) : [];
}
