import { isLocalHostname } from '../../lib/url/hosts';

export interface ProjectConfig {
  id: string;
  /** The site's name (shown in the header and page titles). */
  name?: string;
  /** Hostnames that choose this project. */
  hostnames: string[];
  publicUri: string;
  allowedGroups?: string[];
}

/**
 * The project for a request: by hostname; on localhost the `p` query parameter (a project id) or the
 * first project. An unknown host gets the first project.
 */
export function chooseProject(projects: readonly ProjectConfig[], hostname: string, p?: string | null): ProjectConfig {
  if (projects.length === 0) throw new Error('No projects are configured');
  const host = hostname.toLowerCase();
  if (isLocalHostname(host)) {
    return projects.find((project) => p && project.id.toLowerCase() === p.toLowerCase()) ?? projects[0];
  }
  return projects.find((project) => project.hostnames.some((name) => name.toLowerCase() === host)) ?? projects[0];
}
