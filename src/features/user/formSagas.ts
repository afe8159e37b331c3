import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { AccountRequestError, passwordErrorMessage } from './errors';
import { FORM_MESSAGES as MESSAGES, registrationErrorMessage, statusOf } from './formErrors';
import { selectCsrfToken } from './selectors';
import {
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
  environmentsFailed,
  environmentsLoaded,
  environmentsRequested,
} from './accountFormsSlice';
import { loginFailed, loginSucceeded } from './sessionSlice';
import type { StaffEnvironment } from '../../../contract';
import { ACCOUNT_API, type AccountApi, type RegisteredUser, type SessionAnswer } from './types';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The created user of the register service's answer; null when the answer is not one (spec 8). */
function registeredUser(created: unknown): RegisteredUser | null {
  const answer = (typeof created === 'object' && created !== null ? created : {}) as Record<string, unknown>;
  return nonEmpty(answer.email) ? { email: answer.email, firstName: text(answer.firstName), lastName: text(answer.lastName) } : null;
}

/** Browser, account pages: the forms' actions (loaded with the pages' chunk). */
export function* accountFormSaga() {
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(registrationRequested.type, register);
  yield takeLatest(passwordResetRequested.type, requestPasswordReset);
  yield takeLatest(passwordResetSubmitted.type, resetPassword);
  yield takeLatest(passwordChangeSubmitted.type, changePassword);
  yield takeLatest(environmentsRequested.type, loadEnvironments);
}

/** A staff user's environments, from the site's server (which holds the security token the listing needs). */
export function* loadEnvironments() {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  try {
    const { environments }: { environments: StaffEnvironment[] } = yield call([api, api.environments]);
    yield put(environmentsLoaded(environments));
  } catch (error) {
    yield put(environmentsFailed({ message: passwordErrorMessage(error) }));
  }
}

export function* login({ payload }: ReturnType<typeof loginRequested>) {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  try {
    const answer: SessionAnswer = yield call(
      [api, api.login],
      { username: payload.username, password: payload.password, ...payload.target },
      csrf,
    );
    if (!answer.user) throw new AccountRequestError(MESSAGES.unknown, null, '');
    yield put(loginSucceeded({ user: answer.user, redirectTo: answer.redirectTo ?? '/', csrfToken: answer.csrfToken }));
  } catch (error) {
    const status = statusOf(error);
    // The platform refused the credentials (not a fault, a limit or the network).
    const isAuthenticationError = status === 400 || status === 401;
    yield put(loginFailed({ message: passwordErrorMessage(error), status, isAuthenticationError }));
  }
}

export function* register({ payload }: ReturnType<typeof registrationRequested>) {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  try {
    const created: unknown = yield call([api, api.register], payload.user, csrf);
    const user = registeredUser(created);
    if (!user) {
      yield put(registrationFailed({ message: MESSAGES.unparsableUser, status: null }));
      return;
    }
    yield put(registrationSucceeded({ user, redirectTo: payload.redirectTo }));
  } catch (error) {
    yield put(registrationFailed({ message: registrationErrorMessage(error), status: statusOf(error) }));
  }
}

export function* requestPasswordReset({ payload }: ReturnType<typeof passwordResetRequested>) {
  if (!nonEmpty(payload?.userEmail)) {
    yield put(passwordResetRequestFailed({ message: MESSAGES.invalidObject, status: null }));
    return;
  }
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  yield put(passwordResetRequestSending());
  try {
    yield call([api, api.requestPasswordReset], { userEmail: payload.userEmail }, csrf);
    yield put(passwordResetRequestSent());
  } catch (error) {
    yield put(passwordResetRequestFailed({ message: passwordErrorMessage(error), status: statusOf(error) }));
  }
}

export function* resetPassword({ payload }: ReturnType<typeof passwordResetSubmitted>) {
  if (!nonEmpty(payload?.token) || !nonEmpty(payload?.password)) {
    yield put(passwordResetFailed({ message: MESSAGES.invalidObject, status: null }));
    return;
  }
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  yield put(passwordResetSending());
  try {
    yield call([api, api.resetPassword], { token: payload.token, password: payload.password }, csrf);
    yield put(passwordResetSent());
  } catch (error) {
    yield put(passwordResetFailed({ message: passwordErrorMessage(error), status: statusOf(error) }));
  }
}

export function* changePassword({ payload }: ReturnType<typeof passwordChangeSubmitted>) {
  if (!nonEmpty(payload?.userId) || !nonEmpty(payload?.currentPassword) || !nonEmpty(payload?.newPassword)) {
    yield put(passwordChangeFailed({ message: MESSAGES.invalidChangePassword, status: null }));
    return;
  }
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  yield put(passwordChangeSending());
  try {
    yield call([api, api.changePassword], { userId: payload.userId, existing: payload.currentPassword, new: payload.newPassword }, csrf);
    yield put(passwordChangeSent());
  } catch (error) {
    yield put(passwordChangeFailed({ message: passwordErrorMessage(error), status: statusOf(error) }));
  }
}
