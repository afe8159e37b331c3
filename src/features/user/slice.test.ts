import {
  environmentsFailed,
  environmentsLoaded,
  environmentsRequested,
  formPostRejected,
  loginFailed,
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
  userReducer,
} from './formSlice';
import {
  authenticationStateSet,
  csrfTokenIssued,
  initialUserState,
  loggedOut,
  loginSucceeded,
  logoutRequested,
  userValidationFailed,
  userSessionReducer,
  userValidationRequested,
} from './slice';
import { displayName, groupRefs } from './selectors';
import type { SignedInUser, UserState } from './types';

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
const reduce = (state: UserState, ...actions: Parameters<typeof userReducer>[1][]) => actions.reduce(userReducer, state);

describe('the user slice', () => {
  it('goes not signed in, loading, then authenticated', () => {
    const loading = reduce(initialUserState, loginRequested({ username: 'grace', password: 'p', target: {} }));
    expect(loading.authenticationState.isLoading).toBe(true);
    const done = reduce(loading, loginSucceeded({ user: grace, redirectTo: '/' }));
    expect(done.authenticationState).toEqual({
      isLoading: false,
      isAuthenticated: true,
      isAuthenticationError: false,
      isError: false,
      errorMessage: null,
    });
    expect(done.user).toEqual(grace);
  });

  it('a failed sign-in clears what was known and records whether the platform refused it', () => {
    const state = reduce(
      initialUserState,
      loginRequested({ username: 'x', password: 'y', target: {} }),
      loginFailed({ message: 'Nope', status: 401, isAuthenticationError: true }),
    );
    expect(state.authenticationState).toEqual({
      isLoading: false,
      isAuthenticated: false,
      isAuthenticationError: true,
      isError: true,
      errorMessage: 'Nope',
    });
  });

  it('stays authenticated when a check cannot reach the server, until logout', () => {
    const signedIn = reduce(initialUserState, authenticationStateSet({ user: grace }));
    const checked = reduce(signedIn, userValidationRequested(), userValidationFailed({ message: 'No response from server' }));
    expect(checked.authenticationState.isAuthenticated).toBe(true);
    expect(checked.authenticationState.isLoading).toBe(false);
    const out = reduce(checked, loggedOut({ redirectTo: '/account/login' }));
    expect(out.user).toBeNull();
    expect(out.authenticationState.isAuthenticated).toBe(false);
  });

  it('logout forgets every form state but keeps the anti-forgery token for the next sign-in', () => {
    const busy = reduce(
      { ...initialUserState, csrfToken: 't' },
      authenticationStateSet({ user: grace }),
      passwordChangeSending(),
      passwordChangeFailed({ message: 'x', status: 409 }),
    );
    const out = reduce(busy, loggedOut({ redirectTo: '/' }));
    expect(out).toEqual({ ...initialUserState, csrfToken: 't' });
  });

  it('registration: loading, then success storing the created user, or the error and its status', () => {
    const loading = reduce(
      initialUserState,
      registrationRequested({ user: { email: 'a@b.c', credentials: { password: 'p' } }, redirectTo: null }),
    );
    expect(loading.registration.isLoading).toBe(true);
    const created = { email: 'a@b.c', firstName: 'Ann', lastName: '' };
    expect(reduce(loading, registrationSucceeded({ user: created, redirectTo: null })).registration).toEqual({
      isLoading: false,
      success: true,
      error: null,
      status: null,
      user: created,
    });
    expect(reduce(loading, registrationFailed({ message: 'Taken', status: 422 })).registration).toEqual({
      isLoading: false,
      success: false,
      error: 'Taken',
      status: 422,
      user: null,
    });
  });

  // Every transition of spec 4.1 not covered above: [action, the part of the state it sets, what it holds after].
  it.each([
    ['userValidationRequested', userValidationRequested(), (state: UserState) => state.authenticationState.isLoading, true],
    ['csrfTokenIssued', csrfTokenIssued('t-2'), (state: UserState) => state.csrfToken, 't-2'],
    [
      'passwordResetRequestSending',
      passwordResetRequestSending(),
      (state: UserState) => state.passwordResetRequest,
      { isSending: true, sent: false, error: null, status: null },
    ],
    [
      'passwordResetRequestSent',
      passwordResetRequestSent(),
      (state: UserState) => state.passwordResetRequest,
      { isSending: false, sent: true, error: null, status: null },
    ],
    [
      'passwordResetRequestFailed',
      passwordResetRequestFailed({ message: 'No response from server', status: null }),
      (state: UserState) => state.passwordResetRequest,
      { isSending: false, sent: false, error: 'No response from server', status: null },
    ],
    [
      'passwordResetSending',
      passwordResetSending(),
      (state: UserState) => state.resetPassword,
      { isSending: true, sent: false, error: null, status: null },
    ],
    [
      'passwordResetSent',
      passwordResetSent(),
      (state: UserState) => state.resetPassword,
      { isSending: false, sent: true, error: null, status: null },
    ],
    [
      'passwordResetFailed',
      passwordResetFailed({ message: 'Expired', status: 400 }),
      (state: UserState) => state.resetPassword,
      { isSending: false, sent: false, error: 'Expired', status: 400 },
    ],
    [
      'environmentsRequested',
      environmentsRequested(),
      (state: UserState) => state.environments,
      { isLoading: true, items: null, error: null },
    ],
    [
      'environmentsLoaded',
      environmentsLoaded([{ name: 'Live', url: 'https://cms.example/' }]),
      (state: UserState) => state.environments,
      { isLoading: false, items: [{ name: 'Live', url: 'https://cms.example/' }], error: null },
    ],
    [
      'environmentsFailed',
      environmentsFailed({ message: 'Down' }),
      (state: UserState) => state.environments,
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
      expect([attempt.type, reduce(rejected, attempt).rejectedPost]).toEqual([attempt.type, null]);
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
    expect(sending.changePassword).toEqual({ isSending: true, sent: false, error: null, status: null });
    expect(reduce(sending, passwordChangeSent()).changePassword).toEqual({ isSending: false, sent: true, error: null, status: null });
    expect(reduce(sending, passwordChangeFailed({ message: 'Wrong', status: 409 })).changePassword).toEqual({
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
    expect(rejected.rejectedPost?.values).toEqual({ username: 'ada' });
    expect(reduce(rejected, loginRequested({ username: 'ada', password: 'p', target: {} })).rejectedPost).toBeNull();
  });
  it("a content page's store (no account chunk yet) follows who is signed in and keeps a page's form state as sent", () => {
    const rejected = userReducer(
      initialUserState,
      formPostRejected({ form: 'login', values: { username: 'ada' }, message: 'No', status: 401, fieldErrors: [] }),
    );
    const signedIn = userSessionReducer(rejected, authenticationStateSet({ user: grace }));
    expect(signedIn.user).toEqual(grace);
    expect(signedIn.rejectedPost).toEqual(rejected.rejectedPost);
    expect(userSessionReducer(signedIn, loginSucceeded({ user: grace, redirectTo: '/' })).authenticationState.isAuthenticated).toBe(true);
    expect(userSessionReducer(signedIn, loggedOut({ redirectTo: '/' })).user).toBeNull();
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
