// The account chunk's module: the account pages, the forms' sagas and the account forms' slice, loaded on account
// pages only (before the server render and before hydration) and on navigation to one.
import { fork, put, takeEvery } from 'redux-saga/effects';
import { routeRedirected } from '../../features/routing';
import { accountFormSaga, registrationSucceeded } from '../../features/user/lazy';
import type { AccountRouteId } from './accountRoutes';

export {
  AccessDeniedPage,
  ChangePasswordPage,
  ForgotPasswordPage,
  LoginPage,
  LogoutPage,
  RegisterPage,
  ResetPasswordPage,
  accountFormsSlice,
} from '../../features/user/lazy';

/** After registering, the visitor goes where the form's `redirect_uri` or `redirect` said, if anywhere. */
function* afterRegistration({ payload }: ReturnType<typeof registrationSucceeded>) {
  if (payload.redirectTo) yield put(routeRedirected({ location: payload.redirectTo, statusCode: 303, reason: 'account' }));
}

/** Browser: the forms' sagas, and where a registration takes the visitor (the user and routing features meet here). */
export function* accountChunkSaga() {
  yield fork(accountFormSaga);
  yield takeEvery(registrationSucceeded.type, afterRegistration);
}

/** Each account page's meta description, for the server's document (titles: accountRoutes.ts). */
export const ACCOUNT_PAGE_DESCRIPTIONS: Record<AccountRouteId, string> = {
  'account-login': 'Sign in to your account to see members-only pages.',
  'account-logout': 'Sign out of your account.',
  'account-registration': 'Create an account to see members-only pages.',
  'account-forgot-password': 'Get a link by email to choose a new password.',
  'account-reset-password': 'Choose a new password for your account.',
  'account-change-password': 'Change the password of your account.',
  'account-access-denied': 'Your account does not give access to this page.',
};
