import { selectAlternates, selectContentLanguage, type ProjectConfig } from '../../src/features/routing';
import type { RootState } from '../../src/app/rootReducer';
import { pathInLanguage, type LanguageSettings } from '../../src/lib/url/languages';

/** A `<link rel="alternate" hreflang>` of a page. */
export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** A path's address in a language: on the language's own origin, or the project's. */
export function addressIn(project: ProjectConfig, languages: LanguageSettings, language: string, path: string): string | null {
  const origin = languages.origins?.[language] ?? project.publicUri.replace(/\/+$/, '');
  if (!origin) return null;
  return `${origin}${pathInLanguage(languages, language, path)}`;
}

/**
 * What the document says of the page's languages: `<html lang>` (the page's language: its content may be marked
 * with another on the main element), the canonical address (the page itself, or the primary language's page when it
 * shows that for want of a variation), and the alternates: each real variation (itself included) and `x-default`,
 * the primary language's, when the project has more than one language.
 */
export function documentLanguages(project: ProjectConfig, state: RootState) {
  const { routing } = state;
  const { languages } = routing;
  const contentLanguage = selectContentLanguage(state);
  const canonicalLanguage = contentLanguage ?? routing.language;
  const canonicalUrl = routing.canonicalPath ? addressIn(project, languages, canonicalLanguage, routing.canonicalPath) : null;
  const alternates = alternateLinks(project, languages, selectAlternates(state));
  return { lang: routing.language, canonicalUrl, alternates, missingVariation: contentLanguage !== null };
}

/**
 * A page's `hreflang` alternates from its variations (each language and its path): each one's address, itself
 * included, and `x-default`, the primary language's, when the project has more than one language. The page's
 * `<link rel="alternate">` and its sitemap entry (server/seo) both say these.
 */
export function alternateLinks(
  project: ProjectConfig,
  languages: LanguageSettings,
  variations: readonly { language: string; path: string }[],
): AlternateLink[] {
  const alternates: AlternateLink[] = [];
  if (languages.supported.length > 1) {
    for (const { language, path } of variations) {
      const href = addressIn(project, languages, language, path);
      if (href) alternates.push({ hreflang: language, href });
    }
    const primary = alternates.find(({ hreflang }) => hreflang === languages.primary);
    if (primary) alternates.push({ hreflang: 'x-default', href: primary.href });
  }
  return alternates;
}
