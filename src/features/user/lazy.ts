// The account pages: loaded in a chunk of their own (forms and react-hook-form), only on account routes.
export {
  AccessDeniedPage,
  ChangePasswordPage,
  ForgotPasswordPage,
  LoginPage,
  LogoutPage,
  RegisterPage,
  ResetPasswordPage,
} from './components/AccountPages';
export type { AccountPageProps } from './components/AccountPages';
export { accountFormSaga } from './formSagas';
export { registrationSucceeded, accountFormsSlice } from './accountFormsSlice';
export { ACCOUNT_WORDS, type AccountWordId } from './words/accountWords';
