// nodes.* — the site view (contensis-api.md §1.10). Every call takes the entry options (language,
// versionStatus, entryFields, entryLinkDepth, entryFieldLinkDepths); some add depth.
import { type FieldList, languageOf, type LocalisedOptions, optionsFrom, projectPath, versionStatusOf } from './callOptions';
import { ANSWER_SHAPES, type AnswerShape } from './answerShapes';
import type { ResolvedConfig } from './config';
import { MESSAGES } from './errors';
import { encodePath, jsonIfNotEmpty, latestOnly, list, positive, type QueryValue, toQueryString, trueOnly } from './queryString';
import type { Transport } from './transport';
import type { Node } from './types';

export interface NodeEntryOptions extends LocalisedOptions {
  /** Fields of the attached entry; `*` = all. */
  entryFields?: FieldList;
  entryLinkDepth?: number;
  entryFieldLinkDepths?: Record<string, number>;
}

export interface NodeDepthOptions extends NodeEntryOptions {
  /** Levels of descendants to include as `children`. */
  depth?: number;
}

export interface NodeGetOptions extends NodeDepthOptions {
  id?: string;
  /** e.g. `/about/team`; wins over id. */
  path?: string;
  /** Return the nearest existing ancestor instead of a 404. */
  allowPartialMatch?: boolean;
}

export interface NodeIdOptions extends NodeEntryOptions {
  id: string;
}

export interface NodeGetByEntryOptions extends NodeDepthOptions {
  entryId?: string;
  entry?: { sys: { id: string } };
  /** Only the canonical node: the answer is one Node (404 when none) instead of a list. */
  canonicalOnly?: boolean;
}

export interface NodeGetAncestorsOptions extends NodeIdOptions {
  /** First level to return (1 = root). */
  startLevel?: number;
  /** Levels of each ancestor's descendants to include as `children` (1: the parent's children are the node's siblings). */
  depth?: number;
}

export interface NodeGetAncestorOptions extends NodeIdOptions {
  /** The level of the wanted ancestor (1 = root). */
  startLevel: number;
  depth?: number;
}

export interface NodeOperations {
  getRoot(options?: NodeDepthOptions): Promise<Node | null>;
  /** A string starting with `/` is a path, any other string an id. */
  get(idOrPathOrOptions: string | NodeGetOptions): Promise<Node | null>;
  getByEntry(options: NodeGetByEntryOptions & { canonicalOnly: true }): Promise<Node | null>;
  getByEntry(entryIdOrOptions: string | NodeGetByEntryOptions): Promise<Node[] | null>;
  getChildren(idOrOptions: string | NodeIdOptions): Promise<Node[] | null>;
  getParent(idOrOptions: string | (NodeIdOptions & { depth?: number })): Promise<Node | null>;
  getAncestors(idOrOptions: string | NodeGetAncestorsOptions): Promise<Node[] | null>;
  /** The ancestor at `startLevel` (GET .../ancestors?startLevel=N, as the official client calls it). */
  getAncestor(options: NodeGetAncestorOptions): Promise<Node | null>;
  getSiblings(idOrOptions: string | NodeIdOptions): Promise<Node[] | null>;
}

function nodeIdOf(value: string | { id?: string } | null | undefined): string {
  const id = typeof value === 'string' ? value : value?.id;
  if (!id) throw new Error(MESSAGES.invalidNodeId);
  return id;
}

export function createNodeOperations(config: ResolvedConfig, transport: Transport): NodeOperations {
  const base = `${projectPath(config)}/nodes`;

  function entryParams(options: NodeEntryOptions): Record<string, QueryValue> {
    return {
      entryFieldLinkDepths: jsonIfNotEmpty(options.entryFieldLinkDepths),
      entryFields: list(options.entryFields),
      entryLinkDepth: positive(options.entryLinkDepth),
      language: languageOf(options, config),
      versionStatus: latestOnly(versionStatusOf(options, config)),
    };
  }

  function send<T>(path: string, params: Record<string, QueryValue>, options: NodeEntryOptions, shape: AnswerShape): Promise<T | null> {
    return transport.request<T>({ path: path + toQueryString(params), signal: options.signal, shape });
  }

  async function getByEntry(entryIdOrOptions: string | NodeGetByEntryOptions): Promise<Node[] | Node | null> {
    const options: NodeGetByEntryOptions = typeof entryIdOrOptions === 'string' ? { entryId: entryIdOrOptions } : (entryIdOrOptions ?? {});
    const entryId = options.entryId || options.entry?.sys?.id;
    if (!entryId) throw new Error(MESSAGES.invalidEntryId);
    return send<Node[] | Node>(
      `${base}/`,
      { ...entryParams(options), canonicalOnly: trueOnly(options.canonicalOnly), depth: positive(options.depth), entryId },
      options,
      ANSWER_SHAPES.nodeOrList,
    );
  }

  return {
    async getRoot(options = {}) {
      return send<Node>(`${base}/root`, { ...entryParams(options), depth: positive(options.depth) }, options, ANSWER_SHAPES.node);
    },

    async get(idOrPathOrOptions) {
      const options: NodeGetOptions =
        typeof idOrPathOrOptions === 'string'
          ? idOrPathOrOptions.startsWith('/')
            ? { path: idOrPathOrOptions }
            : { id: idOrPathOrOptions }
          : (idOrPathOrOptions ?? {});
      if (!options.id && !options.path) throw new Error(MESSAGES.invalidNodeIdOrPath);
      const path = options.path
        ? `${base}${encodePath(options.path.startsWith('/') ? options.path : `/${options.path}`)}`
        : `${base}/${encodeURIComponent(options.id as string)}`;
      return send<Node>(
        path,
        { ...entryParams(options), allowPartialMatch: trueOnly(options.allowPartialMatch), depth: positive(options.depth) },
        options,
        ANSWER_SHAPES.node,
      );
    },

    getByEntry: getByEntry as NodeOperations['getByEntry'],

    async getChildren(idOrOptions) {
      const id = nodeIdOf(idOrOptions);
      const options = optionsFrom<NodeIdOptions, 'id'>(idOrOptions, 'id');
      return send<Node[]>(`${base}/${encodeURIComponent(id)}/children`, entryParams(options), options, ANSWER_SHAPES.nodeList);
    },

    async getParent(idOrOptions) {
      const id = nodeIdOf(idOrOptions);
      const options = optionsFrom<NodeIdOptions & { depth?: number }, 'id'>(idOrOptions, 'id');
      return send<Node>(
        `${base}/${encodeURIComponent(id)}/parent`,
        { ...entryParams(options), depth: positive(options.depth) },
        options,
        ANSWER_SHAPES.node,
      );
    },

    async getAncestors(idOrOptions) {
      const id = nodeIdOf(idOrOptions);
      const options = optionsFrom<NodeGetAncestorsOptions, 'id'>(idOrOptions, 'id');
      return send<Node[]>(
        `${base}/${encodeURIComponent(id)}/ancestors`,
        { ...entryParams(options), depth: positive(options.depth), startLevel: positive(options.startLevel) },
        options,
        ANSWER_SHAPES.nodeList,
      );
    },

    async getAncestor(options) {
      const id = nodeIdOf(options);
      const answer = await send<Node[] | Node>(
        `${base}/${encodeURIComponent(id)}/ancestors`,
        { ...entryParams(options), depth: positive(options.depth), startLevel: positive(options.startLevel) },
        options,
        ANSWER_SHAPES.nodeOrList,
      );
      // `/ancestors` answers a list starting at startLevel; accept a single node too (the docs' /ancestor).
      return Array.isArray(answer) ? (answer[0] ?? null) : answer;
    },

    async getSiblings(idOrOptions) {
      const id = nodeIdOf(idOrOptions);
      const options = optionsFrom<NodeIdOptions, 'id'>(idOrOptions, 'id');
      return send<Node[]>(`${base}/${encodeURIComponent(id)}/siblings`, entryParams(options), options, ANSWER_SHAPES.nodeList);
    },
  };
}
