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

/** latest on localhost and preview hosts, else published; a valid override wins. */
export function chooseVersionStatus(inputs: VersionStatusInputs): VersionStatus {
  const override = parseVersionStatus(inputs.query) ?? parseVersionStatus(inputs.windowValue) ?? parseVersionStatus(inputs.header);
  if (override) return override;
  const host = inputs.hostname.toLowerCase();
  if (isLocalHostname(host) || inputs.previewHosts.some((preview) => preview.toLowerCase() === host)) return 'latest';
  return 'published';
}
