import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Entry, Node, VersionStatus } from '../../lib/delivery/types';
import { intoState } from '../../lib/state/intoState';
import { localiseLink, singleLanguage, type LanguageSettings } from '../../lib/url/languages';
import type { LocationChange, MatchedStaticRoute, PreviewOptions, Redirect, RequireLogin, RouteNode, RoutingState } from './types';

const initialRoutingState: RoutingState = {
  currentProject: '',
  projectName: '',
  currentHostname: '',
  allowedGroups: [],
  versionStatus: 'published',
  language: 'en-GB',
  languages: singleLanguage('en-GB'),
  currentPath: '/',
  canonicalPath: null,
  nextPath: null,
  location: { search: '', hash: '' },
  entryID: null,
  entry: null,
  mappedEntry: null,
  currentNode: null,
  currentNodeAncestors: [],
  currentNodeSiblings: [],
  currentNodeSiblingsParent: null,
  currentNodeChildTotal: 0,
  currentNodeSiblingTotal: 0,
  staticRoute: null,
  requireLogin: null,
  notFound: false,
  isLoading: false,
  isError: false,
  error: null,
  statusCode: 200,
  statusText: null,
  redirect: null,
  surrogateKeys: [],
  apiCalls: 0,
  isPreview: false,
  preview: null,
  historyEntry: null,
};

export interface RouteResolution {
  /** The path shown (with its language prefix). */
  path: string;
  /** The path without the language prefix: the canonical path of a page with neither entry nor node. */
  innerPath?: string;
  entry: Entry | null;
  node: RouteNode | null;
  ancestors: RouteNode[];
  siblings: RouteNode[];
  /** The id of the node's parent (the siblings' parent). */
  parentId: string | null;
  /** How many children and siblings the node has (more than the lists when they were too long to load). */
  childTotal?: number;
  siblingTotal?: number;
  staticRoute: MatchedStaticRoute | null;
  requireLogin: RequireLogin | null;
  isPreview?: boolean;
  /**
   * The site's root node with its children, as the page's own calls brought it: not kept in this slice (the
   * server draws the main menu from it instead of asking again: src/app/sagas.ts).
   */
  siteRoot?: Node;
}

/**
 * The entry as the state keeps it: `sys.availableLanguages` left out when it names only the entry's own language
 * (most entries of most sites), which is what the alternates assume when it is absent; it travels in every page.
 */
function withoutOwnLanguageOnly(entry: Entry | null | undefined): Entry | null {
  if (!entry) return null;
  const languages = entry.sys.availableLanguages;
  if (!languages || languages.length !== 1 || languages[0] !== entry.sys.language) return entry;
  const { availableLanguages: _own, ...sys } = entry.sys;
  return { ...entry, sys };
}

const routingSlice = createSlice({
  name: 'routing',
  initialState: initialRoutingState,
  reducers: {
    projectTargeted(
      state,
      action: PayloadAction<{
        project: string;
        projectName?: string;
        allowedGroups: string[];
        hostname: string;
        versionStatus: VersionStatus;
        language?: string;
        languages?: LanguageSettings;
      }>,
    ) {
      const { project, projectName, allowedGroups, hostname, versionStatus, language, languages } = action.payload;
      state.currentProject = project;
      state.projectName = projectName || project;
      state.allowedGroups = allowedGroups;
      state.currentHostname = hostname;
      state.versionStatus = versionStatus;
      if (language) state.language = language;
      const settings = languages ?? singleLanguage(state.language);
      // Settings like the ones held (a one-language site's, the initial ones) stay the same object: a page leaves a
      // field at its initial value out of its inline state (src/app/pageState.ts).
      if (JSON.stringify(settings) !== JSON.stringify(state.languages)) state.languages = settings;
    },
    /** The router's location changed (link, back/forward, redirect): the browser routing saga decides what to load. */
    locationChanged(state, action: PayloadAction<LocationChange>) {
      state.historyEntry = { ...action.payload, settled: false, pageChanged: false };
      state.redirect = null; // followed: the location it asked for is this one
    },
    /** The current history entry's page is shown: scroll and focus may move now. */
    locationSettled(state, action: PayloadAction<{ pageChanged: boolean; withinPage?: boolean }>) {
      const { pageChanged, withinPage } = action.payload;
      if (state.historyEntry) Object.assign(state.historyEntry, { settled: true, pageChanged, ...(withinPage ? { withinPage } : {}) });
    },
    /** The location moved within the page shown (see RoutingContext.staysOnPage): nothing is loaded again. */
    locationChangedWithinPage(state, action: PayloadAction<{ path: string; search: string; hash: string }>) {
      state.currentPath = action.payload.path;
      state.location = { search: action.payload.search, hash: action.payload.hash };
    },
    routeLoadStarted(state, action: PayloadAction<{ path: string; search: string; hash: string }>) {
      state.isLoading = true;
      state.nextPath = action.payload.path;
      state.location = { search: action.payload.search, hash: action.payload.hash };
    },
    routeResolved(state, action: PayloadAction<RouteResolution>) {
      const { path, innerPath, entry, node, ancestors, siblings, parentId, staticRoute, requireLogin, isPreview } = action.payload;
      const { childTotal = 0, siblingTotal = siblings.length } = action.payload;
      Object.assign(state, clearedPage(path), {
        // Without the language: the document makes it an address in the page's language (renderPage.tsx).
        canonicalPath: entry?.sys.uri ?? node?.path ?? innerPath ?? path,
        entryID: entry?.sys.id ?? null,
        entry: intoState(withoutOwnLanguageOnly(entry)),
        currentNode: intoState(node),
        currentNodeAncestors: ancestors,
        currentNodeSiblings: siblings,
        currentNodeSiblingsParent: parentId,
        currentNodeChildTotal: childTotal,
        currentNodeSiblingTotal: siblingTotal,
        staticRoute,
        requireLogin,
        statusCode: 200,
        isPreview: Boolean(isPreview),
      } satisfies Partial<RoutingState>);
      if (state.preview) state.preview.live = false;
    },
    /** The server says what this preview may do: share a signed link, take the edited entry from the CMS. */
    previewOptionsSet(state, action: PayloadAction<Omit<PreviewOptions, 'live' | 'signed'>>) {
      state.preview = { ...action.payload, live: false, signed: false };
    },
    /**
     * A signed link showed this preview's latest version on a host that shows none: every later page, and any
     * call the browser makes, is of the published site (the host's delivery proxy refuses anything else).
     */
    signedPreviewShown(state) {
      state.versionStatus = 'published';
      if (state.preview) state.preview.signed = true;
    },
    /**
     * The CMS sent the entry as its editor has it now (live preview; already checked and merged: liveEntry.ts). Taken
     * only on a preview page that admits live preview, and only for the entry it shows.
     */
    entryEditedLive(state, action: PayloadAction<{ entry: Entry }>) {
      const { entry } = action.payload;
      if (!state.isPreview || !state.preview || state.preview.liveOrigins.length === 0) return;
      if (!state.entry || entry.sys.id !== state.entry.sys.id) return;
      state.entry = entry;
      state.preview.live = true;
    },
    routeNotFound(state, action: PayloadAction<{ path: string; statusCode?: number; statusText?: string }>) {
      Object.assign(state, clearedPage(action.payload.path), {
        notFound: true,
        statusCode: action.payload.statusCode ?? 404,
        statusText: action.payload.statusText ?? null,
      });
    },
    routeFailed(state, action: PayloadAction<{ path: string; statusCode?: number; message: string }>) {
      const statusCode = action.payload.statusCode ?? 500;
      Object.assign(state, clearedPage(action.payload.path), {
        isError: true,
        error: { statusCode, message: action.payload.message },
        statusCode,
      });
    },
    /** The visitor changed (a sign-in or sign-out, maybe in another tab): show the current page again for them. */
    routeReloadRequested() {},
    routeRedirected(state, action: PayloadAction<Redirect>) {
      const redirect = action.payload;
      // Every redirect stays in the page's language: the account pages, where they send the visitor on to, and a
      // search's canonical address (made without the prefix). A path that has the prefix already keeps it.
      state.redirect = { ...redirect, location: localiseLink(state.languages, state.language, redirect.location) };
      state.isLoading = false;
      state.nextPath = null;
    },
    surrogateKeysCollected(state, action: PayloadAction<{ keys: string[]; apiCalls: number }>) {
      state.surrogateKeys = action.payload.keys;
      state.apiCalls = action.payload.apiCalls;
    },
  },
});

// Everything about the page shown; the project, host, version status and language stay.
const PAGE_FIELDS = [
  'canonicalPath',
  'nextPath',
  'entryID',
  'entry',
  'mappedEntry',
  'currentNode',
  'currentNodeAncestors',
  'currentNodeSiblings',
  'currentNodeSiblingsParent',
  'currentNodeChildTotal',
  'currentNodeSiblingTotal',
  'staticRoute',
  'requireLogin',
  'notFound',
  'isLoading',
  'isError',
  'error',
  'statusText',
  'redirect',
  'isPreview',
] as const satisfies readonly (keyof RoutingState)[];

// Made once: clearing runs for every page the server renders.
const CLEARED_PAGE: Partial<RoutingState> = Object.fromEntries(PAGE_FIELDS.map((field) => [field, initialRoutingState[field]]));

function clearedPage(path: string): Partial<RoutingState> {
  return { ...CLEARED_PAGE, currentPath: path };
}

export const {
  projectTargeted,
  locationChanged,
  locationSettled,
  locationChangedWithinPage,
  routeLoadStarted,
  routeResolved,
  routeNotFound,
  routeFailed,
  routeRedirected,
  routeReloadRequested,
  surrogateKeysCollected,
  previewOptionsSet,
  signedPreviewShown,
  entryEditedLive,
} = routingSlice.actions;
export const routingReducer = routingSlice.reducer;
