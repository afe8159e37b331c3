// The upstream of a real Contensis instance (`CONTENSIS_URL`): its credentials and projects come from the configuration.
import type { SiteConfig } from './config';
import type { Upstream } from './upstream';

/** The instance's upstream, or null without `CONTENSIS_URL`; throws naming the setting that is missing. */
export function contensisUpstream(config: SiteConfig): Upstream | null {
  if (!config.contensis) return null;
  const { contensis } = config;
  const projectId = contensis.project ?? config.projects?.[0]?.id;
  if (!projectId) throw new Error('Set CONTENSIS_PROJECT (or PROJECTS) when CONTENSIS_URL is set');
  if (!contensis.accessToken && !(contensis.clientId && contensis.clientSecret)) {
    throw new Error('Set CONTENSIS_ACCESS_TOKEN, or CONTENSIS_CLIENT_ID and CONTENSIS_CLIENT_SECRET, when CONTENSIS_URL is set');
  }
  const projects = config.projects ?? [{ id: projectId, hostnames: [], publicUri: '' }];
  // Links in emails and canonical URLs come from configuration only, never from a request's Host header.
  if (!config.siteUrl && projects.some((project) => !project.publicUri)) {
    throw new Error(
      "Set SITE_URL (or each project's publicUri in PROJECTS) when CONTENSIS_URL is set: the site's links in emails and canonical URLs are made from it",
    );
  }
  return {
    rootUrl: contensis.url,
    accessToken: contensis.accessToken,
    clientCredentials:
      contensis.clientId && contensis.clientSecret ? { clientId: contensis.clientId, clientSecret: contensis.clientSecret } : null,
    projects,
    localPlatform: false,
  };
}
