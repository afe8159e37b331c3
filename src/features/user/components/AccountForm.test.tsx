import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { WithWords } from '../testing/accountWords';
import type { UseFormReturn } from 'react-hook-form';
import { accountFormsReducer, passwordChangeFailed, passwordResetFailed } from '../accountFormsSlice';
import { initialAccountFormsState } from '../initialState';
import { initialSessionState, sessionReducer } from '../sessionSlice';
import type { AccountFormsState, SessionState } from '../types';

/** What a test page's store starts from: the session's and the forms' fields given. */
type UserState = Partial<SessionState> & Partial<AccountFormsState>;
const startingAt = ({ user = null, csrfToken = 'csrf-abc', authenticationState, ...forms }: UserState) => ({
  session: { ...initialSessionState, user, csrfToken, ...(authenticationState ? { authenticationState } : {}) },
  accountForms: { ...initialAccountFormsState, ...forms },
});
import { AccessDeniedPage, ChangePasswordPage, RegisterPage, ResetPasswordPage } from './AccountPages';
import { PASSWORD_MAX_LENGTH } from '../../../../contract';

// The real react-hook-form, with each form's methods kept so a test can read what the form recorded (root.server).
const forms: UseFormReturn<Record<string, string>>[] = [];
jest.mock('react-hook-form', () => {
  const actual = jest.requireActual<typeof import('react-hook-form')>('react-hook-form');
  return {
    ...actual,
    useForm: (...args: Parameters<typeof actual.useForm>) => {
      const form = actual.useForm(...args);
      forms.push(form as unknown as UseFormReturn<Record<string, string>>);
      return form;
    },
  };
});

const Link = ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>;
const kim = { id: 'u1', username: 'kim', email: 'kim@example.com', firstName: 'Kim', lastName: 'Lee', groups: [], isZengentiStaff: false };

function setup(ui: ReactNode, user: Partial<UserState> = {}) {
  const dispatched: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { session: sessionReducer, accountForms: accountFormsReducer },
    preloadedState: startingAt(user),
    middleware: (getDefault) => getDefault().concat(record),
  });
  render(
    <WithWords>
      <Provider store={store}>{ui}</Provider>
    </WithWords>,
  );
  return { store, dispatched, types: () => dispatched.map((action) => action.type) };
}

const lastForm = () => forms[forms.length - 1];

describe('an account form (react-hook-form)', () => {
  it('validates on submit, not while typing before it; then re-validates each field as it changes', async () => {
    setup(<RegisterPage query={{}} linkComponent={Link} />);
    const email = screen.getByLabelText('Email address');
    fireEvent.input(email, { target: { value: 'not-an-address' } });
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter an email address like name@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    // Corrected: the error goes at once, without another submit.
    fireEvent.input(email, { target: { value: 'kim@example.com' } });
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Enter an email address like name@example.com');
    expect(lastForm().formState.submitCount).toBe(1);
  });

  it('records a failed submit as root.server, typed with the status code as text', async () => {
    const { store } = setup(<ChangePasswordPage query={{}} linkComponent={Link} />, { user: kim });
    act(() => {
      store.dispatch(passwordChangeFailed({ message: 'Your current password is not right', status: 409 }));
    });
    await waitFor(() =>
      expect(lastForm().formState.errors.root?.server).toMatchObject({ type: '409', message: 'Your current password is not right' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right');
  });

  it('records a submit that got no answer as root.server of type 0', async () => {
    const { store } = setup(<ResetPasswordPage query={{ token: 't' }} linkComponent={Link} />);
    act(() => {
      store.dispatch(passwordResetFailed({ message: 'No response from server', status: null }));
    });
    await waitFor(() => expect(lastForm().formState.errors.root?.server).toMatchObject({ type: '0', message: 'No response from server' }));
  });

  it('lets a password be pasted, and takes a long one', async () => {
    const { types } = setup(<ResetPasswordPage query={{ token: 't' }} linkComponent={Link} />);
    const password = screen.getByLabelText('New password');
    expect(fireEvent.paste(password)).toBe(true);
    expect(password).not.toHaveAttribute('maxlength');
    // One over the longest taken is refused with a word, never cut; the longest is sent whole.
    fireEvent.input(password, { target: { value: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(`New password must be at most ${PASSWORD_MAX_LENGTH} characters`)).not.toHaveLength(0);
    fireEvent.input(password, { target: { value: 'x'.repeat(PASSWORD_MAX_LENGTH) } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(types()).toContain('accountForms/passwordResetSubmitted'));
  });
});

describe('the registration page', () => {
  it.each([
    [{ redirect_uri: '/members' }, '/members'],
    [{ redirect: '/news' }, '/news'],
    [{}, null],
  ])('with the query %p carries %p on, for the plain post and the saga alike', async (query, target) => {
    const { dispatched } = setup(<RegisterPage query={query} linkComponent={Link} />);
    const hidden = document.querySelector('input[name="redirect_uri"]') as HTMLInputElement | null;
    expect(hidden?.value ?? null).toBe(target);
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Kim' } });
    fireEvent.input(screen.getByLabelText('Email address'), { target: { value: 'kim@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'quiet lantern harbour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(dispatched.map((action) => action.type)).toContain('accountForms/registrationRequested'));
    const requested = dispatched.find((action) => action.type === 'accountForms/registrationRequested') as UnknownAction & {
      payload: { redirectTo: string | null };
    };
    expect(requested.payload.redirectTo).toBe(target);
  });
});

describe('the access-denied page', () => {
  it('names the page that was refused, and offers to sign in as someone else back to it', () => {
    setup(<AccessDeniedPage query={{ original_uri: '/about/staff-handbook' }} linkComponent={Link} />, { user: kim });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You do not have access to this page');
    expect(screen.getByText('/about/staff-handbook').tagName).toBe('CODE');
    expect((document.querySelector('form.sign-out input[name="redirect_uri"]') as HTMLInputElement).value).toBe(
      '/account/login?redirect_uri=%2Fabout%2Fstaff-handbook',
    );
  });

  it('does not show an original_uri that is not a path', () => {
    setup(<AccessDeniedPage query={{ original_uri: 'javascript:alert(1)' }} linkComponent={Link} />);
    expect(screen.queryByText('javascript:alert(1)')).toBeNull();
    expect(screen.getByText(/not allowed to see/)).toHaveTextContent('that page');
  });
});

describe('the set-password page a confirmation link opens', () => {
  it("says it confirms the address and sets the account's password, and keeps that through a refused plain post", () => {
    setup(<ResetPasswordPage query={{ token: 't', confirm: '1' }} linkComponent={Link} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your email address');
    expect(screen.getByLabelText('Password')).toBeDefined();
    expect((document.querySelector('input[name="confirm"]') as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('button', { name: 'Confirm and set password' })).toBeDefined();
  });
});

describe('registration and reset without a privileged client', () => {
  it('say so instead of showing their forms', () => {
    setup(<RegisterPage query={{}} linkComponent={Link} />, { accountsUnavailable: true });
    expect(screen.getByText(/Registration is not available on this site/)).toBeDefined();
    expect(document.querySelector('form')).toBeNull();
  });
});
