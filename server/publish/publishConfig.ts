// Publishing to live (issue 21): the webhook's shared secret and the CDN purge adapter, from the environment
// (README's configuration table). Secrets are never repeated in an error message.

export type CdnPurgeKind = 'fastly' | 'cloudflare' | 'varnish' | 'http';

export type CdnPurgeTarget =
  | { kind: 'fastly'; apiUrl: string; serviceId: string; token: string; soft: boolean }
  | { kind: 'cloudflare'; apiUrl: string; zoneId: string; token: string }
  | { kind: 'varnish'; url: string; mode: 'xkey' | 'ban'; soft: boolean }
  | { kind: 'http'; url: string; token: string | null };

export interface CdnPurgeConfig {
  target: CdnPurgeTarget;
  /** Attempts after the first when the CDN fails or does not answer. */
  retries: number;
  /** How long one attempt may take. */
  timeoutMs: number;
  /** A second purge this long after the first catches a page a CDN fetched while the change was on its way (0 = none). */
  repeatMs: number;
}

export interface PublishConfig {
  /** `PUBLISH_WEBHOOK_SECRET`: null = no webhook endpoint (it answers 404). */
  webhookSecret: string | null;
  /** `PUBLISH_WEBHOOK_MAX_AGE`: seconds a signed event's timestamp may lie in the past (or the future). */
  webhookMaxAgeSeconds: number;
  /** `CDN_PURGE`: null = no CDN to purge. */
  cdn: CdnPurgeConfig | null;
}

export class PublishConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const KINDS: readonly CdnPurgeKind[] = ['fastly', 'cloudflare', 'varnish', 'http'];

function text(env: Env, name: string): string | null {
  return env[name]?.trim() || null;
}

function required(env: Env, name: string, why: string): string {
  const value = text(env, name);
  if (!value) throw new PublishConfigError(`${name} is required ${why}`);
  return value;
}

function httpUrl(env: Env, name: string, fallback: string | null, why: string): string {
  const raw = text(env, name) ?? fallback;
  if (!raw) throw new PublishConfigError(`${name} is required ${why}`);
  if (!/^https?:\/\//i.test(raw) || !URL.canParse(raw)) throw new PublishConfigError(`${name} must be an http:// or https:// URL`);
  return raw.replace(/\/+$/, '');
}

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new PublishConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

function yes(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new PublishConfigError(`${name} must be true or false (got "${env[name]}")`);
}

function target(env: Env, kind: CdnPurgeKind): CdnPurgeTarget {
  const why = `with CDN_PURGE=${kind}`;
  switch (kind) {
    case 'fastly':
      return {
        kind,
        apiUrl: httpUrl(env, 'FASTLY_API_URL', 'https://api.fastly.com', why),
        serviceId: required(env, 'FASTLY_SERVICE_ID', why),
        token: required(env, 'FASTLY_API_TOKEN', why),
        soft: yes(env, 'CDN_SOFT_PURGE'),
      };
    case 'cloudflare':
      return {
        kind,
        apiUrl: httpUrl(env, 'CLOUDFLARE_API_URL', 'https://api.cloudflare.com/client/v4', why),
        zoneId: required(env, 'CLOUDFLARE_ZONE_ID', why),
        token: required(env, 'CLOUDFLARE_API_TOKEN', why),
      };
    case 'varnish': {
      const mode = (text(env, 'VARNISH_PURGE_MODE') ?? 'xkey').toLowerCase();
      if (mode !== 'xkey' && mode !== 'ban') throw new PublishConfigError(`VARNISH_PURGE_MODE must be xkey or ban (got "${mode}")`);
      return { kind, url: httpUrl(env, 'VARNISH_PURGE_URL', null, why), mode, soft: yes(env, 'CDN_SOFT_PURGE') };
    }
    case 'http':
      return { kind, url: httpUrl(env, 'PURGE_URL', null, why), token: text(env, 'PURGE_TOKEN') };
  }
}

export function loadPublishConfig(env: Env): PublishConfig {
  const webhookSecret = text(env, 'PUBLISH_WEBHOOK_SECRET');
  if (webhookSecret && webhookSecret.length < 24)
    throw new PublishConfigError('PUBLISH_WEBHOOK_SECRET must be at least 24 characters long');
  const kindText = (text(env, 'CDN_PURGE') ?? 'none').toLowerCase();
  let cdn: CdnPurgeConfig | null = null;
  if (kindText !== 'none' && kindText !== 'off') {
    const kind = KINDS.find((candidate) => candidate === kindText);
    if (!kind) throw new PublishConfigError(`CDN_PURGE must be none, ${KINDS.join(', ')} (got "${kindText}")`);
    cdn = {
      target: target(env, kind),
      retries: whole(env, 'CDN_PURGE_RETRIES', 3, 0, 10),
      timeoutMs: whole(env, 'CDN_PURGE_TIMEOUT_MS', 5000, 100, 60_000),
      repeatMs: whole(env, 'CDN_PURGE_REPEAT_MS', 2000, 0, 60_000),
    };
  }
  return { webhookSecret, webhookMaxAgeSeconds: whole(env, 'PUBLISH_WEBHOOK_MAX_AGE', 300, 10, 86_400), cdn };
}
