// Editors' preview on the public host: a signed, short-lived link to the preview of one entry in one language of
// one project (`/preview/{entryId}/{language}?preview=<token>`). It admits drafts for that page only: any other
// address, entry, language or project, or a changed or expired token, is refused.
import type { LinkTokens } from '../account/signedTokens';
import { projectLanguages, type ProjectConfig } from '../../src/features/routing';
import { addressIn } from './pageLanguages';

/** The query parameter that carries a preview link's token. */
export const PREVIEW_TOKEN_PARAM = 'preview';

/** An entry's preview path, with or without a language prefix: `/preview/{entryId}/{language}`, `/cy/preview/...`. */
const PREVIEW_PATH = /^(?:\/[^/]+)?\/preview\/([^/]+)\/([^/]+)\/?$/;

export interface PreviewTarget {
  entryId: string;
  language: string;
}

/** The entry and language a preview path shows, or null for any other path. */
export function previewTarget(path: string): PreviewTarget | null {
  const match = PREVIEW_PATH.exec(path);
  if (!match) return null;
  try {
    return { entryId: decodeURIComponent(match[1]), language: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

export interface PreviewLinks {
  /** How long a link works. */
  minutes: number;
  /** The signed public address of an entry's preview in a language, or null when the project has no public address. */
  linkFor(project: ProjectConfig, target: PreviewTarget, fallbackLanguage: string): string | null;
  /** Whether a token admits the preview of this entry in this language of this project. */
  admits(token: string, project: ProjectConfig, target: PreviewTarget): boolean;
}

const stampOf = (project: ProjectConfig, language: string) => `${project.id}\n${language.toLowerCase()}`;

export function createPreviewLinks(tokens: LinkTokens, minutes: number): PreviewLinks {
  return {
    minutes,
    linkFor(project, target, fallbackLanguage) {
      const languages = projectLanguages(project, fallbackLanguage);
      const token = tokens.issue('preview', { userId: target.entryId, stamp: stampOf(project, target.language) }, minutes * 60_000);
      const language = languages.supported.find((code) => code.toLowerCase() === target.language.toLowerCase()) ?? languages.primary;
      const path = `/preview/${encodeURIComponent(target.entryId)}/${encodeURIComponent(target.language)}`;
      const address = addressIn(project, languages, language, path);
      return address ? `${address}?${PREVIEW_TOKEN_PARAM}=${token}` : null;
    },
    admits(token, project, target) {
      const claims = tokens.read('preview', token);
      return claims !== null && claims.userId === target.entryId && claims.stamp === stampOf(project, target.language);
    },
  };
}
