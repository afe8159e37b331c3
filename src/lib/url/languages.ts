import { languageName } from './languageNames';

/**
 * Where each of a project's languages lives in the site's addresses: the primary language at the root, every other
 * one under a path prefix (`/cy/...`, by default its lower-case code) or on hostnames of its own. Plain data, so that
 * the routing state carries it to the browser; the functions below are the one place addresses and languages meet.
 */
export interface LanguageSettings {
  primary: string;
  /** Every language the site shows, the primary first. */
  supported: string[];
  /** A language's path prefix (one segment, no slashes); none for the primary or a language with hostnames. */
  prefixes: Record<string, string>;
  /** A language's own hostnames (lower case): the hostname scheme. Absent when none has any (it travels in every page). */
  hostnames?: Record<string, string[]>;
  /** The origin of each language reached by hostname (and of the primary when any is): links to it from another host. */
  origins?: Record<string, string>;
  /**
   * Each language's name in itself ("Cymraeg", "English"): the configured one, else the server's `Intl.DisplayNames`.
   * Made once on the server and carried in the state: browsers' language data differ (a Chromium build names Welsh
   * "Welsh" in Welsh), and the page must draw the same words on both sides.
   */
  names: Record<string, string>;
}

/** How a project configures a language (PROJECTS `languages`). */
export interface LanguageOptions {
  hostnames?: string[];
  /** The origin links to this language use (`https://www.example.cymru`); default: the first hostname. */
  publicUri?: string;
  /** The path prefix (default: the lower-case code); ignored when the language has hostnames. */
  prefix?: string;
  /** The language's name in itself, as the language switcher shows it (default: from `Intl.DisplayNames`). */
  name?: string;
}

export interface ResolvedLanguage {
  language: string;
  /** `/cy` for a prefixed language, '' otherwise. */
  prefix: string;
  /** The path without the prefix: what routes and node paths are matched against. */
  innerPath: string;
}

/** One language, the primary, at the root: a project that configures nothing else. */
export function singleLanguage(language: string): LanguageSettings {
  return { primary: language, supported: [language], prefixes: {}, names: {} };
}

/**
 * A project's settings from its primary and supported languages and its own options. `publicUri` is the project's
 * address: its protocol is used for languages whose hostnames give no `publicUri`, and its origin for the primary.
 */
export function languageSettings(
  primary: string,
  supported: readonly string[],
  options: Readonly<Record<string, LanguageOptions>> = {},
  publicUri = '',
): LanguageSettings {
  const languages = [primary, ...supported.filter((language) => !sameLanguage(language, primary))];
  const settings: LanguageSettings = { primary, supported: languages, prefixes: {}, names: {} };
  const protocol = /^https?:/i.exec(publicUri)?.[0].toLowerCase() ?? 'https:';
  for (const language of languages) {
    const own = optionsOf(options, language);
    settings.names[language] = own?.name ?? languageName(language);
    const hostnames = (own?.hostnames ?? []).map((host) => host.toLowerCase());
    if (hostnames.length > 0) {
      (settings.hostnames ??= {})[language] = hostnames;
      (settings.origins ??= {})[language] = originOf(own?.publicUri) ?? `${protocol}//${hostnames[0]}`;
    } else if (language !== primary) {
      settings.prefixes[language] = (own?.prefix ?? language).toLowerCase().replace(/^\/+|\/+$/g, '');
    }
  }
  const primaryOrigin = originOf(publicUri);
  if (settings.origins && !settings.origins[primary] && primaryOrigin) settings.origins[primary] = primaryOrigin;
  return settings;
}

function optionsOf(options: Readonly<Record<string, LanguageOptions>>, language: string): LanguageOptions | undefined {
  const key = Object.keys(options).find((name) => sameLanguage(name, language));
  return key === undefined ? undefined : options[key];
}

function originOf(uri: string | undefined): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

/** Language codes compare case-insensitively (`en-GB`, `en-gb`). */
export function sameLanguage(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The project's own spelling of a language code, or null when the project does not show it. */
export function supportedLanguage(settings: LanguageSettings, language: string | null | undefined): string | null {
  if (!language) return null;
  return settings.supported.find((supported) => sameLanguage(supported, language)) ?? null;
}

/**
 * The language of an address: a host of a language's own, else the path's first segment when it is a language's
 * prefix, else the primary. A segment that names no language (`/fr/...` on a site without French) is an ordinary
 * path. Prefixes are matched exactly (lower case): `/CY/visit` is no Welsh page.
 */
export function resolveLanguage(settings: LanguageSettings, host: string, path: string): ResolvedLanguage {
  const hostname = host.toLowerCase();
  const byHost = settings.supported.find((language) => settings.hostnames?.[language]?.includes(hostname));
  if (byHost) return { language: byHost, prefix: '', innerPath: path };
  const segment = /^\/([^/?#]+)/.exec(path)?.[1];
  if (segment) {
    const language = settings.supported.find((candidate) => settings.prefixes[candidate] === segment);
    if (language) {
      const rest = path.slice(segment.length + 1);
      return { language, prefix: `/${segment}`, innerPath: rest === '' ? '/' : rest };
    }
  }
  return { language: settings.primary, prefix: '', innerPath: path };
}

/**
 * A site path (`/visit`, `/search?term=x`) in a language: under its prefix, or on its own host (an absolute URL)
 * when `from` (the language of the page the link is on) is reached on another host.
 */
export function pathInLanguage(settings: LanguageSettings, language: string, path: string, from: string = language): string {
  const prefix = settings.prefixes[language];
  if (prefix) return path === '/' ? `/${prefix}` : path.startsWith('/?') ? `/${prefix}${path.slice(1)}` : `/${prefix}${path}`;
  const origin = settings.origins?.[language];
  if (origin && !sameHost(settings, language, from)) return `${origin}${path}`;
  return path;
}

/** Whether two languages are served on the same hosts (so a plain path reaches one from the other). */
function sameHost(settings: LanguageSettings, a: string, b: string): boolean {
  const hostOf = (language: string) => (settings.hostnames?.[language] ? language : settings.primary);
  return hostOf(a) === hostOf(b);
}

/**
 * A link's path in the page's language: a site path gains the language's prefix unless it already has it (paths
 * made from the address shown, like a search's). Relative links and URLs are left as they are.
 */
export function localiseLink(settings: LanguageSettings, language: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const prefix = settings.prefixes[language];
  if (prefix && (href === `/${prefix}` || /^\/[^/?#]+(?=[/?#]|$)/.exec(href)?.[0] === `/${prefix}`)) return href;
  return pathInLanguage(settings, language, href);
}

/**
 * Whether a path (without its prefix) starts with a segment that names one of the project's languages, in any case:
 * the Delivery API reads such a segment of a node path as the language (`/nodes/cy/visit`), so the site must not
 * ask for it, or `/CY/visit` and, with hostnames, `/cy/visit` would show a page twice.
 */
export function startsWithLanguage(settings: LanguageSettings, innerPath: string): boolean {
  const segment = /^\/([^/?#]+)/.exec(innerPath)?.[1]?.toLowerCase();
  if (!segment) return false;
  return settings.supported.some((language) => sameLanguage(language, segment) || settings.prefixes[language] === segment);
}

// A link in sanitised markup: the sanitiser writes every kept `href` as `href="..."` (src/components/sanitizeHtml.ts).
const MARKUP_SITE_LINK = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g;

/**
 * The site links (root-relative hrefs) of sanitised markup in the page's language, as `Link` makes them: editors
 * link to node paths, which are the same in every language. Only a prefix is ever added, so escaping is untouched.
 */
export function localiseMarkupLinks(settings: LanguageSettings, language: string, html: string): string {
  if (!settings.prefixes[language] || !html.includes('href="/')) return html;
  return html.replace(MARKUP_SITE_LINK, (_, before: string, href: string) => `${before}${localiseLink(settings, language, href)}"`);
}
