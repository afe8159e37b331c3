import type { Request, RequestHandler } from 'express';
import { chooseProject, projectHostnames, type ProjectConfig } from '../src/features/routing';
import { isLocalHostname } from '../src/lib/url/hosts';
import type { SiteConfig } from './config';
import { plainErrorPage } from './errorPage';
import type { Upstream } from './upstream';

/**
 * The host name a request is for: `Host`, or `X-Forwarded-Host` from a trusted proxy (Express's `req.hostname`).
 * Empty when there is none: such requests are refused before they get here (see `requireHost`).
 */
export function requestHost(req: Request): string {
  return (req.hostname ?? '').toLowerCase();
}

/**
 * The host names this site answers: every project's, the preview hosts, and (with the local platform, which is
 * for development) localhost. Null when no project names a host: then every host shows the first project.
 */
export function servedHosts(
  config: Pick<SiteConfig, 'previewHosts'>,
  upstream: Pick<Upstream, 'projects' | 'localPlatform'>,
): ((host: string) => boolean) | null {
  const named = upstream.projects.flatMap(projectHostnames);
  if (named.length === 0) return null;
  const hosts = new Set([...named, ...config.previewHosts].map((host) => host.toLowerCase()));
  return (host) => hosts.has(host) || (upstream.localPlatform && isLocalHostname(host));
}

/**
 * When the projects name their hosts, a request for any other host is refused (421 Misdirected Request) rather than
 * shown the first project: nothing is rendered, cached, or emailed for a host the site does not serve.
 */
export function requireServedHost(
  config: Pick<SiteConfig, 'previewHosts'>,
  upstream: Pick<Upstream, 'projects' | 'localPlatform'>,
): RequestHandler {
  return (req, res, next) => {
    // Read per request: the projects may be filled in once the server listens (main.ts).
    const serves = servedHosts(config, upstream);
    if (!serves || serves(requestHost(req))) return next();
    res
      .status(421)
      .set('cache-control', 'no-store')
      .type('html')
      .send(
        plainErrorPage(421, 'Unknown site', 'This server does not serve the address you asked for. Check the address, or ask its owner.'),
      );
  };
}

/** A configured address without its trailing slashes, or null when it is not set. */
function configuredOrigin(uri: string | null | undefined): string | null {
  const trimmed = uri?.trim().replace(/\/+$/, '');
  return trimmed ? trimmed : null;
}

/**
 * The site's address for links it sends a visitor away with (emails, the identity provider's return address): the
 * request's project's `publicUri`, else `SITE_URL`, else `http://localhost:PORT`. Only configuration decides it:
 * a `Host` or `X-Forwarded-Host` header never does, or a reset asked for with `Host: attacker.example` would email
 * the victim a link to the attacker.
 */
export function siteOrigin(config: Pick<SiteConfig, 'siteUrl' | 'port'>, projects: readonly ProjectConfig[]) {
  return (req: Request): string => {
    const p = typeof req.query?.p === 'string' ? req.query.p : null;
    const project = projects.length > 0 ? chooseProject(projects, requestHost(req), p) : null;
    return configuredOrigin(project?.publicUri) ?? configuredOrigin(config.siteUrl) ?? `http://localhost:${config.port}`;
  };
}

/**
 * Whether the site is served over https for this request: the connection is TLS, a trusted proxy says it was
 * (`X-Forwarded-Proto`, only read from the proxies `TRUST_PROXY` names), or the project's configured address is
 * https. A client's own headers can make a request count as https, never as plain http on an https site.
 */
export function servedOverHttps(projects: readonly ProjectConfig[]) {
  return (req: Request): boolean => {
    if (req.secure) return true;
    const p = typeof req.query?.p === 'string' ? req.query.p : null;
    const project = projects.length > 0 ? chooseProject(projects, requestHost(req), p) : null;
    return /^https:\/\//i.test(project?.publicUri ?? '');
  };
}
