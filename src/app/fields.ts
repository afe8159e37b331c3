// Entry fields arrive as `unknown` (an entry is a bag of fields by id). These readers check the
// shape once, so templates render what is there and skip what is missing or malformed. Given a TypedEntry (a site's
// generated content types), a reader takes only a field id its content type has.
import type { ComposerItem, DateRange, Entry, Image, Location, TaxonomyValue } from '../lib/delivery/types';
import { isResolvedEntry } from '../lib/delivery/links';
import { isImageValue, isInPage, type InPageMarker } from '../components';
import type { RouteNode } from '../features/routing';
import type { FieldIdOf } from './pages/types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function text<E extends Entry>(entry: E, id: FieldIdOf<E>): string | null {
  const value = entry[id];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Text drawn in an InPage element (Markup, Lead): the text, or the marker of text the server left in the page. */
export function textInPage<E extends Entry>(entry: E, id: FieldIdOf<E>): string | InPageMarker | null {
  const value = entry[id];
  return isInPage(value) ? value : text(entry, id);
}

/** Rich text (HTML) for Markup. */
export const richText = textInPage;

export function numberField<E extends Entry>(entry: E, id: FieldIdOf<E>): number | null {
  const value = entry[id];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function image<E extends Entry>(entry: E, id: FieldIdOf<E>): Image | null {
  const value = entry[id];
  return isImageValue(value) ? value : null;
}

export function linkedEntry<E extends Entry>(entry: E, id: FieldIdOf<E>): Entry | null {
  const value = entry[id];
  return isResolvedEntry(value) ? value : null;
}

/** The resolved entries of a list of entry links. */
export function resolvedEntries(value: unknown): Entry[] {
  return Array.isArray(value) ? value.filter(isResolvedEntry) : [];
}

export function isTaxonomyValue(value: unknown): value is TaxonomyValue {
  return isRecord(value) && typeof value.key === 'string';
}

export function taxonomy<E extends Entry>(entry: E, id: FieldIdOf<E>): TaxonomyValue | null {
  const value = entry[id];
  return isTaxonomyValue(value) ? value : null;
}

export function taxonomyList<E extends Entry>(entry: E, id: FieldIdOf<E>): TaxonomyValue[] {
  const value = entry[id];
  return Array.isArray(value) ? value.filter(isTaxonomyValue) : [];
}

/** A taxonomy value's label: its name, else the last segment of its path, else its key. */
export function taxonomyLabel(value: TaxonomyValue): string {
  if (typeof value.name === 'string' && value.name) return value.name;
  return value.path?.split('/').filter(Boolean).pop() ?? value.key;
}

export function dateRange<E extends Entry>(entry: E, id: FieldIdOf<E>): DateRange | null {
  const value = entry[id];
  return isRecord(value) && typeof value.from === 'string'
    ? { from: value.from, to: typeof value.to === 'string' ? value.to : null }
    : null;
}

export function location<E extends Entry>(entry: E, id: FieldIdOf<E>): Location | null {
  const value = entry[id];
  return isRecord(value) && typeof value.lat === 'number' && typeof value.lon === 'number' ? { lat: value.lat, lon: value.lon } : null;
}

export function composerItems(value: unknown): ComposerItem[] {
  return Array.isArray(value) ? value.filter((item): item is ComposerItem => isRecord(item) && typeof item.type === 'string') : [];
}

/** The entry a node carries (children carry theirs for cards and section lists). */
export function nodeEntry(node: RouteNode): Entry | null {
  return isResolvedEntry(node.entry) ? node.entry : null;
}

/** The page's title field, falling back to the entry title. */
export function titleOf(entry: Entry): string {
  return text(entry, 'title') ?? entry.entryTitle ?? '';
}

/** People are titled by their full name. */
export function personName(entry: Entry): string {
  const name = [text(entry, 'firstName'), text(entry, 'lastName')].filter(Boolean).join(' ');
  return name || entry.entryTitle || '';
}
