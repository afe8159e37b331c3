// taxonomy.getNodeByKey / getNodeByPath (contensis-api.md §1.11).
import { type CallOptions, projectPath } from './callOptions';
import type { ResolvedConfig } from './config';
import { MESSAGES } from './errors';
import { encodePath, type QueryValue, toQueryString } from './queryString';
import type { Transport } from './transport';
import type { TaxonomyNode } from './types';

export interface TaxonomyOptions extends CallOptions {
  /** Levels of children to include. */
  childDepth?: number;
  /** `alphabetical` is the server default, so only `defined` is sent. */
  order?: 'defined' | 'alphabetical';
  language?: string;
}

export interface TaxonomyOperations {
  getNodeByKey(keyOrOptions: string | (TaxonomyOptions & { key: string })): Promise<TaxonomyNode | null>;
  getNodeByPath(pathOrOptions: string | (TaxonomyOptions & { path: string })): Promise<TaxonomyNode | null>;
}

export function createTaxonomyOperations(config: ResolvedConfig, transport: Transport): TaxonomyOperations {
  const base = `${projectPath(config)}/taxonomy/nodes`;

  function params(options: TaxonomyOptions, extra: Record<string, QueryValue> = {}): string {
    return toQueryString({
      ...extra,
      childDepth: typeof options.childDepth === 'number' ? options.childDepth : undefined,
      language: options.language || config.language,
      order: options.order === 'defined' ? 'defined' : undefined,
    });
  }

  return {
    async getNodeByKey(keyOrOptions) {
      const options = typeof keyOrOptions === 'string' ? { key: keyOrOptions } : (keyOrOptions ?? { key: '' });
      if (!options.key) throw new Error(MESSAGES.invalidTaxonomyKey);
      // Keys such as `0/1` keep their slashes in the path.
      return transport.request<TaxonomyNode>({ path: `${base}/${encodePath(options.key)}${params(options)}`, signal: options.signal });
    },

    async getNodeByPath(pathOrOptions) {
      const options = typeof pathOrOptions === 'string' ? { path: pathOrOptions } : (pathOrOptions ?? { path: '' });
      if (!options.path) throw new Error(MESSAGES.invalidTaxonomyPath);
      return transport.request<TaxonomyNode>({ path: base + params(options, { path: options.path }), signal: options.signal });
    },
  };
}
