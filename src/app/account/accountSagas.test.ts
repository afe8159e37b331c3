import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import type { Saga } from 'redux-saga';
import { authenticationStateSet, initialSessionState, loggedOut, loginSucceeded, type SignedInUser } from '../../features/user';
import { registrationSucceeded } from '../../features/user/lazy';
import { accountChunkSaga } from './accountChunk';
import { accountNavigationSaga } from './accountSagas';

// Where the user feature's events take the visitor in the browser: the redirects the router then follows.

const ada: SignedInUser = {
  id: 'u-ada',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: '',
  groups: [],
  isZengentiStaff: false,
};
const created = { email: 'new@example.org', firstName: 'New', lastName: '' };

function start(signedIn: SignedInUser | null = null, saga: Saga = accountNavigationSaga) {
  const channel = stdChannel<UnknownAction>();
  const dispatched: UnknownAction[] = [];
  const task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => dispatched.push(action),
      getState: () => ({ session: { ...initialSessionState, user: signedIn } }),
    },
    saga,
  );
  const redirects = () =>
    dispatched
      .filter((action) => action.type === 'routing/routeRedirected')
      .map((action) => (action.payload as { location: string }).location);
  const reloads = () => dispatched.filter((action) => action.type === 'routing/routeReloadRequested').length;
  return { put: (action: UnknownAction) => channel.put(action), redirects, reloads, stop: () => task.cancel() };
}

it('goes where the sign-in answer says, and where the sign-out asked (303, followed by the router)', () => {
  const app = start();
  app.put(loginSucceeded({ user: ada, redirectTo: '/members' }));
  app.put(loggedOut({ redirectTo: '/account/login' }));
  expect(app.redirects()).toEqual(['/members', '/account/login']);
  app.stop();
});

it('after registering (the account chunk), goes on to the redirect_uri or redirect value when there was one, else stays (spec 2.5)', () => {
  const app = start(null, accountChunkSaga);
  app.put(registrationSucceeded({ user: created, redirectTo: null }));
  expect(app.redirects()).toEqual([]);
  app.put(registrationSucceeded({ user: created, redirectTo: '/welcome' }));
  expect(app.redirects()).toEqual(['/welcome']);
  app.stop();
});

it('loads the page again when someone else is signed in now (a sign-in or sign-out in another tab), not when it is the same visitor', () => {
  const app = start(ada);
  app.put(authenticationStateSet({ user: ada }));
  expect(app.reloads()).toBe(0);
  app.put(authenticationStateSet({ user: null }));
  expect(app.reloads()).toBe(1);
  app.put(authenticationStateSet({ user: ada }));
  expect(app.reloads()).toBe(2);
  // A sign-in in this tab already goes somewhere: the check that follows it reloads nothing.
  app.put(loggedOut({ redirectTo: '/account/login' }));
  app.put(loginSucceeded({ user: { ...ada, id: 'u-grace' }, redirectTo: '/' }));
  app.put(authenticationStateSet({ user: { ...ada, id: 'u-grace' } }));
  expect(app.reloads()).toBe(2);
  app.stop();
});
