import type { RequestHandler } from 'express';

const HSTS = 'max-age=15552000';

/**
 * Every page and proxy decision starts from the host name (project, drafts, allowed projects). An HTTP/1.0
 * request may come without one: refuse it plainly rather than guess.
 */
export const requireHost: RequestHandler = (req, res, next) => {
  if (req.hostname) return next();
  res.status(400).set('cache-control', 'no-store').type('text/plain').send('Bad request: a Host header is required.');
};

/** HSTS only on a secure request (directly, or `X-Forwarded-Proto: https` behind a trusted proxy). */
export const strictTransportSecurity: RequestHandler = (req, res, next) => {
  // `req.secure` runs the trust-proxy check on every request: a plain request with no forwarded protocol is not.
  const maybeSecure = 'encrypted' in req.socket || req.headers['x-forwarded-proto'] !== undefined;
  if (maybeSecure && req.secure) res.setHeader('strict-transport-security', HSTS);
  next();
};
