import { VERSION_STATUSES, type VersionStatus } from '../../lib/delivery/types';
import { isLocalHostname } from '../../lib/url';

export interface VersionStatusInputs {
  hostname: string;
  /** Hostnames that preview content (draft versions), e.g. `preview.example.com`. */
  previewHosts: readonly string[];
  /** Overrides, strongest first: the `versionStatus` query parameter, a window value, a request header. */
  query?: string | null;
  windowValue?: string | null;
  header?: string | null;
}

export function parseVersionStatus(value: string | null | undefined): VersionStatus | null {
  const normalised = value?.trim().toLowerCase();
  return VERSION_STATUSES.find((status) => status === normalised) ?? null;
}

/** Hosts that show drafts: localhost and the configured preview hosts. No other host ever shows `latest`. */
export function showsDrafts(hostname: string, previewHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return isLocalHostname(host) || previewHosts.some((preview) => preview.toLowerCase() === host);
}

/**
 * latest on localhost and preview hosts, else published. A valid override wins, but only within what the host
 * may show: a public host never shows drafts, whatever a query parameter or header asks for.
 */
export function chooseVersionStatus(inputs: VersionStatusInputs): VersionStatus {
  const drafts = showsDrafts(inputs.hostname, inputs.previewHosts);
  const override = parseVersionStatus(inputs.query) ?? parseVersionStatus(inputs.windowValue) ?? parseVersionStatus(inputs.header);
  if (override) return override === 'latest' && !drafts ? 'published' : override;
  return drafts ? 'latest' : 'published';
}
