import { runSaga, type Saga } from 'redux-saga';
import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { AccountRequestError } from './errors';
import { changePassword, login, register, requestPasswordReset, resetPassword } from './formSagas';
import { logout, validateUser, watchSessionCookie } from './sessionSagas';
import {
  loginRequested,
  passwordChangeSubmitted,
  passwordResetRequested,
  passwordResetSubmitted,
  registrationRequested,
  accountFormsReducer,
} from './accountFormsSlice';
import { initialAccountFormsState } from './initialState';
import { initialSessionState, logoutRequested, sessionReducer } from './sessionSlice';
import { ACCOUNT_API, USER_BROWSER_EFFECTS, type AccountApi, type SessionState, type SignedInUser, type UserBrowserEffects } from './types';

/** The two slices as the store holds them. */
const userReducer = combineReducers({ session: sessionReducer, accountForms: accountFormsReducer });
type UserState = ReturnType<typeof userReducer>;
const initialUserState: UserState = { session: initialSessionState, accountForms: initialAccountFormsState };
const withSession = (session: Partial<SessionState>): UserState => ({
  ...initialUserState,
  session: { ...initialSessionState, ...session },
});

const ada: SignedInUser = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  groups: [{ id: 'g1', name: 'Members' }],
  isZengentiStaff: false,
};

function fakeApi(overrides: Partial<AccountApi> = {}): jest.Mocked<AccountApi> {
  const ok = () => Promise.resolve({});
  return {
    session: jest.fn(() => Promise.resolve({ user: ada, csrfToken: 'csrf-2' })),
    login: jest.fn(() => Promise.resolve({ user: ada, csrfToken: 'csrf-2' })),
    logout: jest.fn(() => Promise.resolve({})),
    register: jest.fn(() => Promise.resolve({ email: 'new@example.com' })),
    requestPasswordReset: jest.fn(ok),
    resetPassword: jest.fn(ok),
    changePassword: jest.fn(ok),
    ...overrides,
  } as jest.Mocked<AccountApi>;
}

function fakeEffects(marker = ''): jest.Mocked<UserBrowserEffects> & { marker: string } {
  const effects: jest.Mocked<UserBrowserEffects> & { marker: string } = {
    marker,
    readSessionMarker: jest.fn((): string => effects.marker),
    clearFederatedSession: jest.fn(),
    assign: jest.fn(),
  };
  return effects;
}

async function run<A extends unknown[]>(
  saga: Saga<A>,
  api: AccountApi,
  start: UserState = withSession({ csrfToken: 'csrf-1' }),
  effects = fakeEffects(),
  ...args: A
) {
  let state = start;
  const actions: UnknownAction[] = [];
  await runSaga(
    {
      context: { [ACCOUNT_API]: api, [USER_BROWSER_EFFECTS]: effects },
      dispatch: (action: UnknownAction) => {
        actions.push(action);
        state = userReducer(state, action);
      },
      getState: () => state,
    },
    saga,
    ...args,
  ).toPromise();
  return { state, actions: actions.map((action) => action.type), effects };
}

const refused = (status: number, message: string, data: { field: string; message: string }[] = []) =>
  new AccountRequestError(message, status, status === 401 ? 'Unauthorized' : 'Bad Request', data);
const offline = () => new AccountRequestError('Failed to fetch', null, '', [], true);

describe('login', () => {
  it('signs in with the anti-forgery token, stores the user and forgets the password', async () => {
    const api = fakeApi();
    const { state } = await run(
      login,
      api,
      undefined,
      undefined,
      loginRequested({ username: 'ada', password: 'secret-pass', target: { redirect_uri: '/members' } }),
    );
    expect(api.login).toHaveBeenCalledWith({ username: 'ada', password: 'secret-pass', redirect_uri: '/members' }, 'csrf-1');
    expect(state.session.user).toEqual(ada);
    expect(state.session.authenticationState).toEqual({ isLoading: false, isAuthenticated: true, isError: false, errorMessage: null });
    expect(state.accountForms.signIn).toEqual({ isLoading: false, error: null, isAuthenticationError: false });
    expect(state.session.csrfToken).toBe('csrf-2');
    expect(JSON.stringify(state)).not.toContain('secret-pass');
  });

  it('treats an answer without a user as a failure', async () => {
    const { state } = await run(
      login,
      fakeApi({ login: jest.fn(() => Promise.resolve({ user: null })) }),
      undefined,
      undefined,
      loginRequested({ username: 'ada', password: 'x', target: {} }),
    );
    expect(state.session.authenticationState.isAuthenticated).toBe(false);
    expect(state.accountForms.signIn).toMatchObject({ error: 'Unknown error occurred' });
  });

  it('marks refused credentials as an authentication error, other failures not', async () => {
    const wrong = await run(
      login,
      fakeApi({ login: jest.fn(() => Promise.reject(refused(401, 'The email or password is not right'))) }),
      undefined,
      undefined,
      loginRequested({ username: 'ada', password: 'x', target: {} }),
    );
    expect(wrong.state.session.authenticationState.isAuthenticated).toBe(false);
    expect(wrong.state.accountForms.signIn).toEqual({
      isLoading: false,
      isAuthenticationError: true,
      error: 'The email or password is not right',
    });
    const down = await run(
      login,
      fakeApi({ login: jest.fn(() => Promise.reject(offline())) }),
      undefined,
      undefined,
      loginRequested({ username: 'ada', password: 'x', target: {} }),
    );
    expect(down.state.accountForms.signIn).toEqual({ isLoading: false, isAuthenticationError: false, error: 'No response from server' });
    expect(down.state.session.user).toBeNull();
  });
});

describe('logout', () => {
  const signedIn = withSession({
    user: ada,
    authenticationState: { ...initialSessionState.authenticationState, isAuthenticated: true },
    csrfToken: 'csrf-1',
  });

  it('clears federated session data and all user state, then goes to the given path', async () => {
    const { state, actions, effects } = await run(logout, fakeApi(), signedIn, undefined, logoutRequested({ redirectTo: '/news' }));
    expect(effects.clearFederatedSession).toHaveBeenCalled();
    expect(state.session.user).toBeNull();
    expect(state.session.authenticationState.isAuthenticated).toBe(false);
    expect(actions).toEqual(['session/loggedOut']);
    expect(effects.assign).not.toHaveBeenCalled();
  });

  it('goes to the login page by default, and to the identity provider after a federated sign-in', async () => {
    const local: UnknownAction[] = [];
    await runSaga(
      {
        context: { [ACCOUNT_API]: fakeApi(), [USER_BROWSER_EFFECTS]: fakeEffects() },
        dispatch: (a: UnknownAction) => local.push(a),
        getState: () => signedIn,
      },
      logout,
      logoutRequested({ redirectTo: null }),
    ).toPromise();
    expect(local[0]).toEqual({ type: 'session/loggedOut', payload: { redirectTo: '/account/login' } });
    const federated = await run(
      logout,
      fakeApi({ logout: jest.fn(() => Promise.resolve({ federatedLogoutUrl: 'http://idp.test/logout' })) }),
      signedIn,
      undefined,
      logoutRequested({ redirectTo: null }),
    );
    expect(federated.effects.assign).toHaveBeenCalledWith('http://idp.test/logout');
  });

  it('still forgets the user when the server cannot be reached', async () => {
    const { state } = await run(
      logout,
      fakeApi({ logout: jest.fn(() => Promise.reject(offline())) }),
      signedIn,
      undefined,
      logoutRequested({ redirectTo: null }),
    );
    expect(state.session.user).toBeNull();
  });
});

describe('register', () => {
  const user = { email: 'new@example.com', firstName: 'New', lastName: 'Person', credentials: { password: 'a long passphrase' } };

  it('stores the created user the service answered (its address is where the confirmation went)', async () => {
    const api = fakeApi({ register: jest.fn(() => Promise.resolve({ email: 'new@example.com', firstName: 'New', lastName: 'Person' })) });
    const { state, actions } = await run(register, api, undefined, undefined, registrationRequested({ user, redirectTo: '/welcome' }));
    expect(api.register).toHaveBeenCalledWith(user, 'csrf-1');
    expect(actions).toEqual(['accountForms/registrationSucceeded']);
    expect(state.accountForms.registration).toEqual({
      isLoading: false,
      success: true,
      error: null,
      status: null,
      user: { email: 'new@example.com', firstName: 'New', lastName: 'Person' },
    });
  });

  it("says 'No response from server' when the network fails", async () => {
    const { state } = await run(
      register,
      fakeApi({ register: jest.fn(() => Promise.reject(offline())) }),
      undefined,
      undefined,
      registrationRequested({ user, redirectTo: null }),
    );
    expect(state.accountForms.registration).toMatchObject({ success: false, error: 'No response from server', status: null });
  });

  it('reports an answer it cannot read as a user', async () => {
    const { state } = await run(
      register,
      fakeApi({ register: jest.fn(() => Promise.resolve(undefined)) }),
      undefined,
      undefined,
      registrationRequested({ user, redirectTo: null }),
    );
    expect(state.accountForms.registration.error).toBe('Unable to parse the created user from the register service response');
  });

  it("shows the service's message, else 'Registration service: {status text}'", async () => {
    const withMessage = await run(
      register,
      fakeApi({ register: jest.fn(() => Promise.reject(refused(422, 'The password is too common'))) }),
      undefined,
      undefined,
      registrationRequested({ user, redirectTo: null }),
    );
    expect(withMessage.state.accountForms.registration).toMatchObject({ error: 'The password is too common', status: 422, success: false });
    const bare = await run(
      register,
      fakeApi({ register: jest.fn(() => Promise.reject(new AccountRequestError('', 502, 'Bad Gateway'))) }),
      undefined,
      undefined,
      registrationRequested({ user, redirectTo: null }),
    );
    expect(bare.state.accountForms.registration.error).toBe('Registration service: Bad Gateway');
  });
});

describe('password reset request', () => {
  it("refuses a request without userEmail as 'Invalid object' without calling the server", async () => {
    const api = fakeApi();
    const { state } = await run(requestPasswordReset, api, undefined, undefined, passwordResetRequested({}));
    expect(state.accountForms.passwordResetRequest).toEqual({ isSending: false, sent: false, error: 'Invalid object', status: null });
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('goes sending, then sent', async () => {
    const { actions, state } = await run(
      requestPasswordReset,
      fakeApi(),
      undefined,
      undefined,
      passwordResetRequested({ userEmail: 'ada@example.com' }),
    );
    expect(actions).toEqual(['accountForms/passwordResetRequestSending', 'accountForms/passwordResetRequestSent']);
    expect(state.accountForms.passwordResetRequest.sent).toBe(true);
  });

  it("says 'No response from server' when the network fails", async () => {
    const { state } = await run(
      requestPasswordReset,
      fakeApi({ requestPasswordReset: jest.fn(() => Promise.reject(offline())) }),
      undefined,
      undefined,
      passwordResetRequested({ userEmail: 'ada@example.com' }),
    );
    expect(state.accountForms.passwordResetRequest.error).toBe('No response from server');
  });
});

describe('reset password', () => {
  it("needs a token and a password, else 'Invalid object'", async () => {
    const { state } = await run(resetPassword, fakeApi(), undefined, undefined, passwordResetSubmitted({ token: 't' }));
    expect(state.accountForms.resetPassword.error).toBe('Invalid object');
  });

  it('prefers the first validation message over the error message', async () => {
    const api = fakeApi({
      resetPassword: jest.fn(() =>
        Promise.reject(refused(422, 'Validation failed', [{ field: 'password', message: 'Choose a less common password' }])),
      ),
    });
    const { state, actions } = await run(
      resetPassword,
      api,
      undefined,
      undefined,
      passwordResetSubmitted({ token: 't', password: 'password1' }),
    );
    expect(actions).toEqual(['accountForms/passwordResetSending', 'accountForms/passwordResetFailed']);
    expect(state.accountForms.resetPassword).toEqual({
      isSending: false,
      sent: false,
      error: 'Choose a less common password',
      status: 422,
    });
  });

  it('goes sending, then sent', async () => {
    const api = fakeApi();
    const { state, actions } = await run(
      resetPassword,
      api,
      undefined,
      undefined,
      passwordResetSubmitted({ token: 't', password: 'a long passphrase' }),
    );
    expect(api.resetPassword).toHaveBeenCalledWith({ token: 't', password: 'a long passphrase' }, 'csrf-1');
    expect(actions).toEqual(['accountForms/passwordResetSending', 'accountForms/passwordResetSent']);
    expect(state.accountForms.resetPassword.sent).toBe(true);
  });

  it("says 'No response from server' when the network fails, else the error's message", async () => {
    const down = await run(
      resetPassword,
      fakeApi({ resetPassword: jest.fn(() => Promise.reject(offline())) }),
      undefined,
      undefined,
      passwordResetSubmitted({ token: 't', password: 'p' }),
    );
    expect(down.state.accountForms.resetPassword.error).toBe('No response from server');
    const expired = await run(
      resetPassword,
      fakeApi({ resetPassword: jest.fn(() => Promise.reject(refused(400, 'This reset link has expired'))) }),
      undefined,
      undefined,
      passwordResetSubmitted({ token: 't', password: 'p' }),
    );
    expect(expired.state.accountForms.resetPassword).toMatchObject({ error: 'This reset link has expired', status: 400 });
  });
});

describe('change password', () => {
  it("needs userId, currentPassword and newPassword, else the saga's own message", async () => {
    const { state } = await run(
      changePassword,
      fakeApi(),
      undefined,
      undefined,
      passwordChangeSubmitted({ userId: 'u1', newPassword: 'x' }),
    );
    expect(state.accountForms.changePassword.error).toBe('Invalid action object sent to changePassword saga');
  });

  it('sends userId, existing and new', async () => {
    const api = fakeApi();
    const { state } = await run(
      changePassword,
      api,
      undefined,
      undefined,
      passwordChangeSubmitted({ userId: 'u1', currentPassword: 'old one here', newPassword: 'new one here!' }),
    );
    expect(api.changePassword).toHaveBeenCalledWith({ userId: 'u1', existing: 'old one here', new: 'new one here!' }, 'csrf-1');
    expect(state.accountForms.changePassword.sent).toBe(true);
  });

  it('prefers the first validation message', async () => {
    const api = fakeApi({
      changePassword: jest.fn(() =>
        Promise.reject(
          refused(422, 'Validation failed', [
            { field: 'new', message: 'This password is too common' },
            { field: 'new', message: 'second' },
          ]),
        ),
      ),
    });
    const { state } = await run(
      changePassword,
      api,
      undefined,
      undefined,
      passwordChangeSubmitted({ userId: 'u1', currentPassword: 'a', newPassword: 'b' }),
    );
    expect(state.accountForms.changePassword).toMatchObject({ error: 'This password is too common', status: 422 });
  });

  it("uses the error's message when it has no validation data", async () => {
    const api = fakeApi({ changePassword: jest.fn(() => Promise.reject(refused(409, 'The current password is not right'))) });
    const { state } = await run(
      changePassword,
      api,
      undefined,
      undefined,
      passwordChangeSubmitted({ userId: 'u1', currentPassword: 'a', newPassword: 'b' }),
    );
    expect(state.accountForms.changePassword).toMatchObject({ error: 'The current password is not right', status: 409 });
  });
});

describe('validate user', () => {
  it('takes who the server says the visitor is', async () => {
    const { state } = await run(validateUser, fakeApi());
    expect(state.session.user).toEqual(ada);
    expect(state.session.authenticationState.isAuthenticated).toBe(true);
  });

  it('keeps what it knew when the server cannot be reached', async () => {
    const signedIn = withSession({ user: ada, authenticationState: { ...initialSessionState.authenticationState, isAuthenticated: true } });
    const { state } = await run(validateUser, fakeApi({ session: jest.fn(() => Promise.reject(offline())) }), signedIn);
    expect(state.session.authenticationState).toMatchObject({ isAuthenticated: true, isError: true, isLoading: false });
    expect(state.session.user).toEqual(ada);
  });
});

describe('the session cookie watch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks who the visitor is within 300 ms of the cookie changing, once per change', async () => {
    const effects = fakeEffects('a');
    const actions: string[] = [];
    const task = runSaga(
      {
        context: { [USER_BROWSER_EFFECTS]: effects },
        dispatch: (action: UnknownAction) => actions.push(action.type),
        getState: () => ({}),
      },
      watchSessionCookie,
    );
    await jest.advanceTimersByTimeAsync(900);
    expect(actions).toEqual([]);
    effects.marker = 'b';
    await jest.advanceTimersByTimeAsync(300);
    expect(actions).toEqual(['session/userValidationRequested']);
    await jest.advanceTimersByTimeAsync(900);
    expect(actions).toHaveLength(1);
    task.cancel();
  });
});

describe('staff environments', () => {
  it('loads the listing, or records why it could not', async () => {
    const { loadEnvironments } = await import('./formSagas');
    const items = [{ name: 'Live', url: 'https://cms.example/' }];
    const ok = await run(loadEnvironments, fakeApi({ environments: jest.fn(() => Promise.resolve({ environments: items })) }));
    expect(ok.state.accountForms.environments).toEqual({ isLoading: false, items, error: null });
    const down = await run(loadEnvironments, fakeApi({ environments: jest.fn(() => Promise.reject(offline())) }));
    expect(down.state.accountForms.environments).toEqual({ isLoading: false, items: null, error: 'No response from server' });
  });
});
