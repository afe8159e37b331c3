import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedSecurity } from '../pack';
import { ADMIN_SCOPE } from '../http/securityCaller';

/**
 * The site's own privileged client: the credential the site server creates, confirms and resets visitors' accounts
 * with. It is generated into DATA_DIR on the first start (readable by its owner only), never into the content pack,
 * so accounts work with any pack, whether or not its security.json has a client that may administer security.
 */

export const SITE_CLIENT_FILE = 'site-accounts-client.json';

export interface SiteClient {
  clientId: string;
  clientSecret: string;
}

function isSiteClient(value: unknown): value is SiteClient {
  const client = value as Partial<SiteClient> | null;
  return (
    typeof client?.clientId === 'string' &&
    /^[\w.-]{8,100}$/.test(client.clientId) &&
    typeof client.clientSecret === 'string' &&
    client.clientSecret.length >= 32
  );
}

/** The credential in `dataDir`, made on the first call; `wx` makes concurrent first starts agree on one. */
export function loadOrCreateSiteClient(dataDir: string): SiteClient {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SITE_CLIENT_FILE);
  const fresh: SiteClient = {
    clientId: `trellis-site-${randomBytes(6).toString('hex')}`,
    clientSecret: randomBytes(32).toString('base64url'),
  };
  try {
    writeFileSync(file, `${JSON.stringify(fresh)}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    stored = null;
  }
  if (!isSiteClient(stored)) throw new Error(`${file} does not hold a client id and secret: delete it and the platform makes a new one`);
  return { clientId: stored.clientId, clientSecret: stored.clientSecret };
}

/** The pack's security with the site's client added (a pack without security.json gets one holding only it). */
export function withSiteClient(security: LoadedSecurity | null, client: SiteClient): LoadedSecurity {
  const base: LoadedSecurity = security ?? {
    groups: [],
    groupsById: new Map(),
    groupsByName: new Map(),
    users: [],
    clients: new Map(),
    accessTokens: new Set(),
  };
  if (base.clients.has(client.clientId))
    throw new Error(`The content pack has a client "${client.clientId}", the id of the site's own client: rename the pack's`);
  const clients = new Map(base.clients);
  clients.set(client.clientId, { clientId: client.clientId, clientSecret: client.clientSecret, scopes: [ADMIN_SCOPE] });
  return { ...base, clients };
}
