import type { ComponentType } from 'react';
import type { FetchNodeRule, RequireLogin, RoutingState } from '../../features/routing';
import type { Entry, EntrySys } from '../../lib/delivery/types';
import type { LazyChunk } from '../../lib/chunks';
import type { LazyPage } from './lazyPage';
import type { PageMetaFunction } from './meta';
import type { RootState } from '../rootReducer';

/** What a content page loads with its entry (the route loader reads it; see docs/developer-guide.md). */
export interface PageLoad {
  /**
   * The entry's fields (Delivery API `fields`, which applies to linked entries and assets too): what the page
   * renders, so the page's state carries no more. Absent: every field.
   */
  fields?: string[];
  /** Link depth of the entry (default 2). */
  linkDepth?: number;
  /** The node's ancestors (the breadcrumb). Default: yes. */
  ancestors?: boolean;
  /** The node's children; a function decides from the entry (its `fields`). Default: yes. */
  children?: boolean | ((entry: Entry) => boolean);
  /** Fields of each child's entry (cards, section lists). */
  childFields?: string[];
  /** The node's siblings; `'belowTopLevel'`: only below the top level (a top-level page's siblings are the menu). Default: yes. */
  siblings?: boolean | 'belowTopLevel';
  /**
   * The longest children and siblings lists loaded (default 20 each), or each its own (`{ children: false }`). A
   * longer one is not asked for, only counted (`routing.currentNodeChildTotal`, `currentNodeSiblingTotal`): the page
   * says how many there are and links to them (SectionNav's `total`), so a page's cost does not grow with its
   * folder. `false`: any length, for a template that pages through every child itself (ChildListing): that page's
   * cost grows with its children, as the Delivery API cannot page them.
   */
  listLimit?: number | false | { children?: number | false; siblings?: number | false };
}

/** A mini list a page shows: its id in the site's search configuration, with filters and entries left out. */
export interface MiniListRequest {
  id: string;
  filters?: Record<string, string[]>;
  excludeIds?: string[];
}

/** What a page searches: the site search or a listing (results in the URL), and mini lists. */
export interface PageSearches {
  route?: { kind: 'search' } | { kind: 'listing'; listing: string } | null;
  miniLists?: MiniListRequest[];
}

/** Props of a content page module's component: its entry (a TypedEntry for a site's generated content types). */
export interface EntryPageProps<E extends Entry = Entry> {
  entry: E;
}

/** Entry's named members (system and virtual fields), without its index signature (any field id). */
type EntryMembers = { [K in keyof Entry as string extends K ? never : number extends K ? never : K]: Entry[K] };

/** Where a TypedEntry keeps, as a type only, the fields its page module may load. */
declare const loadableFields: unique symbol;

/**
 * An entry of one content type, as a site's generated content types say it (`npm run content:types`,
 * docs/developer-guide.md "Typed content"): the system fields, the content type's own fields and no others, so a
 * template that reads a field its content type does not have fails the type check. `Loadable`: the field ids its
 * page module may load (its own, and those of the entries and assets it links to). A type alias, not an
 * interface, so that it stays assignable to Entry (which the core's readers and parts take).
 */
export type TypedEntry<ContentTypeId extends string, Fields extends object, Loadable extends string = never> = EntryMembers & {
  sys: EntrySys & { contentTypeId: ContentTypeId };
  readonly [loadableFields]?: Loadable;
} & Fields;

/** The field ids a reader may ask an entry for: any for Entry, its content type's (and system fields) for a TypedEntry. */
export type FieldIdOf<E extends Entry> = string extends keyof E ? string : Exclude<Extract<keyof E, string>, 'sys'>;

/** What a content page module of this entry type may load: any field for Entry, else its own, its links' and system fields. */
export type LoadableFieldOf<E extends Entry> = string extends keyof E
  ? string
  : FieldIdOf<E> | `sys.${string}` | (E extends { readonly [loadableFields]?: infer Loadable } ? Exclude<Loadable, undefined> : never);

/** The content type id an entry type is of: any for Entry. */
export type ContentTypeIdOf<E extends Entry> = E['sys']['contentTypeId'];

/** Props of a page module's component. `entry`: the page's entry, when it has one (content pages always do). */
export interface PageProps {
  entry: Entry | null;
}

/** Everything a page kind declares, whatever it matches. */
interface PageModuleBase {
  /** Unique in the site: the static route's id, or the content type id for a content page. */
  id: string;
  /** Signed in (`true`), or in one of these groups, to see it. */
  requireLogin?: RequireLogin;
  /** The document title before the site's name; default: the entry's title. */
  title?: string | ((state: RootState) => string | null | undefined);
  /** The meta description; default: the entry's description. */
  description?: string | ((state: RootState) => string | null | undefined);
  /** What the page says of itself to search engines and sharing sites: Open Graph type and image, JSON-LD (meta.ts). */
  meta?: PageMetaFunction;
  /**
   * A personal page (any page under /account, the version page: private, no-store and `noindex`) that search engines
   * may list all the same: the same for every signed-out visitor and a public way in (sign in, register).
   */
  indexable?: boolean;
  /** Whether search engines should leave this state of the page out (a page past the end of its list). */
  noindex?: (state: RootState) => boolean;
  /**
   * A configuration problem worth one server log line per process and `key` (another site's content that this
   * site's module cannot show as meant), or null.
   */
  notice?: (routing: RoutingState) => { key: string; message: string; data: Record<string, unknown> } | null;
  /** Its searches (listing, mini lists), from what the route loaded. */
  searches?: (entry: Entry | null, routing: RoutingState) => PageSearches | null;
  /** Code the page needs before its render (a chunk the server loads and the document preloads), by chunk name. */
  chunks?: readonly NamedChunk[];
  /**
   * When the page's app starts in the browser: `start`, with the page (controls that must answer at once), or
   * `interaction`, when the visitor first reaches for a link or control (a page there to be read: its phone start-up
   * runs no React). Default: `start` for a page with chunks (search, forms) or a preview, else `interaction`.
   */
  hydrate?: 'start' | 'interaction';
}

export interface NamedChunk {
  /** The chunk's name in the build's manifest (webpackChunkName). */
  name: string;
  chunk: LazyChunk<unknown>;
}

/** A page for every node whose entry is of this content type. */
export interface ContentPageModule extends PageModuleBase {
  match: { contentTypeId: string };
  load?: PageLoad;
  /** What it shows in the main area, given the page's entry. */
  component: ComponentType<EntryPageProps>;
}

/** A page at a fixed path pattern (path-to-regexp), matched before any content. */
export interface StaticPageModule extends PageModuleBase {
  match: {
    path: string;
    /** Also load the node (and its entry) at this navigation path, and its ancestors. */
    node?: FetchNodeRule;
    /** Link depth of that node's entry. */
    linkDepth?: number;
  };
  /** What it shows in the main area (with the entry of the node at its navigation path, when it loads one). */
  component: ComponentType<PageProps>;
}

export type PageModule = ContentPageModule | StaticPageModule;

export const isContentPage = (page: PageModule): page is ContentPageModule => 'contentTypeId' in page.match;

/** A component, or one code-split with lazyPage. */
export type PageComponent<P> = ComponentType<P> | LazyPage<P>;

/**
 * A content page module as a site writes it (definePage makes it a ContentPageModule). Its entry type comes from its
 * component's props (`EntryPageProps<NewsArticleEntry>`): the module must then match that content type, and may
 * load only fields that entry type can have. With plain `EntryPageProps`, anything goes, as before.
 */
export type ContentPageInput<E extends Entry = Entry> = Omit<
  ContentPageModule,
  'id' | 'component' | 'match' | 'load' | 'searches' | 'meta'
> & {
  id?: string;
  match: { contentTypeId: NoInfer<ContentTypeIdOf<E>> };
  load?: Omit<PageLoad, 'fields' | 'children'> & {
    fields?: NoInfer<LoadableFieldOf<E>>[];
    children?: boolean | ((entry: NoInfer<E>) => boolean);
  };
  searches?: (entry: NoInfer<E> | null, routing: RoutingState) => PageSearches | null;
  /** What the page says of itself (meta.ts): given its entry, which a content page always has. */
  meta?: PageMetaFunction<NoInfer<E>>;
  component: PageComponent<EntryPageProps<E>>;
};
export type StaticPageInput = Omit<StaticPageModule, 'component'> & { component: PageComponent<PageProps> };
