import type { PathSegments } from './paths';

/** A Delivery API call a browser may make through the site: which project, and whether it is a search. */
export interface DeliveryRouteMatch {
  projectId: string;
  /** Segments after `/api/delivery/projects/{projectId}`, decoded. */
  rest: PathSegments;
  /** `entries/search`: the one route that may be POSTed (a long query moves into the body). */
  isSearch: boolean;
}

const MAX_NODE_PATH_SEGMENTS = 32;

/** The read-only routes of the Delivery API (contensis-api.md §1), matched on decoded segments. */
function allowedRest(rest: PathSegments): boolean {
  const words = rest.map((segment) => segment.toLowerCase());
  const [first, second] = words;
  const filled = rest.every((segment) => segment !== '');
  switch (first) {
    case undefined:
      return true; // the project itself
    case 'contenttypes':
      // contenttypes, contenttypes/{id}, contenttypes/{id}/entries
      return filled && (rest.length <= 2 || (rest.length === 3 && words[2] === 'entries'));
    case 'entries':
      // entries (list or ZenQL), entries/search, entries/{id}
      return filled && rest.length <= 2;
    case 'nodes':
      // nodes/ (by entry id), nodes/root, nodes/{id}[/children|parent|ancestors|siblings], nodes/{path...}
      if (rest.length === 2 && second === '') return true;
      return filled && rest.length <= MAX_NODE_PATH_SEGMENTS + 1;
    case 'taxonomy':
      // taxonomy/nodes?path=..., taxonomy/nodes/{key with slashes}
      return filled && second === 'nodes' && rest.length <= MAX_NODE_PATH_SEGMENTS + 2;
    default:
      return false;
  }
}

/** Matches `/api/delivery/projects/{projectId}/...` against the allow-list; null for anything else. */
export function matchDeliveryRoute(segments: PathSegments): DeliveryRouteMatch | null {
  const [api, delivery, projects, projectId, ...rest] = segments;
  if (api !== 'api' || delivery?.toLowerCase() !== 'delivery' || projects?.toLowerCase() !== 'projects' || !projectId) return null;
  if (!allowedRest(rest)) return null;
  const isSearch = rest.length === 2 && rest[0].toLowerCase() === 'entries' && rest[1].toLowerCase() === 'search';
  return { projectId, rest, isSearch };
}
