/** The account emails' words in English (the server sends them; ICU MessageFormat, see searchWords.ts). */
export const EMAIL_WORDS = {
  greeting: 'Hello,',
  greetingNamed: 'Hello {name},',
  linkFallback: 'If the link does not work, copy this address into your browser: {link}',
  hours: '{hours, plural, one {# hour} other {# hours}}',
  minutes: '{minutes, plural, one {# minute} other {# minutes}}',
  resetSubject: 'Reset your {site} password',
  resetBefore: 'Someone asked to reset the password of your {site} account. The link works once, for {duration}.',
  resetAction: 'Choose a new password',
  resetAfter: 'If you did not ask for this, ignore this email: your password stays as it is.',
  verifySubject: 'Confirm your email address for {site}',
  verifyBefore:
    'An account at {site} was started with this email address. If it was you, open the link to confirm the address and choose the password you will sign in with; the link works for {duration}.',
  verifyAction: 'Confirm my email address',
  verifyAfter:
    'If it was not you, ignore this email: the account is not opened, and nobody can sign in with this address without the link. If you want a {site} account yourself, the link sets it up for you.',
  confirmSubject: 'Choose your {site} password and confirm your email address',
  confirmBefore:
    'Someone asked for a new password for the {site} account of this email address, which has not been confirmed yet. The link lets you choose the password and confirms the address at the same time; it works for {duration}.',
  confirmAction: 'Choose my password',
  confirmAfter:
    'If it was not you, ignore this email: the account stays closed, and nobody can sign in with this address without the link.',
  registeredSubject: 'You already have a {site} account',
  registeredBefore:
    'Someone tried to register with this email address, which already has a {site} account. If it was you, sign in, or choose a new password if you have forgotten it.',
  registeredAction: 'Reset my password',
  registeredAfter: 'If it was not you, you can ignore this email.',
} as const;
