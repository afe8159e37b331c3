import { isLocalHostname } from '../../lib/url/hosts';
import { languageSettings, singleLanguage, type LanguageOptions, type LanguageSettings } from '../../lib/url/languages';

export interface ProjectConfig {
  id: string;
  /** The site's name (shown in the header and page titles). */
  name?: string;
  /** Hostnames that choose this project. */
  hostnames: string[];
  publicUri: string;
  allowedGroups?: string[];
  /** The project's primary language (from the platform's project, or PROJECTS). */
  primaryLanguage?: string;
  /** Every language the project publishes in (from the platform's project, or PROJECTS). */
  supportedLanguages?: string[];
  /** Where each language lives: a prefix (the default: its lower-case code) or hostnames of its own. */
  languages?: Record<string, LanguageOptions>;
}

/** Every hostname of a project: its own and its languages'. */
export function projectHostnames(project: ProjectConfig): string[] {
  return [...project.hostnames, ...Object.values(project.languages ?? {}).flatMap((options) => options.hostnames ?? [])];
}

/**
 * The project for a request: by hostname (its own or one of its languages'); on localhost the `p` query parameter
 * (a project id) or the first project. An unknown host gets the first project.
 */
export function chooseProject(projects: readonly ProjectConfig[], hostname: string, p?: string | null): ProjectConfig {
  if (projects.length === 0) throw new Error('No projects are configured');
  const host = hostname.toLowerCase();
  if (isLocalHostname(host)) {
    return projects.find((project) => p && project.id.toLowerCase() === p.toLowerCase()) ?? projects[0];
  }
  return projects.find((project) => projectHostnames(project).some((name) => name.toLowerCase() === host)) ?? projects[0];
}

const settingsOf = new WeakMap<ProjectConfig, { from: ProjectConfig['supportedLanguages']; settings: LanguageSettings }>();

/**
 * A project's languages and where each lives in its addresses. Without languages of its own the project shows
 * `fallback` (DEFAULT_LANGUAGE) alone. Made once a project.
 */
export function projectLanguages(project: ProjectConfig, fallback: string): LanguageSettings {
  const made = settingsOf.get(project);
  // Made again when the project's languages change (the platform's answer, server/platformLanguages.ts).
  if (made && made.settings.primary === (project.primaryLanguage ?? fallback) && made.from === project.supportedLanguages) {
    return made.settings;
  }
  const settings = project.primaryLanguage
    ? languageSettings(project.primaryLanguage, project.supportedLanguages ?? [], project.languages ?? {}, project.publicUri)
    : singleLanguage(fallback);
  settingsOf.set(project, { from: project.supportedLanguages, settings });
  return settings;
}
