import { useSelector } from '../../../lib/render';
import type { ComponentType, ReactNode } from 'react';
import { ACCOUNT_PATHS } from '../../../../contract';
import { displayName, selectUser } from '../selectors';
import type { SessionState } from '../types';
import { SignOutButton } from './SignOutButton';

/** The header's account area: who is signed in and a way out, or a way in. */
export function AccountStatus({
  linkComponent: LinkComponent,
}: {
  linkComponent: ComponentType<{ to: string; className?: string; children: ReactNode }>;
}) {
  const user = useSelector((state: { session: SessionState }) => selectUser(state));
  if (!user) {
    return (
      <div className="account-status">
        <LinkComponent to={ACCOUNT_PATHS.login} className="account-status__link">
          Sign in
        </LinkComponent>
      </div>
    );
  }
  return (
    <div className="account-status">
      <span className="account-status__name">
        <span className="visually-hidden">Signed in as </span>
        {displayName(user)}
      </span>
      <SignOutButton />
    </div>
  );
}
