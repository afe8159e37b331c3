import { pageStateJson, type InPageValues } from '../../src/app/pageState';
import type { RootState } from '../../src/app/rootReducer';
import { contentSecurityPolicy, inlineHash } from '../security';

export interface InlineState {
  /** `window.__TRELLIS_STATE__=…`, or null when inlining is off (the browser then asks for `?redux=true`). */
  script: string | null;
  /** The Content-Security-Policy that admits exactly that script and the page's inline styles (by their hashes). */
  csp: string;
}

/** The page's inline state script (src/app/pageState.ts) and the CSP that admits it and `styleHashes`. */
export function inlineState(
  state: RootState,
  inPage: InPageValues | null,
  enabled: boolean,
  styleHashes: readonly string[] = [],
  framedBy: readonly string[] = [],
): InlineState {
  if (!enabled) return { script: null, csp: contentSecurityPolicy([], styleHashes, framedBy) };
  const script = `window.__TRELLIS_STATE__=${pageStateJson(state, inPage)}`;
  return { script, csp: contentSecurityPolicy([inlineHash(script)], styleHashes, framedBy) };
}
