import type { Visitor } from '../src/features/routing';
import { groupRefs } from '../src/features/user';
import type { VisitorSession } from './account';

/** Who a server-side check sees when nobody is signed in. */
export const anonymousVisitor: Visitor = Object.freeze({ isAuthenticated: false, groups: [] });

/** A signed-in visitor, for login and group rules: groups match by id or name. */
export function visitorOf(session: VisitorSession): Visitor {
  return { isAuthenticated: true, groups: groupRefs(session.user) };
}
