import { escapeHtml } from '../src/lib/html';

/** The words of a plain error page in the visitor's language (`wordsFor(site, language)` gives them). */
export interface PlainErrorWords {
  language: string;
  homeLink: string;
  /** Where the home link goes: the home page in the visitor's language (`/cy`); default `/`. */
  homePath?: string;
}

const ENGLISH: PlainErrorWords = { language: 'en-GB', homeLink: 'Go to the home page' };

/**
 * A small accessible page for answers the app cannot render (a malformed address, an unexpected failure): a
 * language, a title, one main landmark and a level-one heading, and a way back home.
 */
export function plainErrorPage(status: number, heading: string, detail?: string, words: PlainErrorWords = ENGLISH): string {
  const title = `${status} ${escapeHtml(heading)}`;
  const paragraph = detail ? `<p>${escapeHtml(detail)}</p>` : '';
  return `<!DOCTYPE html><html lang="${escapeHtml(words.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${paragraph}<p><a href="${escapeHtml(words.homePath ?? '/')}">${escapeHtml(words.homeLink)}</a></p></main></body></html>`;
}
