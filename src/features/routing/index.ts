// Public surface of the routing feature.
export * from './selectors';
export * from './slice';
export type * from './types';
export { decideAccess, isAccountPath } from './access';
export type { AccessDecision, Visitor } from './access';
export { ROUTING_CONTEXT } from './context';
export type { RoutingContext } from './context';
export { loadRoute } from './loadRoute';
export { PREVIEW_ROUTE_ID } from './previewRoute';
export { browserEffects, routingBrowserSaga } from './routingBrowserSaga';
export { chooseProject, projectHostnames, projectLanguages } from './project';
export type { ProjectConfig } from './project';
export { Breadcrumb } from './components/Breadcrumb';
export { Link } from './components/Link';
export type { LinkProps } from './components/Link';
export { LoadingIndicator } from './components/LoadingIndicator';
export { LIVE_ENTRY_UPDATE, mergeLiveEntry, readLiveMessage } from './liveEntry';
