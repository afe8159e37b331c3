// Public surface of the user feature (the account pages are in ./lazy.ts, a chunk of their own).
export * from './selectors';
export * from './sessionSlice';
export * from './accountFormsSlice';
export { initialAccountFormsState } from './initialState';
export type * from './types';
export { ACCOUNT_API, USER_BROWSER_EFFECTS } from './types';
export { userSessionSaga, SESSION_POLL_MS } from './sessionSagas';
export { accountApiIn, browserAccountApi, browserUserEffects } from './api';
export { AccountStatus } from './components/AccountStatus';
export { SignOutButton } from './components/SignOutButton';
