import { createSelector } from '@reduxjs/toolkit';
import type { NavigationNode, NavigationState } from './slice';

export interface WithNavigation {
  navigation: NavigationState;
}

export const selectNavigationRoot = (state: WithNavigation) => state.navigation.root;
export const selectNavigationReady = (state: WithNavigation) => state.navigation.isReady;
export const selectNavigationError = (state: WithNavigation) => state.navigation.error;

/** The top-level menu: the root's children that are meant for menus. */
export const selectMenuItems = createSelector([selectNavigationRoot], (root): NavigationNode[] =>
  (root?.children ?? []).filter((node) => node.includeInMenu),
);
