import type { NavigationNode, NavigationState } from './slice';

export interface WithNavigation {
  navigation: NavigationState;
}

const NO_ITEMS: NavigationNode[] = [];

/** The top-level menu: the root's children (the tree keeps menu nodes only). */
export const selectMenuItems = (state: WithNavigation): NavigationNode[] => state.navigation.root?.children ?? NO_ITEMS;
