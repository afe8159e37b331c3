import { ConfigError } from './config';

/**
 * A site's own defaults for the server's settings, by environment variable name (README's configuration table):
 * the project it serves, its languages, its cache lifetimes. A variable set in the environment wins; an empty one
 * counts as unset. Secrets (and the URLs that carry them) are never defaults: code is no place for them.
 */
export type SiteConfigDefaults = Readonly<Record<string, string>>;

const SECRET = /(_SECRET|_TOKEN|_PASSWORD)$|^(SMTP_URL|REDIS_URL)$/;

/** The environment the site's server reads: `env` with the site's defaults where it leaves a setting unset. */
export function withSiteDefaults(
  env: Record<string, string | undefined>,
  defaults: SiteConfigDefaults,
): Record<string, string | undefined> {
  const names = Object.keys(defaults);
  const secret = names.find((name) => SECRET.test(name));
  if (secret) throw new ConfigError(`${secret} is a secret: set it in the environment, not in the site's defaults`);
  const bad = names.find((name) => !/^[A-Z][A-Z0-9_]*$/.test(name));
  if (bad !== undefined) throw new ConfigError(`"${bad}" is not a setting's name (README lists them: PORT, CACHE_MAX_AGE, ...)`);
  const merged = { ...env };
  for (const name of names) if (!env[name]?.trim()) merged[name] = defaults[name];
  return merged;
}
