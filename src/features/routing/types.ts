import type { InPageValue } from '../../components/InPage';
import type { Entry, VersionStatus } from '../../lib/delivery/types';
import type { LanguageSettings } from '../../lib/url/languages';

/** `true` = any signed-in user; a list = signed in and in at least one of these groups (by id or name). */
export type RequireLogin = boolean | string[];

/** How a matched static route finds its navigation (node) path. */
export type FetchNodeRule =
  | { from: 'wildcard' } // the `{*path}` wildcard segment(s)
  | { from: 'level'; level: number } // the first N segments of the url
  | { from: 'params'; params: string[] } // named params joined as path segments
  | { from: 'routePath' }; // the route path without its param segments

export interface StaticRouteConfig {
  /** Stable id: the app maps it to a component. */
  id: string;
  /** A path-to-regexp pattern, e.g. `/account/login` or `/preview/:entryId{/:language}`. */
  path: string;
  requireLogin?: RequireLogin;
  /** Load the node (and entry) at the navigation path as well. */
  fetchNode?: FetchNodeRule;
  /** Extra data the component needs from the route loader. */
  linkDepth?: number;
}

export interface ContentTypeMapping {
  contentTypeID: string;
  requireLogin?: RequireLogin;
  /** Link depth used to load the entry (default 2). */
  linkDepth?: number;
  /** Load the node's ancestors (breadcrumb), children and siblings. Defaults: all on. */
  fetchAncestors?: boolean;
  /**
   * A function decides from the node's entry (the fields the node brought it with: every mapping's `entryFields`,
   * when all name theirs), for a template that lists the pages below only in some cases.
   */
  fetchChildren?: boolean | ((entry: Entry) => boolean);
  /** `'belowTopLevel'`: only for pages below the top level (a top-level page's siblings are the main menu). */
  fetchSiblings?: boolean | 'belowTopLevel';
  /** Entry fields loaded for each child node (they feed cards and section lists). */
  childEntryFields?: string[];
  /**
   * The longest children and siblings lists loaded (default DEFAULT_SECTION_LIST_LIMIT, relatives.ts), or each
   * its own; a longer one is not loaded, only counted. `false`: any length (a template that pages through every child).
   */
  sectionListLimit?: number | false | { children?: number | false; siblings?: number | false };
  /**
   * Fields of the entry itself (Delivery API `fields`, which applies to its linked entries too): what the
   * template renders. Absent = every field.
   */
  entryFields?: string[];
}

export interface RouteTable {
  staticRoutes: StaticRouteConfig[];
  contentTypeMappings: ContentTypeMapping[];
}

/** A route param passed on to components: only strings and booleans survive (spec 2.1). */
export type RouteParams = Record<string, string | boolean>;

/** The serialisable part of a matched static route. */
export interface MatchedStaticRoute {
  id: string;
  path: string;
  params: RouteParams;
  requireLogin: RequireLogin | null;
}

export interface RouteError {
  statusCode: number;
  message: string;
}

export interface Redirect {
  location: string;
  statusCode: number;
  /** Why: a cleaned path depends only on the URL; a login or access-denied redirect depends on the visitor. */
  reason: 'cleanPath' | 'login' | 'accessDenied' | 'account';
}

/** How the browser arrived at a history entry (react-router's navigation types). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** A location the browser moved to: what the app's router bridge reports. `search`/`hash` keep `?`/`#`. */
export interface LocationChange {
  pathname: string;
  search: string;
  hash: string;
  /** The history entry's key ('default' for an entry the router did not create). */
  key: string;
  navigationType: NavigationType;
}

/** The history entry shown, for scroll and focus: set when the location changes, settled once its page shows. */
export interface HistoryEntry extends LocationChange {
  /** False while the entry's page loads. */
  settled: boolean;
  /** The page (path and query) changed on the way here; false for a move within the page (hash only). */
  pageChanged: boolean;
  /** The page stayed and showed another state of itself (a search's query): the scroll position stays too. */
  withinPage?: boolean;
}

/**
 * A node in the page state: its place in the tree and its name. Only children carry an entry (the fields their
 * cards and section lists show); the page's own entry is `RoutingState.entry`.
 */
export interface RouteNode {
  id: string;
  path: string;
  displayName: string;
  entry?: Entry;
  /** The current node's children (in the inline state, possibly a marker: see src/components/InPage.tsx). */
  children?: InPageValue<RouteNode[]>;
}

export interface RoutingState {
  currentProject: string;
  /** The project's display name: the site name in the header and titles. */
  projectName: string;
  currentHostname: string;
  allowedGroups: string[];
  versionStatus: VersionStatus;
  /** The page's language: from its address (the host or the path's prefix: src/lib/url/languages.ts). */
  language: string;
  /** The project's languages and where each lives in the site's addresses. */
  languages: LanguageSettings;
  /** The path being shown (cleaned), and the one being loaded during client-side navigation. */
  currentPath: string;
  canonicalPath: string | null;
  nextPath: string | null;
  location: { search: string; hash: string };
  entryID: string | null;
  entry: Entry | null;
  /** The entry as a content type mapping's mapper shaped it; null when the mapping has no mapper. */
  mappedEntry: Entry | null;
  /** The node at the path, without its entry (that is `entry`), with its children. */
  currentNode: RouteNode | null;
  currentNodeAncestors: RouteNode[];
  /** In the inline state possibly a marker, like a node's children. */
  currentNodeSiblings: InPageValue<RouteNode[]>;
  currentNodeSiblingsParent: string | null;
  /**
   * How many children and siblings the current node has, loaded or not: a list longer than its page module's limit
   * is not loaded (src/features/routing/relatives.ts), and its section list says how many there are instead.
   */
  currentNodeChildTotal: number;
  currentNodeSiblingTotal: number;
  staticRoute: MatchedStaticRoute | null;
  /** Login rule of whatever matched (static route or content type mapping). */
  requireLogin: RequireLogin | null;
  notFound: boolean;
  isLoading: boolean;
  isError: boolean;
  error: RouteError | null;
  statusCode: number;
  statusText: string | null;
  redirect: Redirect | null;
  surrogateKeys: string[];
  apiCalls: number;
  isPreview: boolean;
  /** An editor's preview outside the ordinary: a link to share it, live preview from the CMS (null otherwise). */
  preview: PreviewOptions | null;
  /** Browser only (null on the server). */
  historyEntry: HistoryEntry | null;
}

/** What an editor's preview page may do beyond showing the entry. */
export interface PreviewOptions {
  /** A signed address of this preview on the public host, and how long it works (draft hosts only). */
  shareLink: { url: string; minutes: number } | null;
  /** The CMS origins that may send the edited entry (live preview in the CMS's editing pane). */
  liveOrigins: string[];
  /** The entry shown is the editor's unsaved version, sent by the CMS. */
  live: boolean;
  /** A signed link showed this page's latest version on a host that shows none: the pages it leads to are published. */
  signed: boolean;
}
