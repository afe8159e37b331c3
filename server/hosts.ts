import type { Request } from 'express';

/**
 * The host name a request is for: `Host`, or `X-Forwarded-Host` with TRUST_PROXY (Express's `req.hostname`).
 * Empty when there is none: such requests are refused before they get here (see `requireHost`).
 */
export function requestHost(req: Request): string {
  return (req.hostname ?? '').toLowerCase();
}
