import { combineReducers } from '@reduxjs/toolkit';
import {
  accountFormsReducer,
  environmentsFailed,
  environmentsLoaded,
  environmentsRequested,
  formPostRejected,
  loginRequested,
  passwordChangeFailed,
  passwordChangeSending,
  passwordChangeSent,
  passwordChangeSubmitted,
  passwordResetFailed,
  passwordResetRequested,
  passwordResetRequestFailed,
  passwordResetRequestSending,
  passwordResetRequestSent,
  passwordResetSending,
  passwordResetSent,
  passwordResetSubmitted,
  registrationFailed,
  registrationRequested,
  registrationSucceeded,
} from './accountFormsSlice';
import { initialAccountFormsState } from './initialState';
import {
  authenticationStateSet,
  csrfTokenIssued,
  initialSessionState,
  loggedOut,
  loginFailed,
  loginSucceeded,
  logoutRequested,
  sessionReducer,
  userValidationFailed,
  userValidationRequested,
} from './sessionSlice';
import { displayName, groupRefs } from './selectors';
import type { AccountFormsState, SessionState, SignedInUser } from './types';

const grace: SignedInUser = {
  id: 'u2',
  username: 'grace',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  groups: [
    { id: 'g-staff', name: 'Staff' },
    { id: 'g-members', name: 'Members' },
  ],
  isZengentiStaff: false,
};
/** The two slices as the store holds them (the account forms' once the account chunk is there). */
const bothReducers = combineReducers({ session: sessionReducer, accountForms: accountFormsReducer });
type UserState = { session: SessionState; accountForms: AccountFormsState };
const initialUserState: UserState = { session: initialSessionState, accountForms: initialAccountFormsState };
const reduce = (state: UserState, ...actions: Parameters<typeof bothReducers>[1][]) => actions.reduce(bothReducers, state);

describe('the session and account forms slices', () => {
  it('are two slices, each with its own name and state key', () => {
    expect([loginSucceeded.type, authenticationStateSet.type, loggedOut.type]).toEqual([
      'session/loginSucceeded',
      'session/authenticationStateSet',
      'session/loggedOut',
    ]);
    expect([loginRequested.type, formPostRejected.type, registrationSucceeded.type]).toEqual([
      'accountForms/loginRequested',
      'accountForms/formPostRejected',
      'accountForms/registrationSucceeded',
    ]);
    expect(Object.keys(reduce(initialUserState, authenticationStateSet({ user: grace })).session)).toEqual(
      Object.keys(initialSessionState),
    );
  });

  it('goes not signed in, signing in, then authenticated', () => {
    const loading = reduce(initialUserState, loginRequested({ username: 'grace', password: 'p', target: {} }));
    expect(loading.accountForms.signIn.isLoading).toBe(true);
    const done = reduce(loading, loginSucceeded({ user: grace, redirectTo: '/' }));
    expect(done.session.authenticationState).toEqual({ isLoading: false, isAuthenticated: true, isError: false, errorMessage: null });
    expect(done.session.user).toEqual(grace);
    expect(done.accountForms.signIn).toEqual({ isLoading: false, error: null, isAuthenticationError: false });
  });

  it('a failed sign-in ends the session and the form records whether the platform refused it', () => {
    const signedIn = reduce(initialUserState, authenticationStateSet({ user: grace }));
    const state = reduce(
      signedIn,
      loginRequested({ username: 'x', password: 'y', target: {} }),
      loginFailed({ message: 'Nope', status: 401, isAuthenticationError: true }),
    );
    expect(state.session.user).toBeNull();
    expect(state.session.authenticationState.isAuthenticated).toBe(false);
    expect(state.accountForms.signIn).toEqual({ isLoading: false, error: 'Nope', isAuthenticationError: true });
  });

  it('stays authenticated when a check cannot reach the server, until logout', () => {
    const signedIn = reduce(initialUserState, authenticationStateSet({ user: grace }));
    const checked = reduce(signedIn, userValidationRequested(), userValidationFailed({ message: 'No response from server' }));
    expect(checked.session.authenticationState.isAuthenticated).toBe(true);
    expect(checked.session.authenticationState.isLoading).toBe(false);
    const out = reduce(checked, loggedOut({ redirectTo: '/account/login' }));
    expect(out.session.user).toBeNull();
    expect(out.session.authenticationState.isAuthenticated).toBe(false);
  });

  it('logout forgets every form state but keeps the anti-forgery token for the next sign-in', () => {
    const busy = reduce(
      { ...initialUserState, session: { ...initialSessionState, csrfToken: 't' } },
      authenticationStateSet({ user: grace }),
      passwordChangeSending(),
      passwordChangeFailed({ message: 'x', status: 409 }),
    );
    const out = reduce(busy, loggedOut({ redirectTo: '/' }));
    expect(out).toEqual({ session: { ...initialSessionState, csrfToken: 't' }, accountForms: initialAccountFormsState });
  });

  it('registration: loading, then success storing the created user, or the error and its status', () => {
    const loading = reduce(
      initialUserState,
      registrationRequested({ user: { email: 'a@b.c', credentials: { password: 'p' } }, redirectTo: null }),
    );
    expect(loading.accountForms.registration.isLoading).toBe(true);
    const created = { email: 'a@b.c', firstName: 'Ann', lastName: '' };
    expect(reduce(loading, registrationSucceeded({ user: created, redirectTo: null })).accountForms.registration).toEqual({
      isLoading: false,
      success: true,
      error: null,
      status: null,
      user: created,
    });
    expect(reduce(loading, registrationFailed({ message: 'Taken', status: 422 })).accountForms.registration).toEqual({
      isLoading: false,
      success: false,
      error: 'Taken',
      status: 422,
      user: null,
    });
  });

  // Every transition of spec 4.1 not covered above: [action, the part of the state it sets, what it holds after].
  it.each([
    ['userValidationRequested', userValidationRequested(), (state: UserState) => state.session.authenticationState.isLoading, true],
    ['csrfTokenIssued', csrfTokenIssued('t-2'), (state: UserState) => state.session.csrfToken, 't-2'],
    [
      'passwordResetRequestSending',
      passwordResetRequestSending(),
      (state: UserState) => state.accountForms.passwordResetRequest,
      { isSending: true, sent: false, error: null, status: null },
    ],
    [
      'passwordResetRequestSent',
      passwordResetRequestSent(),
      (state: UserState) => state.accountForms.passwordResetRequest,
      { isSending: false, sent: true, error: null, status: null },
    ],
    [
      'passwordResetRequestFailed',
      passwordResetRequestFailed({ message: 'No response from server', status: null }),
      (state: UserState) => state.accountForms.passwordResetRequest,
      { isSending: false, sent: false, error: 'No response from server', status: null },
    ],
    [
      'passwordResetSending',
      passwordResetSending(),
      (state: UserState) => state.accountForms.resetPassword,
      { isSending: true, sent: false, error: null, status: null },
    ],
    [
      'passwordResetSent',
      passwordResetSent(),
      (state: UserState) => state.accountForms.resetPassword,
      { isSending: false, sent: true, error: null, status: null },
    ],
    [
      'passwordResetFailed',
      passwordResetFailed({ message: 'Expired', status: 400 }),
      (state: UserState) => state.accountForms.resetPassword,
      { isSending: false, sent: false, error: 'Expired', status: 400 },
    ],
    [
      'environmentsRequested',
      environmentsRequested(),
      (state: UserState) => state.accountForms.environments,
      { isLoading: true, items: null, error: null },
    ],
    [
      'environmentsLoaded',
      environmentsLoaded([{ name: 'Live', url: 'https://cms.example/' }]),
      (state: UserState) => state.accountForms.environments,
      { isLoading: false, items: [{ name: 'Live', url: 'https://cms.example/' }], error: null },
    ],
    [
      'environmentsFailed',
      environmentsFailed({ message: 'Down' }),
      (state: UserState) => state.accountForms.environments,
      { isLoading: false, items: null, error: 'Down' },
    ],
  ] as const)('%s', (_name, action, part, expected) => {
    expect(part(reduce(initialUserState, action))).toEqual(expected);
  });

  it('a new attempt at any form forgets the refusal of a plain post', () => {
    const rejected = reduce(
      initialUserState,
      formPostRejected({ form: 'register', values: {}, message: 'No', status: 422, fieldErrors: [] }),
    );
    for (const attempt of [
      passwordResetRequestSending(),
      passwordResetSending(),
      passwordChangeSending(),
      registrationRequested({ user: { email: 'a@b.c', credentials: { password: 'p' } }, redirectTo: null }),
    ]) {
      expect([attempt.type, reduce(rejected, attempt).accountForms.rejectedPost]).toEqual([attempt.type, null]);
    }
  });

  it('the requests the sagas act on change nothing by themselves (the saga records sending, sent or an error)', () => {
    for (const request of [
      logoutRequested({ redirectTo: null }),
      passwordResetRequested({ userEmail: 'a@b.c' }),
      passwordResetSubmitted({ token: 't', password: 'p' }),
      passwordChangeSubmitted({ userId: 'u', currentPassword: 'a', newPassword: 'b' }),
    ]) {
      expect([request.type, reduce(initialUserState, request)]).toEqual([request.type, initialUserState]);
    }
  });

  it('password states go sending, then sent or error', () => {
    const sending = reduce(initialUserState, passwordChangeSending());
    expect(sending.accountForms.changePassword).toEqual({ isSending: true, sent: false, error: null, status: null });
    expect(reduce(sending, passwordChangeSent()).accountForms.changePassword).toEqual({
      isSending: false,
      sent: true,
      error: null,
      status: null,
    });
    expect(reduce(sending, passwordChangeFailed({ message: 'Wrong', status: 409 })).accountForms.changePassword).toEqual({
      isSending: false,
      sent: false,
      error: 'Wrong',
      status: 409,
    });
  });

  it('a refused plain post is kept for the page to show, and cleared by the next attempt', () => {
    const rejected = reduce(
      initialUserState,
      formPostRejected({ form: 'login', values: { username: 'ada' }, message: 'No', status: 401, fieldErrors: [] }),
    );
    expect(rejected.accountForms.rejectedPost?.values).toEqual({ username: 'ada' });
    expect(reduce(rejected, loginRequested({ username: 'ada', password: 'p', target: {} })).accountForms.rejectedPost).toBeNull();
  });
  it("a content page's store (no account chunk yet) follows who is signed in with the session slice alone", () => {
    const signedIn = sessionReducer(initialSessionState, authenticationStateSet({ user: grace }));
    expect(signedIn.user).toEqual(grace);
    expect(sessionReducer(signedIn, loginSucceeded({ user: grace, redirectTo: '/' })).authenticationState.isAuthenticated).toBe(true);
    expect(sessionReducer(signedIn, loggedOut({ redirectTo: '/' })).user).toBeNull();
  });

  it('every action is plain and serialisable: an event with a type and a payload of data', () => {
    const actions = [
      authenticationStateSet({ user: grace, csrfToken: 't' }),
      loginFailed({ message: 'Nope', status: 401, isAuthenticationError: true }),
      formPostRejected({ form: 'login', values: { username: 'ada' }, message: 'No', status: 401, fieldErrors: [] }),
      registrationSucceeded({ user: { email: 'a@b.c', firstName: 'A', lastName: '' }, redirectTo: null }),
    ];
    for (const action of actions) expect(JSON.parse(JSON.stringify(action))).toEqual(action);
  });
});

describe('user selectors', () => {
  it('display name: first name plus optional last name', () => {
    expect(displayName(grace)).toBe('Grace Hopper');
    expect(displayName({ ...grace, lastName: '' })).toBe('Grace');
    expect(displayName({ ...grace, firstName: '', lastName: '' })).toBe('grace');
  });

  it('groups match by id or by name', () => {
    expect(groupRefs(grace)).toEqual(['g-staff', 'Staff', 'g-members', 'Members']);
    expect(groupRefs(null)).toEqual([]);
  });
});
