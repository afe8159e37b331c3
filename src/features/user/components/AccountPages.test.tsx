import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { WithWords } from '../testing/accountWords';
import { accountFormsReducer, formPostRejected, passwordChangeFailed } from '../accountFormsSlice';
import { initialAccountFormsState } from '../initialState';
import { initialSessionState, loginFailed, sessionReducer } from '../sessionSlice';
import type { AccountFormsState, SessionState } from '../types';

/** What a test page's store starts from: the session's and the forms' fields given. */
type UserState = Partial<SessionState> & Partial<AccountFormsState>;
const reducer = { session: sessionReducer, accountForms: accountFormsReducer };
const startingAt = ({ user = null, csrfToken = 'csrf-abc', authenticationState, ...forms }: UserState) => ({
  session: { ...initialSessionState, user, csrfToken, ...(authenticationState ? { authenticationState } : {}) },
  accountForms: { ...initialAccountFormsState, ...forms },
});
import { ChangePasswordPage, LoginPage, RegisterPage } from './AccountPages';

const Link = ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>;

function setup(
  ui: (props: { query: Record<string, string> }) => ReactNode,
  query: Record<string, string> = {},
  user: Partial<UserState> = {},
) {
  const dispatched: UnknownAction[] = [];
  const store = configureStore({
    reducer,
    preloadedState: startingAt(user),
    middleware: (getDefault) =>
      getDefault().concat((() => (next: (action: unknown) => unknown) => (action: unknown) => {
        dispatched.push(action as UnknownAction);
        return next(action);
      }) as Middleware),
  });
  const view = render(
    <WithWords>
      <Provider store={store}>{ui({ query })}</Provider>
    </WithWords>,
  );
  return { store, dispatched, view };
}

const login = (query: Record<string, string> = {}, user: Partial<UserState> = {}) =>
  setup(({ query: q }) => <LoginPage query={q} linkComponent={Link} />, query, user);

describe('the sign-in form', () => {
  it('posts as a plain form with the anti-forgery token and the return address', () => {
    const { view } = login({ redirect_uri: '/members' });
    const form = view.container.querySelector('form.account-form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/account/login?redirect_uri=%2Fmembers');
    expect((form.elements.namedItem('_csrf') as HTMLInputElement).value).toBe('csrf-abc');
    expect((form.elements.namedItem('redirect_uri') as HTMLInputElement).value).toBe('/members');
  });

  it('lists empty fields in a focused error summary, each linked to its field, and sends nothing', async () => {
    const { dispatched } = login();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    const links = Array.from(summary.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter your email address or user name', '#login-username'],
      ['Enter your password', '#login-password'],
    ]);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(dispatched.some((action) => action.type === 'accountForms/loginRequested')).toBe(false);
  });

  it('sends the credentials and shows a refusal as root.server in the summary, keeping the input', async () => {
    const { store, dispatched } = login({ redirect_uri: '/members' });
    fireEvent.input(screen.getByLabelText('Email address or user name'), { target: { value: 'ada' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(dispatched.some((action) => action.type === 'accountForms/loginRequested')).toBe(true));
    const sent = dispatched.find((action) => action.type === 'accountForms/loginRequested') as unknown as { payload: unknown };
    expect(sent.payload).toEqual({ username: 'ada', password: 'wrong password', target: { redirect_uri: '/members', ReturnURL: '' } });
    act(() => {
      store.dispatch(loginFailed({ message: 'The email address or password is not right', status: 401, isAuthenticationError: true }));
    });
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('The email address or password is not right');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Email address or user name')).toHaveValue('ada');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
  });

  it('says when an emailed confirmation worked', () => {
    login({ verified: 'confirmed' });
    expect(screen.getByRole('status')).toHaveTextContent('Your email address is confirmed');
  });
});

describe('a form posted without JavaScript and refused', () => {
  it('renders on the server with the input kept, the errors listed and linked, never the password', () => {
    const store = configureStore({ reducer, preloadedState: startingAt({ csrfToken: 'c' }) });
    store.dispatch(
      formPostRejected({
        form: 'register',
        values: { firstName: 'Ada', lastName: '', email: 'ada@example' },
        message: 'There is a problem',
        status: 422,
        fieldErrors: [{ field: 'email', message: 'Enter an email address like name@example.com' }],
      }),
    );
    const html = renderToString(
      <WithWords>
        <Provider store={store}>
          <RegisterPage query={{}} linkComponent={Link} />
        </Provider>
      </WithWords>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    const summary = page.querySelector('.error-summary') as HTMLElement;
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#register-email');
    expect(summary).toHaveTextContent('Enter an email address like name@example.com');
    expect((document.getElementById('register-firstName') as HTMLInputElement).value).toBe('Ada');
    expect((document.getElementById('register-email') as HTMLInputElement).value).toBe('ada@example');
    expect((document.getElementById('register-password') as HTMLInputElement).value).toBe('');
    expect(document.getElementById('register-email')).toHaveAttribute('aria-describedby', 'register-email-error');
    page.remove();
  });
});

describe('the change-password form', () => {
  it("shows the platform's refusal against the right field, typed with its status", async () => {
    const user = {
      id: 'u1',
      username: 'ada',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: '',
      groups: [],
      isZengentiStaff: false,
    };
    const { store } = setup(() => <ChangePasswordPage query={{}} linkComponent={Link} />, {}, { user });
    act(() => {
      store.dispatch(passwordChangeFailed({ message: 'Your current password is not right', status: 409 }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right');
    expect((document.querySelector('input[name="userId"]') as HTMLInputElement).value).toBe('u1');
  });
});
