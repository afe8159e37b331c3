import { useDispatch } from 'react-redux';
import { usePageLanguage, useSelector } from '../../../lib/render';
import type { Translate } from '../../../lib/i18n';
import { localiseLink } from '../../../lib/url/languages';
import { useMemo, type ComponentType, type ReactNode } from 'react';
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
import type { AccountWordId } from '../words/accountWords';
import { useAccountWords } from '../words/useAccountWords';

/** What an account page gets from the app: the address's query, and the app's link. */
export interface AccountPageProps {
  query: Record<string, string>;
  linkComponent: ComponentType<{ to: string; children: ReactNode }>;
}

type WithUser = { session: SessionState };
const useAccountForms = () => useSelector((state: { accountForms: AccountFormsState }) => selectAccountForms(state));
const failureOf = (error: string | null, status: number | null): SubmitFailure | null => (error ? { message: error, status } : null);

type T = Translate<AccountWordId>;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field where a password is chosen: "Password" (registration, confirming) or "New password" (reset, change). */
function newPassword(t: T, name: string, which: 'choose' | 'new'): AccountFieldSpec {
  const words: { label: string; required: AccountWordId; short: AccountWordId; long: AccountWordId } =
    which === 'choose'
      ? { label: t('passwordLabel'), required: 'choosePasswordRequired', short: 'choosePasswordTooShort', long: 'choosePasswordTooLong' }
      : { label: t('newPasswordLabel'), required: 'newPasswordRequired', short: 'newPasswordTooShort', long: 'newPasswordTooLong' };
  return {
    name,
    label: words.label,
    type: 'password',
    autoComplete: 'new-password',
    hint: t('newPasswordHint', { min: PASSWORD_MIN_LENGTH, recommended: PASSWORD_RECOMMENDED_LENGTH }),
    required: t(words.required),
    minLength: { value: PASSWORD_MIN_LENGTH, message: t(words.short, { min: PASSWORD_MIN_LENGTH }) },
    maxLength: { value: PASSWORD_MAX_LENGTH, message: t(words.long, { max: PASSWORD_MAX_LENGTH }) },
  };
}

const emailField = (t: T, name: string): AccountFieldSpec => ({
  name,
  label: t('emailLabel'),
  type: 'email',
  autoComplete: 'email',
  required: t('emailRequired'),
  pattern: { value: EMAIL_PATTERN, message: t('emailInvalid') },
});

const loginFields = (t: T): AccountFieldSpec[] => [
  { name: 'username', label: t('usernameLabel'), autoComplete: 'username', required: t('usernameRequired') },
  { name: 'password', label: t('passwordLabel'), type: 'password', autoComplete: 'current-password', required: t('passwordRequired') },
];

const registerFields = (t: T): AccountFieldSpec[] => [
  { name: 'firstName', label: t('firstNameLabel'), autoComplete: 'given-name', required: t('firstNameRequired') },
  { name: 'lastName', label: t('lastNameLabel'), autoComplete: 'family-name' },
  emailField(t, 'email'),
  newPassword(t, 'password', 'choose'),
];

const changeFields = (t: T): AccountFieldSpec[] => [
  {
    name: 'currentPassword',
    label: t('currentPasswordLabel'),
    type: 'password',
    autoComplete: 'current-password',
    required: t('currentPasswordRequired'),
  },
  newPassword(t, 'newPassword', 'new'),
];

/** A form's fields in the page's language, kept while its words stay the same (the form keeps its state). */
function useFields(make: (t: T) => AccountFieldSpec[]): { t: T; fields: AccountFieldSpec[] } {
  const t = useAccountWords();
  const fields = useMemo(() => make(t), [make, t]);
  return { t, fields };
}

/** An account page's address in the page's language: its form posts there without JavaScript, and is answered in it. */
function useLocalPath(): (path: string) => string {
  const page = usePageLanguage();
  return (path) => (page ? localiseLink(page.languages, page.language, path) : path);
}

const forgotFields = (t: T): AccountFieldSpec[] => [emailField(t, 'userEmail')];
const resetFields = (t: T): AccountFieldSpec[] => [newPassword(t, 'password', 'new')];
const confirmFields = (t: T): AccountFieldSpec[] => [newPassword(t, 'password', 'choose')];

/** A sentence with an element in place of its `{page}` argument (the access-denied page's `<code>`). */
function withElement(sentence: (page: string) => string, element: ReactNode): ReactNode {
  const mark = '\u0000';
  const [before, after = ''] = sentence(mark).split(mark);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/** Instead of a form the site cannot serve: it has no privileged client to administer accounts with. */
function AccountsUnavailable({ message }: { message: string }) {
  return <Notice>{message}</Notice>;
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
  const { t, fields } = useFields(loginFields);
  const local = useLocalPath();
  const { signIn } = useAccountForms();
  const user = useSelector((state: WithUser) => selectUser(state));
  const target = { redirect_uri: query.redirect_uri ?? '', ReturnURL: query.ReturnURL ?? '' };
  const given = Object.entries(target).filter(([, value]) => value);
  const action = local(ACCOUNT_PATHS.login);
  return (
    <article className="account-page">
      <h1>{t('signInTitle')}</h1>
      {query.verified === 'confirmed' ? <Notice tone="success">{t('verifiedConfirmed')}</Notice> : null}
      {query.verified === 'expired' ? <Notice>{t('verifiedExpired')}</Notice> : null}
      {user ? (
        <>
          <p>{t('signedInAs', { name: displayName(user) })}</p>
          <SignOutButton className="button" label={t('signOutButton')} />
          <StaffEnvironments />
        </>
      ) : (
        <>
          <AccountForm
            form="login"
            // The target travels in the address too, so a refused plain post still knows where to go after.
            action={given.length > 0 ? `${action}?${new URLSearchParams(given).toString()}` : action}
            fields={fields}
            hidden={Object.fromEntries(given)}
            submitLabel={t('signInButton')}
            busy={signIn.isLoading}
            failure={failureOf(signIn.error, signIn.isAuthenticationError ? 401 : null)}
            onValid={({ username, password }) => dispatch(loginRequested({ username, password, target }))}
          />
          <p>
            <Link to={ACCOUNT_PATHS.forgotPassword}>{t('forgotLink')}</Link>
          </p>
          <p>
            {t('newHere')} <Link to={ACCOUNT_PATHS.registration}>{t('createAccountLink')}</Link>
          </p>
        </>
      )}
    </article>
  );
}

export function RegisterPage({ query, linkComponent: Link }: AccountPageProps) {
  const dispatch = useDispatch();
  const { t, fields } = useFields(registerFields);
  const local = useLocalPath();
  const { registration, accountsUnavailable } = useAccountForms();
  const redirectTo = query.redirect_uri || query.redirect || null;
  if (registration.success) {
    const email = registration.user?.email;
    return (
      <article className="account-page">
        <h1>{t('checkEmailTitle')}</h1>
        <Notice tone="success">{email ? t('checkEmailSent', { email }) : t('checkEmailSentAnonymous')}</Notice>
        <p>
          <Link to={ACCOUNT_PATHS.login}>{t('goToSignIn')}</Link>
        </p>
      </article>
    );
  }
  if (accountsUnavailable) {
    return (
      <article className="account-page">
        <h1>{t('registerTitle')}</h1>
        <AccountsUnavailable message={t('registrationUnavailable')} />
        <p>
          <Link to={ACCOUNT_PATHS.login}>{t('goToSignIn')}</Link>
        </p>
      </article>
    );
  }
  return (
    <article className="account-page">
      <h1>{t('registerTitle')}</h1>
      <AccountForm
        form="register"
        action={local(ACCOUNT_PATHS.register)}
        fields={fields}
        hidden={redirectTo ? { redirect_uri: redirectTo } : {}}
        submitLabel={t('createAccountButton')}
        busy={registration.isLoading}
        failure={failureOf(registration.error, registration.status)}
        onValid={({ firstName, lastName, email, password }) =>
          dispatch(registrationRequested({ user: { email, firstName, lastName, credentials: { password } }, redirectTo }))
        }
      />
      <p>
        {t('alreadyRegistered')} <Link to={ACCOUNT_PATHS.login}>{t('signInLink')}</Link>
      </p>
    </article>
  );
}

export function ForgotPasswordPage({ linkComponent: Link }: AccountPageProps) {
  const dispatch = useDispatch();
  const { t, fields } = useFields(forgotFields);
  const local = useLocalPath();
  const { passwordResetRequest: state, accountsUnavailable } = useAccountForms();
  return (
    <article className="account-page">
      <h1>{t('forgotTitle')}</h1>
      {accountsUnavailable ? (
        <AccountsUnavailable message={t('resetUnavailable')} />
      ) : state.sent ? (
        <Notice tone="success">{t('resetLinkSent')}</Notice>
      ) : (
        <AccountForm
          form="forgotPassword"
          action={local(ACCOUNT_PATHS.reset)}
          fields={fields}
          submitLabel={t('sendLinkButton')}
          busy={state.isSending}
          failure={failureOf(state.error, state.status)}
          onValid={({ userEmail }) => dispatch(passwordResetRequested({ userEmail }))}
        />
      )}
      <p>
        <Link to={ACCOUNT_PATHS.login}>{t('backToSignIn')}</Link>
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
  const { t, fields } = useFields(confirming ? confirmFields : resetFields);
  const local = useLocalPath();
  if (state.sent) {
    return (
      <article className="account-page">
        <h1>{confirming ? t('confirmedTitle') : t('passwordChangedTitle')}</h1>
        <p>
          <Link to={ACCOUNT_PATHS.login}>{t('signInWithNewPassword')}</Link>
        </p>
      </article>
    );
  }
  return (
    <article className="account-page">
      <h1>{confirming ? t('confirmTitle') : t('chooseNewTitle')}</h1>
      {confirming ? <p>{t('confirmExplanation')}</p> : null}
      {token ? (
        <AccountForm
          form="resetPassword"
          action={local(ACCOUNT_PATHS.resetPassword)}
          fields={fields}
          hidden={confirming ? { token, confirm: '1' } : { token }}
          submitLabel={confirming ? t('confirmButton') : t('changePasswordButton')}
          busy={state.isSending}
          failure={failureOf(state.error, state.status)}
          onValid={({ password }) => dispatch(passwordResetSubmitted({ token, password }))}
        />
      ) : (
        <p>
          {t('resetNeedsLink')} <Link to={ACCOUNT_PATHS.forgotPassword}>{t('askForNewLink')}</Link>.
        </p>
      )}
    </article>
  );
}

export function ChangePasswordPage({ linkComponent: Link }: AccountPageProps) {
  const dispatch = useDispatch();
  const { t, fields } = useFields(changeFields);
  const local = useLocalPath();
  const { changePassword: state } = useAccountForms();
  const user = useSelector((state: WithUser) => selectUser(state));
  return (
    <article className="account-page">
      <h1>{t('changeTitle')}</h1>
      {state.sent ? (
        <Notice tone="success">{t('passwordChangedNotice')}</Notice>
      ) : (
        <AccountForm
          form="changePassword"
          action={local(ACCOUNT_PATHS.changePassword)}
          fields={fields}
          hidden={user ? { userId: user.id } : {}}
          submitLabel={t('changePasswordButton')}
          busy={state.isSending}
          failure={failureOf(state.error, state.status)}
          onValid={({ currentPassword, newPassword: next }) =>
            dispatch(passwordChangeSubmitted({ userId: user?.id, currentPassword, newPassword: next }))
          }
        />
      )}
      <p>
        <Link to="/">{t('backToHome')}</Link>
      </p>
    </article>
  );
}

export function AccessDeniedPage({ query, linkComponent: Link }: AccountPageProps) {
  const t = useAccountWords();
  const local = useLocalPath();
  const user = useSelector((state: WithUser) => selectUser(state));
  const original = query.original_uri && query.original_uri.startsWith('/') ? query.original_uri : null;
  const page = original ? <code>{original}</code> : t('thatPage');
  return (
    <article className="account-page">
      <h1>{t('accessDeniedTitle')}</h1>
      <p>
        {user
          ? withElement((mark) => t('accessDeniedSignedIn', { name: displayName(user), page: mark }), page)
          : withElement((mark) => t('accessDeniedAnonymous', { page: mark }), page)}
      </p>
      <p>{t('accessDeniedHelp')}</p>
      {user ? (
        <SignOutButton
          className="button"
          label={t('signOutButton')}
          redirectTo={original ? `${local(ACCOUNT_PATHS.login)}?redirect_uri=${encodeURIComponent(original)}` : null}
        />
      ) : null}
      <p>
        <Link to="/">{t('goToHome')}</Link>
      </p>
    </article>
  );
}

export function LogoutPage({ linkComponent: Link }: AccountPageProps) {
  const t = useAccountWords();
  const user = useSelector((state: WithUser) => selectUser(state));
  return (
    <article className="account-page">
      <h1>{user ? t('signOutTitle') : t('signedOutTitle')}</h1>
      {user ? (
        <>
          <p>{t('signedInAs', { name: displayName(user) })}</p>
          <SignOutButton className="button" label={t('signOutButton')} />
        </>
      ) : (
        <p>
          <Link to={ACCOUNT_PATHS.login}>{t('signInLink')}</Link>
        </p>
      )}
    </article>
  );
}
