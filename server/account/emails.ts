// The account emails. Plain text first; the html part escapes every value (a name is visitor input).
import { ACCOUNT_PATHS, type User } from '../../contract';
import { escapeHtml } from '../../src/lib/html';

interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

function compose(to: string, subject: string, greeting: string, lines: string[], link?: { href: string; label: string }): Email {
  const text = [greeting, '', ...lines, ...(link ? ['', `${link.label}: ${link.href}`] : [])].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
  ].join('\n');
  return { to, subject, text, html, link: link?.href };
}

const hello = (user: Pick<User, 'firstName'>) => (user.firstName ? `Hello ${user.firstName},` : 'Hello,');

export function verificationEmail(user: User, link: string): Email {
  return compose(user.email, 'Confirm your email address', hello(user), [
    'Thank you for registering. Open the link below to confirm your email address and activate your account.',
    'The link works for 3 days. If you did not register, ignore this email.',
  ], { href: link, label: 'Confirm your email address' });
}

export function alreadyRegisteredEmail(email: string, origin: string): Email {
  return compose(email, 'You already have an account', 'Hello,', [
    'Someone tried to register with this email address, which already has an account.',
    'If it was you, sign in, or reset your password if you have forgotten it. If not, ignore this email.',
  ], { href: `${origin}${ACCOUNT_PATHS.forgotPassword}`, label: 'Reset your password' });
}

export function passwordResetEmail(user: User, link: string): Email {
  return compose(user.email, 'Reset your password', hello(user), [
    'Someone asked to reset the password of your account. Open the link below to choose a new one.',
    'The link works for 1 hour and only once. If you did not ask, ignore this email: your password stays as it is.',
  ], { href: link, label: 'Choose a new password' });
}
