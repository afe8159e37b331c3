import type { Visitor } from '../features/routing';

/** Who is looking. Anonymous until the accounts issue composes the user slice in here. */
export function getVisitor(_state: unknown): Visitor {
  return { isAuthenticated: false, groups: [] };
}
