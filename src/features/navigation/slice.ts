import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Node } from '../../lib/delivery/types';

/** Keeps what menus show: nodes meant for menus, with the fields a menu link needs. */
export function toNavigationNode(node: Node): NavigationNode {
  return {
    id: node.id,
    path: node.path,
    displayName: node.displayName,
    includeInMenu: node.includeInMenu !== false,
    children: (node.children ?? []).filter((child) => child.includeInMenu !== false).map(toNavigationNode),
  };
}

/** The part of a node a menu needs: the tree is kept lean because it travels in every page's state. */
export interface NavigationNode {
  id: string;
  path: string;
  displayName: string;
  includeInMenu: boolean;
  children: NavigationNode[];
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

export const NAVIGATION_TREE_DEPTH = 2;

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
