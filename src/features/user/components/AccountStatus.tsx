import { useSelector } from '../../../lib/render';
import type { ComponentType, ReactNode } from 'react';
import { ACCOUNT_PATHS } from '../../../../contract';
import { displayName, selectUser } from '../selectors';
import type { SessionState } from '../types';
import { SignOutButton } from './SignOutButton';

/** The account area's words, in the page's language (the app gives them). */
export interface AccountStatusWords {
  signIn: string;
  /** Before the name, for screen readers. */
  signedInAs: string;
  signOut: string;
}

const ENGLISH: AccountStatusWords = { signIn: 'Sign in', signedInAs: 'Signed in as', signOut: 'Sign out' };

/** The header's account area: who is signed in and a way out, or a way in. */
export function AccountStatus({
  linkComponent: LinkComponent,
  words = ENGLISH,
}: {
  linkComponent: ComponentType<{ to: string; className?: string; children: ReactNode }>;
  words?: AccountStatusWords;
}) {
  const user = useSelector((state: { session: SessionState }) => selectUser(state));
  if (!user) {
    return (
      <div className="account-status">
        <LinkComponent to={ACCOUNT_PATHS.login} className="account-status__link">
          {words.signIn}
        </LinkComponent>
      </div>
    );
  }
  return (
    <div className="account-status">
      <span className="account-status__name">
        <span className="visually-hidden">{words.signedInAs} </span>
        {displayName(user)}
      </span>
      <SignOutButton label={words.signOut} />
    </div>
  );
}
