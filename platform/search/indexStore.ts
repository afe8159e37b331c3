// Everything SearchIndex keeps about the stored entries: exact-value indexes per path, word indexes (built when
// first needed, searchContent/entryTitle/entryDescription at start-up), locations, and small caches.
import type { ContentType, Entry } from '../../contract';
import { Bitset } from './bitset';
import { isObject } from '../json';
import { locationOf, searchContentParts, textOf, valuesAt, type Lookup } from './entryValues';
import { buildPathIndex, type PathIndex } from './pathIndex';
import { TextIndex } from './textIndex';
import { chargeNative, type ScanMeter } from './wildcard';

/** Virtual field holding all of an entry's text (`*` in freeText means the same). */
const SEARCH_CONTENT = 'searchContent';

export function isSearchContent(field: string): boolean {
  return field === SEARCH_CONTENT || field === '*' || field === '_searchContent';
}

/** Postings at least this long are kept as ready-made bitsets (versionStatus, language, content type, ...). */
const BITSET_CACHE_MIN = 2048;
const BITSET_CACHE_LIMIT = 256;
/**
 * Characters of lower-cased searchContent kept between queries: a contains on searchContent may read every
 * entry's, and building them is most of its cost. Entries past the budget are lower-cased on each read.
 */
const LOWERED_TEXT_BUDGET = 64 * 1024 * 1024;

/** Elasticsearch keyword fields ignore longer values, so contains/startsWith/endsWith never see them. */
export const MAX_TEXT_MATCH_LENGTH = 8000;

/** A text lower-cased, and whether the original is short enough for contains/startsWith/endsWith to see it. */
export interface LoweredText {
  lower: string;
  fits: boolean;
}

export const lowered = (text: string): LoweredText => ({ lower: text.toLowerCase(), fits: text.length <= MAX_TEXT_MATCH_LENGTH });

export interface LocationView {
  lat: Float64Array;
  lon: Float64Array;
  docs: Uint32Array;
}

export class IndexStore {
  readonly size: number;
  readonly universe: Bitset;
  private readonly paths = new Map<string, PathIndex>();
  /**
   * Queries may name any field, made up or not: a path no entry has gets this one shared empty index instead
   * of an index of its own, so made-up names cost neither memory nor a scan of the entries.
   */
  private readonly emptyPath: PathIndex;
  /** Keys of the objects found at a path ('' = the entries): read once per path that exists. */
  private readonly keysAtPath = new Map<string, Set<string>>();
  private readonly textIndexes = new Map<string, TextIndex>();
  private readonly locationViews = new Map<string, LocationView>();
  private readonly bitsetCache = new Map<string, Bitset>();
  /** Content type id -> [entryTitleField, entryDescriptionField], for entries without the virtual fields. */
  private readonly virtualFields = new Map<string, [string | undefined, string | undefined]>();

  constructor(
    readonly entries: readonly Entry[],
    readonly contentTypes: readonly ContentType[],
    readonly lookup: Lookup | undefined,
  ) {
    this.size = entries.length;
    this.universe = Bitset.full(this.size);
    this.emptyPath = buildPathIndex('', this.size, () => []);
    for (const type of contentTypes) {
      this.virtualFields.set(type.id, [type.entryTitleField, type.entryDescriptionField]);
    }
    // What nearly every search filters, sorts or ranks by; other paths are indexed when a search first names them.
    for (const field of ['sys.versionStatus', 'sys.contentTypeId', 'sys.language', 'sys.dataFormat', 'sys.id', 'entryTitle']) {
      this.path(field);
    }
    this.textIndex(SEARCH_CONTENT);
    this.textIndex('entryTitle');
    this.textIndex('entryDescription');
  }

  /** entryTitle / entryDescription read from the content type's title/description field when not stored. */
  private virtualValue(entry: Entry, key: 'entryTitle' | 'entryDescription'): unknown {
    const fields = this.virtualFields.get(entry.sys?.contentTypeId);
    const field = fields?.[key === 'entryTitle' ? 0 : 1];
    return field ? entry[field] : undefined;
  }

  /** Values at a field path, with the entryTitle/entryDescription fallback. */
  valuesOf(doc: number, field: string): unknown[] {
    const entry = this.entries[doc];
    if ((field === 'entryTitle' || field === 'entryDescription') && entry[field] === undefined) {
      const v = this.virtualValue(entry, field);
      return v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
    }
    return valuesAt(entry, field);
  }

  /** The exact-value index of a field path (empty when no entry has the field). */
  path(field: string): PathIndex {
    let index = this.paths.get(field);
    if (!index) {
      if (field !== 'sys.versionStatus' && !this.exists(field)) return this.emptyPath;
      // Pack entries may omit sys.versionStatus; such an entry is the published version.
      const valuesOf =
        field === 'sys.versionStatus'
          ? (doc: number) => {
              const values = this.valuesOf(doc, field);
              return values.length > 0 ? values : ['published'];
            }
          : (doc: number) => this.valuesOf(doc, field);
      index = buildPathIndex(field, this.size, valuesOf);
      this.paths.set(field, index);
    }
    return index;
  }

  /** Whether some entry has an object key at each step of the path (one scan per existing path prefix, ever). */
  private exists(field: string): boolean {
    let prefix = '';
    for (const segment of field.split('.')) {
      let keys = this.keysAtPath.get(prefix);
      if (!keys) {
        keys = new Set(prefix === '' ? ['entryTitle', 'entryDescription'] : []);
        for (let doc = 0; doc < this.size; doc++) {
          for (const value of prefix === '' ? [this.entries[doc]] : this.valuesOf(doc, prefix)) {
            if (isObject(value)) for (const key in value) keys.add(key);
          }
        }
        this.keysAtPath.set(prefix, keys);
      }
      if (!keys.has(segment)) return false;
      prefix = prefix === '' ? segment : `${prefix}.${segment}`;
    }
    return true;
  }

  /** Adds the documents holding `key` at `index` to `into`. */
  addKeyDocs(index: PathIndex, key: string, into: Bitset): Bitset {
    const posting = index.values.get(key);
    if (posting === undefined) return into;
    if (typeof posting === 'number') {
      into.add(posting);
      return into;
    }
    if (posting.length < BITSET_CACHE_MIN) return into.addDocs(posting);
    return into.or(this.cached(`${index.path}\u0000${key}`, posting));
  }

  /** Documents with a value at `index` (a shared set: do not modify). */
  presentDocs(index: PathIndex): Bitset {
    if (index.present.length < BITSET_CACHE_MIN) return Bitset.fromDocs(this.size, index.present);
    return this.cached(`${index.path}\u0001`, index.present);
  }

  private cached(key: string, docs: readonly number[]): Bitset {
    return this.memo(key, () => Bitset.fromDocs(this.size, docs));
  }

  /** A shared (read-only) set remembered under `key`: for results that do not depend on the rest of a query. */
  memo(key: string, compute: () => Bitset): Bitset {
    let set = this.bitsetCache.get(key);
    if (set) {
      this.bitsetCache.delete(key);
      this.bitsetCache.set(key, set);
      return set;
    }
    set = compute();
    if (this.bitsetCache.size >= BITSET_CACHE_LIMIT) this.bitsetCache.delete(this.bitsetCache.keys().next().value as string);
    this.bitsetCache.set(key, set);
    return set;
  }

  private searchContentCache: (LoweredText | undefined)[] | null = null;
  private searchContentChars = 0;

  /**
   * A document's searchContent as one lower-cased text (its parts joined: a pattern may span them). Building it
   * is counted on `meter`.
   */
  searchContentLowered(doc: number, meter?: ScanMeter): LoweredText {
    this.searchContentCache ??= new Array<LoweredText | undefined>(this.size);
    const cached = this.searchContentCache[doc];
    if (cached) return cached;
    const text = lowered(this.textStrings(doc, SEARCH_CONTENT).join(' '));
    if (meter) chargeNative(meter, text.lower.length);
    if (this.searchContentChars + text.lower.length <= LOWERED_TEXT_BUDGET) {
      this.searchContentChars += text.lower.length;
      this.searchContentCache[doc] = text;
    }
    return text;
  }

  /** The strings text operators test for one document and field (searchContent: its parts). */
  textStrings(doc: number, field: string): string[] {
    if (isSearchContent(field)) return searchContentParts(this.entries[doc], this.lookup);
    const out: string[] = [];
    for (const value of this.valuesOf(doc, field)) textOf(value, out);
    return out;
  }

  textIndex(field: string): TextIndex {
    const key = isSearchContent(field) ? SEARCH_CONTENT : field;
    let index = this.textIndexes.get(key);
    if (!index) {
      index = new TextIndex(this.size, (doc) => this.textStrings(doc, key));
      this.textIndexes.set(key, index);
    }
    return index;
  }

  locations(field: string): LocationView {
    let view = this.locationViews.get(field);
    if (!view && this.path(field) === this.emptyPath)
      return { lat: new Float64Array(0), lon: new Float64Array(0), docs: new Uint32Array(0) };
    if (!view) {
      const lat: number[] = [];
      const lon: number[] = [];
      const docs: number[] = [];
      this.entries.forEach((_entry, doc) => {
        for (const value of this.valuesOf(doc, field)) {
          const loc = locationOf(value);
          if (loc) {
            lat.push(loc.lat);
            lon.push(loc.lon);
            docs.push(doc);
          }
        }
      });
      view = { lat: Float64Array.from(lat), lon: Float64Array.from(lon), docs: Uint32Array.from(docs) };
      this.locationViews.set(field, view);
    }
    return view;
  }

  /** Word indexes currently held, for diagnostics. */
  textIndexFields(): string[] {
    return Array.from(this.textIndexes.keys());
  }
}
