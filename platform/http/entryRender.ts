import type { Entry, EntryStub, VersionStatus } from '../../contract';
import { findEntry, type LoadedProject } from '../pack';
import { canSeeEntry } from './access';
import type { Caller } from './caller';
import { selectFields, type FieldSelection } from './fieldSelection';
import type { SurrogateKeys } from './surrogateKeys';
import { isEntryStub as isStub, isObject, type JsonObject } from '../json';

export interface EntryRenderOptions {
  project: LoadedProject;
  /** The language the request named; null when it named none (links then keep their own language). */
  language: string | null;
  versionStatus: VersionStatus;
  linkDepth: number;
  fieldLinkDepths: Record<string, number> | null;
  fields: FieldSelection | null;
  caller: Caller;
  keys: SurrogateKeys | null;
}

/**
 * An entry as answered: fields selected, then links resolved by linkDepth / fieldLinkDepths. Field paths in
 * fieldLinkDepths address the requested entry's own fields (`composer.<itemType>.<field>`, `image`, `links`);
 * the longest matching path wins, and inside a resolved linked entry the depth counts down by one per level.
 * With nothing to resolve the stored entry itself is answered (no copy).
 */
export function renderEntry(entry: Entry, options: EntryRenderOptions): Entry {
  return entryRenderer(options)(entry, options.versionStatus);
}

/**
 * Renders several entries with the same options (a page of results), each in its own version status. Linked
 * entries are resolved once for the whole page, not once per item that links to them.
 */
export function entryRenderer(options: Omit<EntryRenderOptions, 'versionStatus'>): (entry: Entry, versionStatus: VersionStatus) => Entry {
  const resolvesAnything =
    options.linkDepth > 0 || (options.fieldLinkDepths !== null && Object.values(options.fieldLinkDepths).some((depth) => depth > 0));
  const resolvers = new Map<VersionStatus, LinkResolver>();
  return (entry, versionStatus) => {
    options.keys?.entry(options.project.id, entry.sys.id);
    const selected = options.fields ? selectFields(entry, options.fields) : entry;
    if (!resolvesAnything) return selected;
    let resolver = resolvers.get(versionStatus);
    if (!resolver) resolvers.set(versionStatus, (resolver = new LinkResolver({ ...options, versionStatus })));
    return resolver.root(selected);
  };
}

function isComposerItem(value: JsonObject): value is { type: string; value: unknown } {
  if (typeof value.type !== 'string' || !('value' in value)) return false;
  for (const key in value) if (key !== 'type' && key !== 'value') return false;
  return true;
}

/** An entry image: `{ asset, altText?, caption?, transformations? }`. */
function isImage(value: JsonObject): boolean {
  return isObject(value.asset) && isObject(value.asset.sys);
}

class LinkResolver {
  /** Linked entries already rendered in this answer, by id, language and remaining depth. */
  private readonly rendered = new Map<string, Entry | null>();

  constructor(private readonly options: EntryRenderOptions) {}

  root(entry: Entry): Entry {
    return this.mapFields(entry, (value, key) => this.value(value, key, null));
  }

  private mapFields(entry: Entry, map: (value: unknown, key: string) => unknown): Entry {
    let result: Entry | null = null;
    for (const key in entry) {
      if (key === 'sys') continue;
      const value = entry[key];
      const mapped = map(value, key);
      if (mapped !== value) {
        result ??= { ...entry };
        result[key] = mapped;
      }
    }
    return result ?? entry;
  }

  /** `inherited` is the depth left inside a linked entry; null while walking the requested entry's own fields. */
  private depthAt(path: string, inherited: number | null): number {
    if (inherited !== null) return inherited;
    const depths = this.options.fieldLinkDepths;
    if (depths) {
      let best = -1;
      let depth = this.options.linkDepth;
      for (const key in depths) {
        if ((path === key || path.startsWith(`${key}.`)) && key.length > best) {
          best = key.length;
          depth = depths[key];
        }
      }
      return depth;
    }
    return this.options.linkDepth;
  }

  private value(value: unknown, path: string, inherited: number | null): unknown {
    if (Array.isArray(value)) {
      let result: unknown[] | null = null;
      for (let index = 0; index < value.length; index++) {
        const item = value[index];
        const mapped = this.value(item, path, inherited);
        if (mapped !== item && result === null) result = value.slice(0, index);
        // A link whose variation does not exist is left out of an array.
        if (result !== null && !(mapped === null && item !== null)) result.push(mapped);
      }
      return result ?? value;
    }
    if (!isObject(value)) return value;
    if (isStub(value)) {
      const depth = this.depthAt(path, inherited);
      return depth > 0 ? this.link(value, depth) : value;
    }
    if (isComposerItem(value)) {
      const mapped = this.value(value.value, `${path}.${value.type}`, inherited);
      return mapped === value.value ? value : { ...value, value: mapped };
    }
    if (isImage(value)) return this.image(value, path, inherited);
    let result: JsonObject | null = null;
    for (const key in value) {
      const item = value[key];
      const mapped = this.value(item, `${path}.${key}`, inherited);
      if (mapped !== item) {
        result ??= { ...value };
        result[key] = mapped;
      }
    }
    return result ?? value;
  }

  private image(value: JsonObject, path: string, inherited: number | null): unknown {
    const depth = this.depthAt(path, inherited);
    const asset = value.asset as JsonObject;
    if (depth <= 0 || !isStub(asset)) return value;
    const resolved = this.link(asset, depth);
    if (resolved === asset) return value;
    const transformations = value.transformations;
    if (resolved && typeof transformations === 'string' && transformations !== '' && resolved.sys.uri) {
      const uri = resolved.sys.uri;
      const withQuery = `${uri}${uri.includes('?') ? '&' : '?'}${transformations.replace(/^\?/, '')}`;
      return { ...value, asset: { ...resolved, sys: { ...resolved.sys, uri: withQuery } } };
    }
    return { ...value, asset: resolved };
  }

  /** The linked entry (rendered with one level less), the stub when the caller may not see it, or null when missing. */
  private link(stub: JsonObject & EntryStub, depth: number): Entry | EntryStub | null {
    const { project, caller } = this.options;
    const id = stub.sys.id;
    const language = this.options.language ?? stub.sys.language ?? project.project.primaryLanguage;
    const cacheKey = `${id}\u0000${language}\u0000${depth}`;
    const cached = this.rendered.get(cacheKey);
    if (cached !== undefined) return cached;
    if (!canSeeEntry(project, id, caller)) return stub;
    const target = findEntry(project, id, language, this.options.versionStatus);
    if (!target) {
      this.rendered.set(cacheKey, null);
      return null;
    }
    this.options.keys?.entry(project.id, target.sys.id);
    const selected = this.options.fields ? selectFields(target, this.options.fields) : target;
    const result = depth - 1 > 0 ? this.mapFields(selected, (value, key) => this.value(value, key, depth - 1)) : selected;
    this.rendered.set(cacheKey, result);
    return result;
  }
}
