import type { AccountFormsState, SessionState, SignedInUser } from './types';

interface WithSession {
  session: SessionState;
}

interface WithAccountForms {
  accountForms: AccountFormsState;
}

export const selectUser = (state: WithSession) => state.session.user;
export const selectIsAuthenticated = (state: WithSession) => state.session.authenticationState.isAuthenticated;
export const selectCsrfToken = (state: WithSession) => state.session.csrfToken;
export const selectAccountForms = (state: WithAccountForms) => state.accountForms;
export const selectRejectedPost = (state: WithAccountForms) => state.accountForms.rejectedPost;

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
