import { createSelector } from '@reduxjs/toolkit';
import type { NavigationNode, NavigationState } from './slice';

export interface WithNavigation {
  navigation: NavigationState;
}

const selectNavigationRoot = (state: WithNavigation) => state.navigation.root;

/** The top-level menu: the root's children that are meant for menus. */
export const selectMenuItems = createSelector([selectNavigationRoot], (root): NavigationNode[] =>
  (root?.children ?? []).filter((node) => node.includeInMenu),
);
