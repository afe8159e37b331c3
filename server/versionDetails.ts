import type { VersionStatus } from '../src/lib/delivery/types';
import type { VersionDetails } from '../src/features/version';
import type { SiteConfig } from './config';
import type { Upstream } from './upstream';
import packageJson from '../package.json';

const PLATFORM_PACKAGES = ['react', 'react-dom', '@reduxjs/toolkit', 'redux-saga', 'express'] as const;

/** Facts for the version page. Built from configuration that holds no secrets: tokens are never read here. */
export function createVersionDetails(config: SiteConfig, upstream: Upstream) {
  const dependencies: Record<string, string> = packageJson.dependencies;
  return (project: string, versionStatus: VersionStatus): VersionDetails => {
    const current = upstream.projects.find((p) => p.id === project);
    const commitUrl = config.build.repositoryUrl && config.build.commitRef ? `${config.build.repositoryUrl.replace(/\/+$/, '')}/commit/${config.build.commitRef}` : null;
    return {
      packageName: packageJson.name,
      packageVersion: packageJson.version,
      repositoryUrl: config.build.repositoryUrl,
      pipelineUrl: config.build.pipelineUrl,
      commitUrl,
      project,
      contensisVersionStatus: versionStatus,
      environment: config.build.environment,
      publicUri: current?.publicUri ?? '',
      platformPackages: PLATFORM_PACKAGES.map((name) => ({ name, version: dependencies[name] ?? 'unknown' })),
      servers: {
        web: current?.publicUri ?? '',
        preview: config.previewHosts.join(', '),
        api: upstream.rootUrl,
        cms: config.contensis?.url ?? (upstream.localPlatform ? `${upstream.rootUrl} (local platform)` : ''),
        iis: '',
        iisPreview: '',
      },
      reverseProxyPaths: config.reverseProxyPaths,
      projects: upstream.projects.map((p) => ({ id: p.id, publicUri: p.publicUri })),
      deliveryApi: {
        rootUrl: upstream.rootUrl,
        projectId: project,
        clientType: upstream.clientCredentials ? 'client_credentials' : 'none (access token)',
        language: config.language,
        timeoutMs: config.platformTimeoutMs,
        localPlatform: upstream.localPlatform,
      },
      proxyDeliveryApi: true,
      disableSsrRedux: config.disableSsrRedux,
      nodeEnv: process.env.NODE_ENV ?? 'development',
    };
  };
}
