import type { TokenErrorResponse, TokenResponse } from '../../contract';
import type { LoadedSecurity } from '../pack';
import { signAccessToken, TOKEN_LIFETIME_SECONDS } from './tokens';

// POST /authenticate/connect/token (contensis-api.md §2.1): the client_credentials grant for the pack's clients.

export interface TokenAnswer {
  status: number;
  body: TokenResponse | TokenErrorResponse;
}

export interface TokenEndpointRequest {
  /** The form-encoded request body. */
  body: string;
  /** The Authorization header, for clients that authenticate with HTTP Basic. */
  authorization?: string;
}

export function answerTokenRequest(
  request: TokenEndpointRequest,
  security: LoadedSecurity | null,
  secret: Buffer,
  now: number = Date.now(),
): TokenAnswer {
  const form = new URLSearchParams(request.body);
  const grantType = form.get('grant_type');
  if (!grantType) return error(400, 'invalid_request', 'grant_type is required');
  if (grantType !== 'client_credentials') {
    return error(400, 'unsupported_grant_type', `The grant type "${grantType}" is not supported`);
  }

  let clientId = form.get('client_id');
  let clientSecret = form.get('client_secret');
  const basic = /^Basic\s+(.+)$/i.exec(request.authorization ?? '');
  if (basic && !clientId) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      clientId = decodeURIComponent(decoded.slice(0, colon));
      clientSecret = decodeURIComponent(decoded.slice(colon + 1));
    }
  }
  if (!clientId || !clientSecret) return error(400, 'invalid_client', 'client_id and client_secret are required');

  const client = security?.clients.get(clientId);
  if (!client || client.clientSecret !== clientSecret) return error(401, 'invalid_client', 'Unknown client or wrong secret');

  // Grant what was asked for within what the client may have; nothing asked for = everything it may have.
  const requested = (form.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const scopes = requested.length > 0 && client.scopes.length > 0
    ? requested.filter((scope) => client.scopes.includes(scope))
    : client.scopes.length > 0 ? client.scopes : requested;

  const expiresAt = Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS;
  return {
    status: 200,
    body: {
      access_token: signAccessToken(secret, { clientId, scopes, expiresAt }, now),
      expires_in: TOKEN_LIFETIME_SECONDS,
      token_type: 'Bearer',
      scope: scopes.join(' '),
    },
  };
}

function error(status: number, code: string, description: string): TokenAnswer {
  return { status, body: { error: code, error_description: description } };
}
