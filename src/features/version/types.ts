import type { VersionStatus } from '../../lib/delivery/types';

/** Everything the developer-facing version page shows. Never holds a token or secret. */
export interface VersionDetails {
  packageName: string;
  packageVersion: string;
  repositoryUrl: string | null;
  pipelineUrl: string | null;
  commitUrl: string | null;
  project: string;
  contensisVersionStatus: VersionStatus;
  environment: string;
  publicUri: string;
  platformPackages: { name: string; version: string }[];
  servers: { web: string; preview: string; api: string; cms: string; iis: string; iisPreview: string };
  reverseProxyPaths: string[];
  projects: { id: string; publicUri: string }[];
  deliveryApi: { rootUrl: string; projectId: string; clientType: string; language: string; timeoutMs: number; localPlatform: boolean };
  proxyDeliveryApi: boolean;
  disableSsrRedux: boolean;
  nodeEnv: string;
}

export interface VersionState {
  commitRef: string | null;
  buildNo: string | null;
  contensisVersionStatus: VersionStatus;
  details: VersionDetails | null;
  detailsError: string | null;
}
