import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import { routeRedirected, routeReloadRequested } from '../../features/routing';
import { authenticationStateSet, loggedOut, loginSucceeded, type SignedInUser } from '../../features/user';
import type { RootState } from '../rootReducer';

/** A redirect the router follows (LocationBridge): after signing in or out (after registering: accountChunk.ts). */
const goTo = (location: string) => put(routeRedirected({ location, statusCode: 303, reason: 'account' }));

function* afterSignIn(previous: { id: string | null }, { payload }: ReturnType<typeof loginSucceeded>) {
  previous.id = payload.user.id;
  yield goTo(payload.redirectTo);
}

function* afterSignOut(previous: { id: string | null }, { payload }: ReturnType<typeof loggedOut>) {
  previous.id = null;
  yield goTo(payload.redirectTo);
}

/**
 * Someone else is signed in now (a sign-in or sign-out in another tab): the page shown is loaded again for them,
 * so a members' page goes to the sign-in page once its visitor has signed out elsewhere.
 */
function* whenVisitorChanges(previous: { id: string | null }, { payload }: PayloadAction<{ user: SignedInUser | null }>) {
  const now = payload.user?.id ?? null;
  if (now === previous.id) return;
  previous.id = now;
  yield put(routeReloadRequested());
}

/** Browser: where the user feature's events take the visitor (the two features meet here). */
export function* accountNavigationSaga() {
  const { session }: RootState = yield select();
  const previous = { id: session.user?.id ?? null };
  yield takeEvery(loginSucceeded.type, afterSignIn, previous);
  yield takeEvery(loggedOut.type, afterSignOut, previous);
  yield takeEvery(authenticationStateSet.type, whenVisitorChanges, previous);
}
