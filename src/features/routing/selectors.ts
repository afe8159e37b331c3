import { createSelector } from '@reduxjs/toolkit';
import type { RoutingState } from './types';

/** Selectors take any root state that holds the routing slice. */
export interface WithRouting {
  routing: RoutingState;
}

export const selectRouting = (state: WithRouting) => state.routing;
const selectCurrentNode = (state: WithRouting) => state.routing.currentNode;
const selectAncestors = (state: WithRouting) => state.routing.currentNodeAncestors;
export const selectIsLoading = (state: WithRouting) => state.routing.isLoading;
export const selectRedirect = (state: WithRouting) => state.routing.redirect;

/** The breadcrumb: the ancestors followed by the current node. */
export const selectBreadcrumb = createSelector([selectAncestors, selectCurrentNode], (ancestors, node) =>
  node ? [...ancestors, node] : ancestors,
);
