// The account chunk's module: the account pages, the forms' sagas and the account forms' slice, loaded on account
// pages only (before the server render and before hydration) and on navigation to one.
import { fork, put, takeEvery } from 'redux-saga/effects';
import { routeRedirected } from '../../features/routing';
import { accountFormSaga, registrationSucceeded } from '../../features/user/lazy';

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
