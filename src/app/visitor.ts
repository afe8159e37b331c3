import type { Visitor } from '../features/routing';
import { groupRefs, selectIsAuthenticated, selectUser } from '../features/user';
import type { RootState } from './rootReducer';

/** Who is looking, for the routing feature's login rules: composed here from the user feature. */
export function getVisitor(state: unknown): Visitor {
  const root = state as RootState;
  return { isAuthenticated: selectIsAuthenticated(root), groups: groupRefs(selectUser(root)) };
}
