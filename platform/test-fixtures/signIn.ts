import type { Server } from 'node:http';
import request from 'supertest';
import { CLASSIC_TOKEN_HEADER, TOKEN_PATH, type TokenResponse } from '../../contract';
import { ADMIN_CLIENT } from './samplePlatform';

// Token requests the HTTP tests make again and again.

export const ALL_RESOURCE_SCOPES =
  'Security_Administrator ContentType_Read ContentType_Write ContentType_Delete Entry_Read Entry_Write Entry_Delete Project_Read Project_Write Project_Delete Workflow_Administrator';

export function tokenRequest(server: Server, fields: Record<string, string>) {
  return request(server).post(TOKEN_PATH).type('form').send(new URLSearchParams(fields).toString());
}

export interface UserSession extends TokenResponse {
  refresh_token: string;
  classicToken: string;
}

/** Signs in with the classic grant; fails the test unless the platform answers 200. */
export async function signIn(server: Server, username: string, password: string): Promise<UserSession> {
  const res = await tokenRequest(server, {
    grant_type: 'contensis_classic',
    username,
    password,
    scope: `openid offline_access ${ALL_RESOURCE_SCOPES}`,
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${res.text}`);
  return { ...(res.body as TokenResponse & { refresh_token: string }), classicToken: String(res.headers[CLASSIC_TOKEN_HEADER]) };
}

/** A bearer token of the sample pack's administrator client (Security_Administrator). */
export async function adminBearer(server: Server): Promise<string> {
  const res = await tokenRequest(server, {
    grant_type: 'client_credentials',
    client_id: ADMIN_CLIENT.clientId,
    client_secret: ADMIN_CLIENT.clientSecret,
    scope: ALL_RESOURCE_SCOPES,
  });
  if (res.status !== 200) throw new Error(`admin token answered ${res.status}: ${res.text}`);
  return `Bearer ${(res.body as TokenResponse).access_token}`;
}
