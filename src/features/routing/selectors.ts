import { createSelector } from '@reduxjs/toolkit';
import type { RoutingState } from './types';

/** Selectors take any root state that holds the routing slice. */
export interface WithRouting {
  routing: RoutingState;
}

export const selectRouting = (state: WithRouting) => state.routing;
export const selectEntry = (state: WithRouting) => state.routing.entry;
export const selectCurrentNode = (state: WithRouting) => state.routing.currentNode;
export const selectAncestors = (state: WithRouting) => state.routing.currentNodeAncestors;
export const selectSiblings = (state: WithRouting) => state.routing.currentNodeSiblings;
export const selectCurrentPath = (state: WithRouting) => state.routing.currentPath;
export const selectCurrentProject = (state: WithRouting) => state.routing.currentProject;
export const selectVersionStatus = (state: WithRouting) => state.routing.versionStatus;
export const selectLanguage = (state: WithRouting) => state.routing.language;
export const selectIsLoading = (state: WithRouting) => state.routing.isLoading;
export const selectStatusCode = (state: WithRouting) => state.routing.statusCode;
export const selectStaticRoute = (state: WithRouting) => state.routing.staticRoute;
export const selectRedirect = (state: WithRouting) => state.routing.redirect;

/** The breadcrumb: the ancestors followed by the current node. */
export const selectBreadcrumb = createSelector([selectAncestors, selectCurrentNode], (ancestors, node) =>
  node ? [...ancestors, node] : ancestors,
);
