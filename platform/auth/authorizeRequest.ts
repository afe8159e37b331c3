import { FEDERATED_CLIENT_ID, FEDERATED_RESPONSE_TYPE } from '../../contract';
import type { RedirectAllowList } from './redirectAllowList';

// The parameters of the federated sign-in (GET and POST /authenticate/authorize), checked before anything is
// shown or done. A bad request is answered with an error page, never by a redirect.

export interface AuthorizeRequest {
  redirectUri: string;
  /** The checked target the visitor is sent back to. */
  redirect: URL;
  scope: string;
  state: string | null;
  /** Required (OpenID Connect, response type id_token): the site checks it comes back with the session. */
  nonce: string;
}

export type AuthorizeParse = { ok: true; request: AuthorizeRequest } | { ok: false; message: string };

const MAX_PARAM_LENGTH = 2048;

export function parseAuthorizeRequest(param: (name: string) => string | null | undefined, allowList: RedirectAllowList): AuthorizeParse {
  const values = ['client_id', 'response_type', 'scope', 'redirect_uri', 'state', 'nonce'].map((name) => param(name) ?? null);
  if (values.some((value) => value !== null && value.length > MAX_PARAM_LENGTH))
    return { ok: false, message: 'A sign-in parameter is too long.' };
  const [clientId, responseType, scope, redirectUri, state, nonce] = values;
  if (clientId !== FEDERATED_CLIENT_ID) return { ok: false, message: `Unknown client: only ${FEDERATED_CLIENT_ID} may use this sign-in.` };
  if (responseType !== FEDERATED_RESPONSE_TYPE)
    return { ok: false, message: `Unsupported response type: only ${FEDERATED_RESPONSE_TYPE} is supported.` };
  if (!scope || !scope.split(/\s+/).includes('openid')) return { ok: false, message: 'The scope must include openid.' };
  if (!redirectUri) return { ok: false, message: 'redirect_uri is required.' };
  if (!nonce) return { ok: false, message: 'nonce is required.' };
  const redirect = allowList.check(redirectUri);
  if (!redirect) return { ok: false, message: 'This redirect_uri is not on the list of sites this sign-in may return to.' };
  return { ok: true, request: { redirectUri, redirect, scope, state: state || null, nonce } };
}
