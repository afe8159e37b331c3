import type { RequestHandler } from 'express';
import { SECURITY_TOKEN_HEADER, type StaffEnvironment } from '../../contract';
import type { AccountDeps } from './deps';
import { noStore } from './respond';

/** Most environments listed: the answer is someone else's service's. */
const MAX_ENVIRONMENTS = 200;

/** Only well-formed items with an http(s) address are shown (the listing is an outside service). */
export function readEnvironments(body: unknown): StaffEnvironment[] {
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as { environments?: unknown })?.environments)
      ? (body as { environments: unknown[] }).environments
      : [];
  return list
    .flatMap((item) => {
      const { name, url } = (item ?? {}) as { name?: unknown; url?: unknown };
      return typeof name === 'string' && typeof url === 'string' && /^https?:\/\//i.test(url) ? [{ name: name.slice(0, 200), url }] : [];
    })
    .slice(0, MAX_ENVIRONMENTS);
}

/**
 * GET /account/environments: for a signed-in staff user, the configured listing called with their security
 * token (spec 7). Nothing is called when no listing is configured, nor for anyone else.
 */
export function environmentsRoute(deps: AccountDeps): RequestHandler {
  const listing = deps.environments;
  return async (req, res) => {
    noStore(res);
    const visitor = await deps.sessions.resolve(req, res);
    if (!visitor) {
      const { t } = await deps.languages.of(req);
      return void res.status(401).json({ error: { message: t('environmentsSignIn'), status: 401 } });
    }
    if (!visitor.user.isZengentiStaff || !listing.url) return void res.json({ environments: [] });
    const token = visitor.tokens.classicToken;
    if (!token) return void res.json({ environments: [] });
    try {
      const answer = await listing.fetchFn(listing.url, {
        headers: { accept: 'application/json', [SECURITY_TOKEN_HEADER]: token },
        signal: AbortSignal.timeout(listing.timeoutMs),
      });
      if (!answer.ok) throw new Error(`The environments listing answered ${answer.status}`);
      res.json({ environments: readEnvironments(JSON.parse(await answer.text()) as unknown) });
    } catch (error) {
      deps.logger.warn({ reqId: req.id, err: error }, 'Environments listing failed');
      const { t } = await deps.languages.of(req);
      res.status(502).json({ error: { message: t('environmentsUnavailable'), status: 502 } });
    }
  };
}
