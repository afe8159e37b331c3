import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Node } from '../../lib/delivery/types';

/**
 * What a menu link needs, for the nodes meant for menus (`includeInMenu`): the tree travels in every page's
 * state, so it holds nothing else. Paths are unique, so they identify the nodes too.
 */
export interface NavigationNode {
  path: string;
  displayName: string;
  /** Menu nodes below this one, when the tree was loaded that deep and there are any. */
  children?: NavigationNode[];
}

export function toNavigationNode(node: Node): NavigationNode {
  const children = (node.children ?? []).filter((child) => child.includeInMenu !== false).map(toNavigationNode);
  return children.length > 0
    ? { path: node.path, displayName: node.displayName, children }
    : { path: node.path, displayName: node.displayName };
}

export interface NavigationState {
  root: NavigationNode | null;
  isReady: boolean;
  error: { isError: boolean; message: string | null };
}

export const initialNavigationState: NavigationState = {
  root: null,
  isReady: false,
  error: { isError: false, message: null },
};

/**
 * Levels of the site tree loaded for menus: the main menu shows the root's children only. (A deeper tree of a
 * real site holds every article below its listings: hundreds of nodes parsed for every page.)
 */
export const NAVIGATION_TREE_DEPTH = 1;

const navigationSlice = createSlice({
  name: 'navigation',
  initialState: initialNavigationState,
  reducers: {
    navigationTreeLoaded(state, action: PayloadAction<NavigationNode>) {
      state.root = action.payload;
      state.isReady = true;
      state.error = { isError: false, message: null };
    },
    navigationTreeFailed(state, action: PayloadAction<{ message: string }>) {
      state.isReady = false;
      state.error = { isError: true, message: action.payload.message };
    },
  },
});

export const { navigationTreeLoaded, navigationTreeFailed } = navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
