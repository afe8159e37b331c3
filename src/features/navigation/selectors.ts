import type { NavigationNode, NavigationState } from './slice';

export interface WithNavigation {
  navigation: NavigationState;
}

export const selectNavigationRoot = (state: WithNavigation) => state.navigation.root;
export const selectNavigationReady = (state: WithNavigation) => state.navigation.isReady;
export const selectNavigationError = (state: WithNavigation) => state.navigation.error;

const NO_ITEMS: NavigationNode[] = [];

/** The top-level menu: the root's children (the tree keeps menu nodes only). */
export const selectMenuItems = (state: WithNavigation): NavigationNode[] => state.navigation.root?.children ?? NO_ITEMS;
