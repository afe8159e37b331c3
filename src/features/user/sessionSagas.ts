import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { ACCOUNT_PATHS } from '../../../contract';
import { passwordErrorMessage } from './errors';
import { selectCsrfToken } from './selectors';
import { authenticationStateSet, loggedOut, logoutRequested, userValidationFailed, userValidationRequested } from './sessionSlice';
import { ACCOUNT_API, USER_BROWSER_EFFECTS, type AccountApi, type SessionAnswer, type UserBrowserEffects } from './types';

/** Spec 4.1: cookie changes (a sign-in or sign-out in another tab) are polled this often. */
export const SESSION_POLL_MS = 300;

/**
 * Browser, every page: who the visitor is, signing out, and the watch on the session cookie. The account forms'
 * sagas come with their pages' chunk (formSagas.ts).
 */
export function* userSessionSaga() {
  yield takeLatest(userValidationRequested.type, validateUser);
  yield takeLatest(logoutRequested.type, logout);
  yield fork(watchSessionCookie);
}

export function* validateUser() {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  try {
    const answer: SessionAnswer = yield call([api, api.session]);
    yield put(authenticationStateSet({ user: answer.user, csrfToken: answer.csrfToken ?? null }));
  } catch (error) {
    yield put(userValidationFailed({ message: passwordErrorMessage(error) }));
  }
}

export function* logout({ payload }: PayloadAction<{ redirectTo: string | null }>) {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const effects: UserBrowserEffects = yield getContext(USER_BROWSER_EFFECTS);
  const csrf: string | null = yield select(selectCsrfToken);
  let federatedLogoutUrl: string | undefined;
  try {
    ({ federatedLogoutUrl } = yield call([api, api.logout], csrf));
  } catch {
    // The server clears the cookies even when the platform is down; locally we forget the user either way.
  }
  yield call([effects, effects.clearFederatedSession]);
  yield put(loggedOut({ redirectTo: payload.redirectTo ?? ACCOUNT_PATHS.login }));
  if (federatedLogoutUrl) yield call([effects, effects.assign], federatedLogoutUrl);
}

/** A sign-in or sign-out in another tab changes the session cookie: ask the server who the visitor is now. */
export function* watchSessionCookie() {
  const effects: UserBrowserEffects = yield getContext(USER_BROWSER_EFFECTS);
  // Not in the page's start-up task: reading cookies waits on the browser.
  yield delay(0);
  let seen: string = yield call([effects, effects.readSessionMarker]);
  while (true) {
    yield delay(SESSION_POLL_MS);
    const now: string = yield call([effects, effects.readSessionMarker]);
    if (now !== seen) {
      seen = now;
      yield put(userValidationRequested());
    }
  }
}
