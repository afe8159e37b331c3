// entries.get / list / search (contensis-api.md §1.4-1.7).
import {
  type CallOptions,
  type FieldList,
  languageOf,
  type LocalisedOptions,
  optionsFrom,
  projectPath,
  versionStatusOf,
} from './callOptions';
import { ANSWER_SHAPES } from './answerShapes';
import type { ResolvedConfig } from './config';
import { createZenqlQuery, type EntryQuery, type ZenqlQuery } from './entryQuery';
import { MESSAGES } from './errors';
import { jsonIfNotEmpty, latestOnly, list, positive, toQueryString } from './queryString';
import { buildJsonSearchRequest, buildZenqlRequest, isJsonSearchQuery, isZenqlQuery, type JsonSearchQuery } from './searchRequest';
import type { Transport } from './transport';
import type { Entry, PagedList, PagedSearchList } from './types';

export interface EntryGetOptions extends LocalisedOptions {
  id: string;
  linkDepth?: number;
  fieldLinkDepths?: Record<string, number>;
  fields?: FieldList;
}

export interface EntryListOptions extends LocalisedOptions {
  contentTypeId?: string;
  linkDepth?: number;
  /** Field ids, `-` prefix for descending. */
  order?: FieldList;
  fieldLinkDepths?: Record<string, number>;
  fields?: FieldList;
  pageIndex?: number;
  pageSize?: number;
}

export type SearchInput = JsonSearchQuery | EntryQuery | ZenqlQuery | string;

export interface EntryOperations {
  get(idOrOptions: string | EntryGetOptions): Promise<Entry | null>;
  list(contentTypeIdOrOptions?: string | EntryListOptions): Promise<PagedList<Entry> | null>;
  /** A falsy query resolves null without a call; anything that is neither a JSON query nor ZenQL throws. */
  search(query: SearchInput | null | undefined | '', linkDepth?: number, options?: CallOptions): Promise<PagedSearchList<Entry> | null>;
}

export function createEntryOperations(config: ResolvedConfig, transport: Transport): EntryOperations {
  const base = projectPath(config);
  const settings = { projectPath: base, pageSize: config.pageSize };

  return {
    async get(idOrOptions) {
      const options = optionsFrom<EntryGetOptions, 'id'>(idOrOptions, 'id');
      if (!options.id) throw new Error(MESSAGES.invalidEntryId);
      const query = toQueryString({
        fieldLinkDepths: jsonIfNotEmpty(options.fieldLinkDepths),
        fields: list(options.fields),
        language: languageOf(options, config),
        linkDepth: positive(options.linkDepth),
        versionStatus: latestOnly(versionStatusOf(options, config)),
      });
      return transport.request<Entry>({
        path: `${base}/entries/${encodeURIComponent(options.id)}${query}`,
        signal: options.signal,
        shape: ANSWER_SHAPES.entry,
      });
    },

    async list(contentTypeIdOrOptions) {
      const options = optionsFrom<EntryListOptions, 'contentTypeId'>(contentTypeIdOrOptions, 'contentTypeId');
      const path = options.contentTypeId ? `${base}/contentTypes/${encodeURIComponent(options.contentTypeId)}/entries` : `${base}/entries`;
      const query = toQueryString({
        fieldLinkDepths: jsonIfNotEmpty(options.fieldLinkDepths),
        fields: list(options.fields),
        language: languageOf(options, config),
        linkDepth: positive(options.linkDepth),
        order: list(options.order),
        pageIndex: options.pageIndex || 0,
        pageSize: options.pageSize || config.pageSize,
        versionStatus: latestOnly(versionStatusOf(options, config)),
      });
      return transport.request<PagedList<Entry>>({ path: path + query, signal: options.signal, shape: ANSWER_SHAPES.entryPage });
    },

    // Not async: an invalid query throws synchronously, as the official client does.
    search(query, linkDepth, options = {}) {
      if (!query) return Promise.resolve(null);
      let spec;
      if (isJsonSearchQuery(query)) spec = buildJsonSearchRequest(query, linkDepth, settings);
      else if (typeof query === 'string') spec = buildZenqlRequest(createZenqlQuery(query), linkDepth, settings);
      else if (isZenqlQuery(query)) spec = buildZenqlRequest(query, linkDepth, settings);
      else throw new Error(MESSAGES.invalidQuery);
      return transport.request<PagedSearchList<Entry>>({ ...spec, signal: options.signal, shape: ANSWER_SHAPES.entryPage });
    },
  };
}
