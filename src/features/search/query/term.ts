// The visitor's term as `where` expressions (spec §5 search term, §9 term weights).
import { Op } from '../../../lib/delivery';
import type { WhereExpression } from '../../../lib/delivery/types';
import { MAX_QUOTED_PHRASES, MAX_TERM_LENGTH, MAX_TERM_WORDS, SEARCH_FIELDS, TERM_ILLEGAL_CHARACTERS, TERM_WEIGHTS } from '../constants';
import type { WeightedSearchField } from '../types';

const ILLEGAL = new RegExp(`[${TERM_ILLEGAL_CHARACTERS.map((c) => `\\${c}`).join('')}]`, 'g');
const QUOTED = /"([^"]*)"/g;

/**
 * Strips query syntax and wildcards (so no visitor text reaches a `contains` as a pattern), collapses
 * white space, and bounds length and word count.
 */
export function sanitiseTerm(text: string): string {
  const words = text.replace(ILLEGAL, '').replace(/"/g, ' ').split(/\s+/).filter(Boolean).slice(0, MAX_TERM_WORDS);
  return words.join(' ').slice(0, MAX_TERM_LENGTH).trim();
}

/** The term's quoted phrases (each matched as a whole) and the words around them. */
export function splitTerm(term: string): { words: string; phrases: string[] } {
  const phrases: string[] = [];
  for (const match of term.matchAll(QUOTED)) {
    const phrase = sanitiseTerm(match[1]);
    if (phrase && !phrases.includes(phrase)) phrases.push(phrase);
  }
  return { words: sanitiseTerm(term.replace(QUOTED, ' ')), phrases: phrases.slice(0, MAX_QUOTED_PHRASES) };
}

export interface TermOptions {
  weightedSearchFields?: readonly WeightedSearchField[];
  fuzzySearch?: boolean;
  omitDefaultSearchFields?: readonly string[];
}

/** Fields matched as substrings: they hold identifiers and paths rather than prose. */
const CONTAINS_FIELDS: readonly string[] = [SEARCH_FIELDS.keywords, SEARCH_FIELDS.uri, SEARCH_FIELDS.filename];

/**
 * Default fields: the words rank entries (exact title 10, title and description free text 2, keywords and
 * uri contains 2, searchContent); each quoted phrase must appear in searchContent (or the title when
 * searchContent is omitted).
 */
function defaultTermExpressions(words: string, phrases: string[], fuzzy: boolean, omit: readonly string[]): WhereExpression[] {
  const searched = (field: string) => !omit.includes(field);
  const ranked: WhereExpression[] = [];
  if (words) {
    if (searched(SEARCH_FIELDS.entryTitle)) {
      ranked.push(Op.weight(Op.equalTo(SEARCH_FIELDS.entryTitle, words), TERM_WEIGHTS.exactTitle));
      ranked.push(Op.weight(Op.freeText(SEARCH_FIELDS.entryTitle, words, fuzzy), TERM_WEIGHTS.titleFreeText));
    }
    if (searched(SEARCH_FIELDS.entryDescription)) {
      ranked.push(Op.weight(Op.freeText(SEARCH_FIELDS.entryDescription, words, fuzzy), TERM_WEIGHTS.description));
    }
    if (searched(SEARCH_FIELDS.keywords)) ranked.push(Op.weight(Op.contains(SEARCH_FIELDS.keywords, words), TERM_WEIGHTS.keywords));
    if (searched(SEARCH_FIELDS.uri)) ranked.push(Op.weight(Op.contains(SEARCH_FIELDS.uri, words), TERM_WEIGHTS.uri));
    if (searched(SEARCH_FIELDS.searchContent)) ranked.push(Op.freeText(SEARCH_FIELDS.searchContent, words, fuzzy));
  }
  const phraseField = searched(SEARCH_FIELDS.searchContent) ? SEARCH_FIELDS.searchContent : SEARCH_FIELDS.entryTitle;
  const required = phrases.map((phrase) => Op.contains(phraseField, phrase));
  return [...(ranked.length > 0 ? [Op.or(...ranked)] : []), ...required];
}

/** Developer-chosen fields: each field must hold the words and every phrase; any field may match. */
function weightedTermExpressions(
  words: string,
  phrases: string[],
  fields: readonly WeightedSearchField[],
  fuzzy: boolean,
  omit: readonly string[],
): WhereExpression[] {
  const unique = fields.filter((field, index) => fields.findIndex((f) => f.fieldId === field.fieldId) === index);
  const perField = unique.map(({ fieldId, weight }) => {
    const parts: WhereExpression[] = [];
    if (words) {
      if (CONTAINS_FIELDS.includes(fieldId)) parts.push(Op.weight(Op.contains(fieldId, words), weight));
      else if (fieldId === SEARCH_FIELDS.entryTitle) {
        parts.push(Op.or(Op.weight(Op.contains(fieldId, words), weight), Op.weight(Op.freeText(fieldId, words, fuzzy), weight)));
      } else parts.push(Op.weight(Op.freeText(fieldId, words, fuzzy), weight));
    }
    for (const phrase of phrases) parts.push(Op.weight(Op.contains(fieldId, phrase), weight));
    return parts.length > 1 ? Op.and(...parts) : parts[0];
  });
  if (!omit.includes(SEARCH_FIELDS.searchContent)) {
    perField.push(Op.freeText(SEARCH_FIELDS.searchContent, [words, ...phrases].filter(Boolean).join(' '), fuzzy));
  }
  return [Op.or(...perField)];
}

export function termExpressions(term: string, options: TermOptions = {}): WhereExpression[] {
  const { words, phrases } = splitTerm(term);
  if (!words && phrases.length === 0) return [];
  const fuzzy = options.fuzzySearch ?? false;
  const omit = options.omitDefaultSearchFields ?? [];
  if (options.weightedSearchFields && options.weightedSearchFields.length > 0) {
    return weightedTermExpressions(words, phrases, options.weightedSearchFields, fuzzy, omit);
  }
  return defaultTermExpressions(words, phrases, fuzzy, omit);
}
