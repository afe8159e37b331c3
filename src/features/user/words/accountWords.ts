/**
 * The account pages' words in English (ICU MessageFormat): headings, field labels and hints, buttons, notices, and
 * every message a form shows, its own or the server's (server/account says them in the visitor's language too).
 * A site's catalogues say them in each language.
 */
export const ACCOUNT_WORDS = {
  // The error summary above a refused form.
  errorSummaryTitle: 'There is a problem',
  // The pages' document titles (where no heading says the same) and meta descriptions.
  accessDeniedPageTitle: 'Access denied',
  loginDescription: 'Sign in to your account to see members-only pages.',
  logoutDescription: 'Sign out of your account.',
  registrationDescription: 'Create an account to see members-only pages.',
  forgotDescription: 'Get a link by email to choose a new password.',
  resetDescription: 'Choose a new password for your account.',
  changeDescription: 'Change the password of your account.',
  accessDeniedDescription: 'Your account does not give access to this page.',
  // Sign in.
  signInTitle: 'Sign in',
  verifiedConfirmed: 'Your email address is confirmed. Sign in to continue.',
  verifiedExpired: 'That confirmation link has expired or is not valid. Register again to get a new one.',
  signedInAs: 'You are signed in as {name}.',
  usernameLabel: 'Email address or user name',
  usernameRequired: 'Enter your email address or user name',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password',
  signInButton: 'Sign in',
  forgotLink: 'Forgotten your password?',
  newHere: 'New here?',
  createAccountLink: 'Create an account',
  // Registration.
  registerTitle: 'Create an account',
  firstNameLabel: 'First name',
  firstNameRequired: 'Enter your first name',
  lastNameLabel: 'Last name (optional)',
  emailLabel: 'Email address',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  createAccountButton: 'Create account',
  alreadyRegistered: 'Already registered?',
  signInLink: 'Sign in',
  checkEmailTitle: 'Check your email',
  checkEmailSent: 'We have sent a link to {email}. Open it to confirm your address, then sign in.',
  checkEmailSentAnonymous: 'We have sent a link to your email address. Open it to confirm your address, then sign in.',
  goToSignIn: 'Go to sign in',
  registrationUnavailable:
    'Registration is not available on this site at the moment. If you already have an account, you can still sign in.',
  // Choosing a password (registration, reset, change).
  newPasswordHint:
    'At least {min, number} characters; {recommended, number} or more is better. Any characters, spaces included: a few random words make a strong password that is easy to remember, and pasting from a password manager is fine. Common passwords, and ones that have appeared in data breaches, are refused.',
  choosePasswordRequired: 'Enter a password',
  choosePasswordTooShort: 'Password must be at least {min, number} characters',
  choosePasswordTooLong: 'Password must be at most {max, number} characters',
  newPasswordLabel: 'New password',
  newPasswordRequired: 'Enter a new password',
  newPasswordTooShort: 'New password must be at least {min, number} characters',
  newPasswordTooLong: 'New password must be at most {max, number} characters',
  // Forgotten password.
  forgotTitle: 'Reset your password',
  resetUnavailable:
    'Resetting a forgotten password is not available on this site at the moment. If you already have an account, you can still sign in.',
  resetLinkSent: 'If an account uses that email address, we have sent it a link to choose a new password. The link works for one hour.',
  sendLinkButton: 'Send the link',
  backToSignIn: 'Back to sign in',
  // The emailed links' page.
  chooseNewTitle: 'Choose a new password',
  confirmTitle: 'Confirm your email address',
  confirmExplanation:
    'Choose the password you will sign in with: the one you gave when you registered, or a new one. Only the password set here opens the account, so if someone else started it with your address, theirs does not work.',
  confirmButton: 'Confirm and set password',
  changePasswordButton: 'Change password',
  confirmedTitle: 'Your email address is confirmed',
  passwordChangedTitle: 'Your password has been changed',
  signInWithNewPassword: 'Sign in with your new password',
  resetNeedsLink: 'This page opens from the link in a password reset email.',
  askForNewLink: 'Ask for a new link',
  // Change password.
  changeTitle: 'Change your password',
  currentPasswordLabel: 'Current password',
  currentPasswordRequired: 'Enter your current password',
  passwordChangedNotice: 'Your password has been changed. Other devices signed in to your account have been signed out.',
  backToHome: 'Back to the home page',
  // Access denied, sign out.
  accessDeniedTitle: 'You do not have access to this page',
  accessDeniedSignedIn: 'You are signed in as {name}, and your account is not allowed to see {page}.',
  accessDeniedAnonymous: 'Your account is not allowed to see {page}.',
  thatPage: 'that page',
  accessDeniedHelp: 'If you think you should have access, contact the site’s team. You can also sign in with another account.',
  goToHome: 'Go to the home page',
  signOutTitle: 'Sign out',
  signedOutTitle: 'You are signed out',
  signOutButton: 'Sign out',
  // A staff user's environments.
  environmentsTitle: 'Your environments',
  environmentsFailed: 'The environments could not be listed: {reason}',
  environmentsLoading: 'Loading your environments…',
  environmentsNone: 'You have no environments.',
  environmentsSignIn: 'Sign in to see your environments',
  environmentsUnavailable: 'The environments listing is not available right now.',
  // What the server answers a refused form (server/account), and the forms' own failures.
  problem: 'There is a problem',
  wrongCredentials: 'The email address or password is not right, or the account is not active yet.',
  signInUnavailableNow: 'Signing in is not available right now. Try again in a few minutes.',
  registrationUnavailableNow: 'Registration is not available right now. Try again in a few minutes.',
  accountsUnavailable: 'Registration and password reset are not available on this site at the moment.',
  tooManyAttempts: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  tooManyAttemptsLater: 'Too many attempts. Try again later.',
  formExpired: 'The form has expired or did not come from this site. Reload the page and try again.',
  linkExpired: 'This reset link has expired or has already been used. Ask for a new one.',
  signInToChange: 'Sign in to change your password',
  onlyOwnPassword: 'You can only change your own password',
  currentPasswordWrong: 'Your current password is not right',
  policyTooShort: 'Enter a password of at least {min, number} characters',
  policyTooLong: 'Enter a password of at most {max, number} characters',
  policyCommon: 'This password is too common: it is on a list of common and breached passwords. Choose one that is harder to guess',
  policyPersonal: 'The password must not contain your name, username or email address',
  // Spec 8's messages of the forms' sagas, said in the page's language.
  noResponse: 'No response from server',
  unknownError: 'Unknown error occurred',
  invalidObject: 'Invalid object',
  invalidChangePassword: 'Invalid action object sent to changePassword saga',
  unparsableUser: 'Unable to parse the created user from the register service response',
} as const;

export type AccountWordId = keyof typeof ACCOUNT_WORDS;
