import type { Visitor } from '../src/features/routing';

/** Who a server-side check sees. Anonymous until the accounts issue reads the visitor's session cookies here. */
export const anonymousVisitor: Visitor = Object.freeze({ isAuthenticated: false, groups: [] });
