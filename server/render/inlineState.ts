import { withoutInitialValues } from '../../src/app/pageState';
import type { RootState } from '../../src/app/rootReducer';
import { leaveInPage, type InPageValues } from '../../src/components';
import { serializeForScript } from '../../src/lib/html';
import { contentSecurityPolicy, scriptHash } from '../security';

export interface InlineState {
  /** `window.__TRELLIS_STATE__=…`, or null when inlining is off (the browser then asks for `?redux=true`). */
  script: string | null;
  /** The Content-Security-Policy that admits exactly that script (by its hash). */
  csp: string;
}

/**
 * The state the page carries for hydration. Values the render drew inside InPage elements travel once, in the
 * HTML (see src/components/inPage.tsx); fields at their initial values are left for the browser's store to fill
 * in (src/app/pageState.ts); surrogate keys are for the CDN (a header), not the page.
 */
export function inlineState(state: RootState, inPage: InPageValues | null, enabled: boolean): InlineState {
  if (!enabled) return { script: null, csp: contentSecurityPolicy([]) };
  const value = withoutInitialValues({ ...state, routing: { ...state.routing, surrogateKeys: [] } });
  const replacer = inPage && inPage.size > 0 ? leaveInPage(inPage) : undefined;
  const script = `window.__TRELLIS_STATE__=${serializeForScript(value, replacer)}`;
  return { script, csp: contentSecurityPolicy([scriptHash(script)]) };
}
