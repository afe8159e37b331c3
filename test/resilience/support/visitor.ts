import { sendRaw } from './rawHttp';

export interface SignedInVisitor {
  /** The session cookies the sign-in set (`name=value`). */
  session: string[];
  /** The anti-forgery cookie (`name=value`) and the token that goes with it. */
  csrf: string;
  csrfToken: string;
}

const TIMEOUT_MS = 15_000;

/** A visitor's anti-forgery cookie and token, from `/account/session`. */
export async function antiForgery(port: number, host: string): Promise<{ csrf: string; csrfToken: string }> {
  const answer = await sendRaw(port, { method: 'GET', target: '/account/session', headers: [['Host', host]] }, TIMEOUT_MS);
  const csrf = answer.cookies.find((cookie) => cookie.includes('csrf='));
  const { csrfToken } = JSON.parse(answer.body.toString('utf8')) as { csrfToken: string };
  if (!csrf || !csrfToken) throw new Error(`no anti-forgery cookie from /account/session (${answer.status})`);
  return { csrf, csrfToken };
}

/** Signs in through the site's own JSON route, as the sign-in form's script does. */
export async function signIn(port: number, host: string, username: string, password: string): Promise<SignedInVisitor> {
  const { csrf, csrfToken } = await antiForgery(port, host);
  const answer = await sendRaw(
    port,
    {
      method: 'POST',
      target: '/account/login',
      headers: [
        ['Host', host],
        ['Cookie', csrf],
        ['Content-Type', 'application/json'],
        ['Accept', 'application/json'],
        ['x-csrf-token', csrfToken],
      ],
      body: JSON.stringify({ username, password }),
    },
    TIMEOUT_MS,
  );
  if (answer.status !== 200)
    throw new Error(`sign-in as ${username} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
  return { session: answer.cookies.filter((cookie) => !cookie.endsWith('=')), csrf, csrfToken };
}
