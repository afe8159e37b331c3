import type { Request } from 'express';

/** A script (fetch with a JSON body, or asking for JSON) gets JSON answers; a plain form post gets a page. */
export function wantsJson(req: Request): boolean {
  return Boolean(req.is('application/json')) || req.accepts(['html', 'json']) === 'json';
}
