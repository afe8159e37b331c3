import { useDispatch } from 'react-redux';
import { useSelector } from '../../../lib/render';
import type { ComponentType, ReactNode } from 'react';
import { ACCOUNT_PATHS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH } from '../../../../contract';
import { displayName, selectAccountForms, selectUser } from '../selectors';
import {
  loginRequested,
  passwordChangeSubmitted,
  passwordResetRequested,
  passwordResetSubmitted,
  registrationRequested,
} from '../accountFormsSlice';
import type { AccountFormsState, SessionState } from '../types';
import { AccountForm, type AccountFieldSpec, type SubmitFailure } from './AccountForm';
import { SignOutButton } from './SignOutButton';
import { StaffEnvironments } from './StaffEnvironments';

/** What an account page gets from the app: the address's query, and the app's link. */
export interface AccountPageProps {
  query: Record<string, string>;
  linkComponent: ComponentType<{ to: string; children: ReactNode }>;
}

type WithUser = { session: SessionState };
const useAccountForms = () => useSelector((state: { accountForms: AccountFormsState }) => selectAccountForms(state));
const failureOf = (error: string | null, status: number | null): SubmitFailure | null => (error ? { message: error, status } : null);

const NEW_PASSWORD_HINT =
  `At least ${PASSWORD_MIN_LENGTH} characters; ${PASSWORD_RECOMMENDED_LENGTH} or more is better. Any characters, spaces included: ` +
  'a few random words make a strong password that is easy to remember, and pasting from a password manager is fine. ' +
  'Common passwords, and ones that have appeared in data breaches, are refused.';
const newPassword = (name: string, label: string): AccountFieldSpec => ({
  name,
  label,
  type: 'password',
  autoComplete: 'new-password',
  hint: NEW_PASSWORD_HINT,
  required: `Enter a ${label.toLowerCase()}`,
  minLength: { value: PASSWORD_MIN_LENGTH, message: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters` },
  maxLength: { value: PASSWORD_MAX_LENGTH, message: `${label} must be at most ${PASSWORD_MAX_LENGTH} characters` },
});
const EMAIL_PATTERN = { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter an email address like name@example.com' };

const LOGIN_FIELDS: AccountFieldSpec[] = [
  { name: 'username', label: 'Email address or user name', autoComplete: 'username', required: 'Enter your email address or user name' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password', required: 'Enter your password' },
];

/** Instead of a form the site cannot serve: it has no privileged client to administer accounts with. */
function AccountsUnavailable({ what }: { what: string }) {
  return <Notice>{what} is not available on this site at the moment. If you already have an account, you can still sign in.</Notice>;
}

function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  return (
    <div className={`notice notice--${tone}`} role="status">
      {children}
    </div>
  );
}

export function LoginPage({ query, linkComponent: Link }: AccountPageProps) {
  const dispatch = useDispatch();
  const { signIn } = useAccountForms();
  const user = useSelector((state: WithUser) => selectUser(state));
  const target = { redirect_uri: query.redirect_uri ?? '', ReturnURL: query.ReturnURL ?? '' };
  const given = Object.entries(target).filter(([, value]) => value);
  return (
    <article className="account-page">
      <h1>Sign in</h1>
      {query.verified === 'confirmed' ? <Notice tone="success">Your email address is confirmed. Sign in to continue.</Notice> : null}
      {query.verified === 'expired' ? (
        <Notice>That confirmation link has expired or is not valid. Register again to get a new one.</Notice>
      ) : null}
      {user ? (
        <>
          <p>You are signed in as {displayName(user)}.</p>
          <SignOutButton className="button" />
          <StaffEnvironments />
        </>
      ) : (
        <>
          <AccountForm
            form="login"
            // The target travels in the address too, so a refused plain post still knows where to go after.
            action={given.length > 0 ? `${ACCOUNT_PATHS.login}?${new URLSearchParams(given).toString()}` : ACCOUNT_PATHS.login}
            fields={LOGIN_FIELDS}
            hidden={Object.fromEntries(given)}
            submitLabel="Sign in"
            busy={signIn.isLoading}
            failure={failureOf(signIn.error, signIn.isAuthenticationError ? 401 : null)}
            onValid={({ username, password }) => dispatch(loginRequested({ username, password, target }))}
          />
          <p>
            <Link to={ACCOUNT_PATHS.forgotPassword}>Forgotten your password?</Link>
          </p>
          <p>
            New here? <Link to={ACCOUNT_PATHS.registration}>Create an account</Link>
          </p>
        </>
      )}
    </article>
  );
}

const REGISTER_FIELDS: AccountFieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: 'Enter your first name' },
  { name: 'lastName', label: 'Last name (optional)', autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    required: 'Enter your email address',
    pattern: EMAIL_PATTERN,
  },
  newPassword('password', 'Password'),
];

export function RegisterPage({ query, linkComponent: Link }: AccountPageProps) {
  const dispatch = useDispatch();
  const { registration, accountsUnavailable } = useAccountForms();
  const redirectTo = query.redirect_uri || query.redirect || null;
  if (registration.success) {
    return (
      <article className="account-page">
        <h1>Check your email</h1>
        <Notice tone="success">
          We have sent a link to {registration.user?.email ?? 'your email address'}. Open it to confirm your address, then sign in.
        </Notice>
        <p>
          <Link to={ACCOUNT_PATHS.login}>Go to sign in</Link>
        </p>
      </article>
    );
  }
  if (accountsUnavailable) {
    return (
      <article className="account-page">
        <h1>Create an account</h1>
        <AccountsUnavailable what="Registration" />
        <p>
          <Link to={ACCOUNT_PATHS.login}>Go to sign in</Link>
        </p>
      </article>
    );
  }
  return (
    <article className="account-page">
      <h1>Create an account</h1>
      <AccountForm
        form="register"
        action={ACCOUNT_PATHS.register}
        fields={REGISTER_FIELDS}
        hidden={redirectTo ? { redirect_uri: redirectTo } : {}}
        submitLabel="Create account"
        busy={registration.isLoading}
        failure={failureOf(registration.error, registration.status)}
        onValid={({ firstName, lastName, email, password }) =>
          dispatch(registrationRequested({ user: { email, firstName, lastName, credentials: { password } }, redirectTo }))
        }
      />
      <p>
        Already registered? <Link to={ACCOUNT_PATHS.login}>Sign in</Link>
      </p>
    </article>
  );
}

const FORGOT_FIELDS: AccountFieldSpec[] = [
  {
    name: 'userEmail',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    required: 'Enter your email address',
    pattern: EMAIL_PATTERN,
  },
];

export function ForgotPasswordPage({ linkComponent: Link }: AccountPageProps) {
  const dispatch = useDispatch();
  const { passwordResetRequest: state, accountsUnavailable } = useAccountForms();
  return (
    <article className="account-page">
      <h1>Reset your password</h1>
      {accountsUnavailable ? (
        <AccountsUnavailable what="Resetting a forgotten password" />
      ) : state.sent ? (
        <Notice tone="success">
          If an account uses that email address, we have sent it a link to choose a new password. The link works for one hour.
        </Notice>
      ) : (
        <AccountForm
          form="forgotPassword"
          action={ACCOUNT_PATHS.reset}
          fields={FORGOT_FIELDS}
          submitLabel="Send the link"
          busy={state.isSending}
          failure={failureOf(state.error, state.status)}
          onValid={({ userEmail }) => dispatch(passwordResetRequested({ userEmail }))}
        />
      )}
      <p>
        <Link to={ACCOUNT_PATHS.login}>Back to sign in</Link>
      </p>
    </article>
  );
}

export function ResetPasswordPage({ query, linkComponent: Link }: AccountPageProps) {
  const dispatch = useDispatch();
  const { resetPassword: state, rejectedPost } = useAccountForms();
  // A refused plain post is shown again at the page's address without its query: the token comes back with it.
  const kept = rejectedPost?.form === 'resetPassword' ? rejectedPost.values : {};
  const token = query.token || (kept.token ?? '');
  // A confirmation link opens this page too: the password set here is the one the new account opens with.
  const confirming = (query.confirm || kept.confirm) === '1';
  if (state.sent) {
    return (
      <article className="account-page">
        <h1>{confirming ? 'Your email address is confirmed' : 'Your password has been changed'}</h1>
        <p>
          <Link to={ACCOUNT_PATHS.login}>Sign in with your new password</Link>
        </p>
      </article>
    );
  }
  return (
    <article className="account-page">
      <h1>{confirming ? 'Confirm your email address' : 'Choose a new password'}</h1>
      {confirming ? (
        <p>
          Choose the password you will sign in with: the one you gave when you registered, or a new one. Only the password set here opens
          the account, so if someone else started it with your address, theirs does not work.
        </p>
      ) : null}
      {token ? (
        <AccountForm
          form="resetPassword"
          action={ACCOUNT_PATHS.resetPassword}
          fields={[newPassword('password', confirming ? 'Password' : 'New password')]}
          hidden={confirming ? { token, confirm: '1' } : { token }}
          submitLabel={confirming ? 'Confirm and set password' : 'Change password'}
          busy={state.isSending}
          failure={failureOf(state.error, state.status)}
          onValid={({ password }) => dispatch(passwordResetSubmitted({ token, password }))}
        />
      ) : (
        <p>
          This page opens from the link in a password reset email. <Link to={ACCOUNT_PATHS.forgotPassword}>Ask for a new link</Link>.
        </p>
      )}
    </article>
  );
}

const CHANGE_FIELDS: AccountFieldSpec[] = [
  {
    name: 'currentPassword',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
    required: 'Enter your current password',
  },
  newPassword('newPassword', 'New password'),
];

export function ChangePasswordPage({ linkComponent: Link }: AccountPageProps) {
  const dispatch = useDispatch();
  const { changePassword: state } = useAccountForms();
  const user = useSelector((state: WithUser) => selectUser(state));
  return (
    <article className="account-page">
      <h1>Change your password</h1>
      {state.sent ? (
        <Notice tone="success">Your password has been changed. Other devices signed in to your account have been signed out.</Notice>
      ) : (
        <AccountForm
          form="changePassword"
          action={ACCOUNT_PATHS.changePassword}
          fields={CHANGE_FIELDS}
          hidden={user ? { userId: user.id } : {}}
          submitLabel="Change password"
          busy={state.isSending}
          failure={failureOf(state.error, state.status)}
          onValid={({ currentPassword, newPassword: next }) =>
            dispatch(passwordChangeSubmitted({ userId: user?.id, currentPassword, newPassword: next }))
          }
        />
      )}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </article>
  );
}

export function AccessDeniedPage({ query, linkComponent: Link }: AccountPageProps) {
  const user = useSelector((state: WithUser) => selectUser(state));
  const original = query.original_uri && query.original_uri.startsWith('/') ? query.original_uri : null;
  return (
    <article className="account-page">
      <h1>You do not have access to this page</h1>
      <p>
        {user
          ? `You are signed in as ${displayName(user)}, and your account is not allowed to see `
          : 'Your account is not allowed to see '}
        {original ? <code>{original}</code> : 'that page'}.
      </p>
      <p>If you think you should have access, contact the site's team. You can also sign in with another account.</p>
      {user ? (
        <SignOutButton
          className="button"
          redirectTo={original ? `${ACCOUNT_PATHS.login}?redirect_uri=${encodeURIComponent(original)}` : null}
        />
      ) : null}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </article>
  );
}

export function LogoutPage({ linkComponent: Link }: AccountPageProps) {
  const user = useSelector((state: WithUser) => selectUser(state));
  return (
    <article className="account-page">
      <h1>{user ? 'Sign out' : 'You are signed out'}</h1>
      {user ? (
        <>
          <p>You are signed in as {displayName(user)}.</p>
          <SignOutButton className="button" />
        </>
      ) : (
        <p>
          <Link to={ACCOUNT_PATHS.login}>Sign in</Link>
        </p>
      )}
    </article>
  );
}
